import { ServiceMenu } from '../components/service-menu.tsx';
import { businessHandleServices } from '../service-catalogue.ts';

export function BusinessHandlePage() {
  return <ServiceMenu title="业务办理" services={businessHandleServices} />;
}
