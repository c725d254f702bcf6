import type { StaffRole } from '@hall/contract/operation';
import { Button, Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { canCallStaffOperation } from '../../shell/staff-access.ts';
import { checkMobilePhone } from '@hall/contract/validators';
import { CustomerSearchPanel } from '../components/customer-search.tsx';
import { CustomerViewPanel } from '../components/customer-view.tsx';
import { customerViewQuery } from '../customers-api.ts';

function CustomerViewCard({ phone, roles }: { phone: string; roles: StaffRole[] }) {
  const navigate = useNavigate();
  const view = useQuery(customerViewQuery(phone));
  return (
    <Card title="客户视图" extra={<Button onClick={() => navigate('/console/customers')}>返回查找</Button>}>
      <ConsoleQueryView query={view} loadingLabel="正在加载客户视图" failure="客户视图加载失败">
        {(loaded) => (
          <CustomerViewPanel
            phone={phone}
            view={loaded}
            canReveal={canCallStaffOperation(roles, 'CONSOLE_REVEAL_CUSTOMER_FIELD')}
            canAct={canCallStaffOperation(roles, 'CONSOLE_ADD_CUSTOMER_NOTE')}
          />
        )}
      </ConsoleQueryView>
    </Card>
  );
}

/** 客户视图 (service, auditors): find a person, then their page (`?phone=` one of their numbers). */
export function CustomersPage({ roles }: { roles: StaffRole[] }) {
  const [params] = useSearchParams();
  const phone = params.get('phone')?.trim() ?? '';
  if (phone && !checkMobilePhone(phone)) {
    return <CustomerViewCard key={phone} phone={phone} roles={roles} />;
  }
  return (
    <Card title="客户查找">
      <CustomerSearchPanel />
    </Card>
  );
}
