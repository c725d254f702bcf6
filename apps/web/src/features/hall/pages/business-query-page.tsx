import { ServiceMenu } from '../components/service-menu.tsx';
import { businessQueryServices } from '../service-catalogue.ts';

export function BusinessQueryPage() {
  return <ServiceMenu title="业务查询" services={businessQueryServices} />;
}
