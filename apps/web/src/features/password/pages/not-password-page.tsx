import { AuthType } from '@hall/contract/identity/rules';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { OwnerIdentityForm } from '../../../shared/form/owner-identity-form.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import '../password.css';

/** /notPassword: forgot the old password — the owner's identity and a face check, then /newPassword. */
export function NotPasswordPage() {
  const member = useMember();
  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  const identity = useIdentityCheck({ authType: AuthType.SET_PASSWORD });

  return (
    <div className="page">
      <PageHeader title="忘记原密码" backTo="/setPassword" />
      <OwnerIdentityForm
        idDigits="last6"
        intro="通过机主身份信息和人脸识别验证后，可直接设置新的服务密码，已锁定的密码同时解锁"
        phone={{ source: 'bound', phone: boundPhone }}
        namePlaceholder="请输入机主姓名"
        onSubmit={({ phone, idCard, name }) =>
          identity.start('FACE_AUTH_ACCOUNT_BIND', { mobilePhone: phone, idCardNumber: idCard, name, authType: AuthType.SET_PASSWORD }, '/newPassword')
        }
      />
    </div>
  );
}
