import { AuthType } from '@hall/contract/identity/rules';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ApplicationCheckView } from '../components/application-check-view.tsx';
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
      <ApplicationCheckView check={check} startPath="/PersonageRealName">
        {(passed) => <RealNameContactForm bizNo={passed.bizNo} phone={passed.phone} onSubmitted={() => navigate('/realResult', { replace: true })} />}
      </ApplicationCheckView>
    </div>
  );
}
