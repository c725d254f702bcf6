import { AuthType } from '@hall/contract/identity/rules';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CheckPending } from '../components/check-pending.tsx';
import { RealNameContactForm } from '../components/real-name-contact-form.tsx';
import { useReturnCheck } from '../components/use-return-check.ts';
import '../applications.css';

/** /PersonageRealNameForm: return route of the personal flow; name-and-ID check, contact phone. */
export function PersonageRealNameFormPage() {
  const navigate = useNavigate();
  const check = useReturnCheck(AuthType.REAL_NAME, '/PersonageRealName');
  return (
    <div className="page">
      <PageHeader title="完善资料" onBack={() => navigate('/PersonageRealName', { replace: true })} />
      {check.status === 'passed' ? (
        <RealNameContactForm bizNo={check.bizNo} phone={check.phone} onSubmitted={() => navigate('/realResult', { replace: true })} />
      ) : (
        <CheckPending status={check.status} startPath="/PersonageRealName" />
      )}
    </div>
  );
}
