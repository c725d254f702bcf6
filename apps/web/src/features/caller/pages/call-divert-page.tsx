import { AuthType } from '@hall/contract/identity/rules';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { OwnerIdentityForm } from '../../../shared/form/owner-identity-form.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import '../caller.css';

/** /callDivert: call forwarding needs the owner's last six ID digits, name and a face check. */
export function CallDivertPage() {
  const identity = useIdentityCheck({ authType: AuthType.CALL_DIVERT });

  return (
    <div className="page">
      <PageHeader title="呼叫转移" />
      <OwnerIdentityForm
        idDigits="last6"
        intro="为保障通话安全，开通呼叫转移需验证机主身份，下一步进行人脸识别"
        namePlaceholder="请输入机主姓名"
        onSubmit={({ idCard, name }) => identity.start('QUERY_PHONE', { idCardNumber: idCard, name, authType: AuthType.CALL_DIVERT }, '/calldivertOrder')}
      />
    </div>
  );
}
