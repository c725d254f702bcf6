import { AuthType } from '@hall/contract/identity/rules';
import { FieldMessage } from '@hall/contract/validators';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { OwnerIdentityForm } from '../../../shared/form/owner-identity-form.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

/** /queryCard: last six ID characters and name, then the face check; returns to /card. */
export function QueryCardPage() {
  const identity = useIdentityCheck({ authType: AuthType.QUERY_PHONE });

  return (
    <div className="page">
      <PageHeader title="号卡查询" backTo="/BusinessQuery" />
      <OwnerIdentityForm
        idDigits="last6"
        intro="请输入机主身份信息，通过人脸识别后查询其名下的号卡"
        messages={{ nameRequired: FieldMessage.OWNER_NAME_REQUIRED }}
        // A -106 reply (promise video owed) is handled by the identity-check hook.
        onSubmit={({ idCard, name }) => identity.start('QUERY_PHONE', { idCardNumber: idCard, name }, '/card')}
      />
    </div>
  );
}
