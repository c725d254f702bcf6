import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { isRouteAvailable } from '../../../shared/lib/navigation.ts';
import type { ServiceEntry } from '../service-catalogue.ts';

/** A list of services; entries whose page is not built are left out. */
export function ServiceMenu({ title, services }: { title: string; services: ServiceEntry[] }) {
  const navigate = useNavigate();
  const available = services.filter((service) => isRouteAvailable(service.path));
  if (available.length === 0) {
    return <EmptyState title="暂无可办理的业务" />;
  }
  return (
    <List header={title} aria-label={title}>
      {available.map((service) => (
        <List.Item key={service.path} description={service.description} onClick={() => navigate(service.path)} arrowIcon>
          {service.title}
        </List.Item>
      ))}
    </List>
  );
}
