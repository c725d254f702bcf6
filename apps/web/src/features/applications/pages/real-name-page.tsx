import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { useNavigate } from 'react-router';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { IdentityCheckView } from '../../../shared/ui/identity-check-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { RealNameContactForm } from '../components/real-name-contact-form.tsx';
import { useBoundPhone } from '../components/use-bound-phone.ts';
import { ConfirmStep } from '../components/confirm-step.tsx';
import '../applications.css';

/** /realName (实名补录): the bound number read-only and 下一步; also the check's return route. */
export function RealNamePage() {
  const navigate = useNavigate();
  const bound = useBoundPhone();
  const identity = useIdentityCheck({
    authType: AuthType.REAL_NAME,
    onFailed: () => void showAlert(ApplicationMessage.IDENTITY_FAILED),
  });

  const next = () => {
    if (!bound.requireBound() || !bound.phone) {
      return;
    }
    identity.start('REAL_NAME', { mobilePhone: bound.phone }, '/realName');
  };

  // Opened afresh, or back from a failed check (its alert says why): the bound number and 下一步.
  const entry = (
    <QueryView query={bound.member} loading={3} failedTitle="信息加载失败">
      {() => (
        <ConfirmStep
          intro="为保障您的号码正常使用，请通过人脸识别补录实名资料"
          rows={[{ label: '实名手机号', value: bound.phone ?? '未绑定手机号' }]}
          onNext={next}
        />
      )}
    </QueryView>
  );

  return (
    <div className="page">
      <PageHeader title="实名补录" backTo="/BusinessHandle" />
      <IdentityCheckView check={identity.state} loading={3} notStarted={entry} failed={() => entry}>
        {(passed) => <RealNameContactForm bizNo={passed.bizNo} phone={passed.phone} onSubmitted={() => navigate('/realResult', { replace: true })} />}
      </IdentityCheckView>
    </div>
  );
}
