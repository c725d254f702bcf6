import { AuthType } from '@hall/contract/identity/rules';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { OwnerIdentityForm } from '../../../shared/form/owner-identity-form.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import '../sim.css';

/** /changeCard: SIM replacement starts with the owner's ID number and name, then the face check. */
export function ChangeCardPage() {
  const identity = useIdentityCheck({ authType: AuthType.CHANGE_CARD });

  return (
    <div className="page">
      <PageHeader title="补换卡" />
      <OwnerIdentityForm
        idDigits="full"
        intro="补换卡需验证机主身份，请输入机主身份证号和姓名，下一步进行人脸识别"
        onSubmit={({ idCard, name }) => identity.start('CHANGE_CARD', { idCard, name }, '/changeCardForm')}
      />
    </div>
  );
}
