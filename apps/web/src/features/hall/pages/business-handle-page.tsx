import { RealNameNotice } from '../../../shared/member/real-name-notice.tsx';
import { ServiceMenu } from '../components/service-menu.tsx';
import { businessHandleServices } from '../service-catalogue.ts';

export function BusinessHandlePage() {
  return (
    <>
      <RealNameNotice />
      <ServiceMenu title="业务办理" services={businessHandleServices} />
    </>
  );
}
