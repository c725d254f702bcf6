import { AuthType } from '@hall/contract/identity/rules';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { OwnerIdentityForm } from '../../../shared/form/owner-identity-form.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import '../account.css';

/** /AccountBind: binding without an SMS code, by the owner's identity and a face check (returns to /noCode). */
export function AccountBindPage() {
  const identity = useIdentityCheck({ authType: AuthType.ACCOUNT_BIND });

  return (
    <div className="page">
      <PageHeader title="账号绑定" />
      <OwnerIdentityForm
        idDigits="last6"
        intro="收不到验证码时，可输入机主身份信息并通过人脸识别绑定号码"
        phone={{ source: 'typed', placeholder: '请输入要绑定的手机号' }}
        namePlaceholder="请输入机主姓名"
        onSubmit={({ phone, idCard, name }) => identity.start('FACE_AUTH_ACCOUNT_BIND', { mobilePhone: phone, idCardNumber: idCard, name }, '/noCode')}
      >
        <p className="account-notice">点击下一步将进入人脸识别，请确保光线充足、正对屏幕，识别通过后自动完成绑定。</p>
      </OwnerIdentityForm>
    </div>
  );
}
