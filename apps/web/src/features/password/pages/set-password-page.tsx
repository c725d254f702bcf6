import { checkOldPassword, checkPasswordCode, checkPasswordPhone } from '@hall/contract/password/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { Link, useNavigate } from 'react-router';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useCheckOldPassword } from '../api.ts';
import '../password.css';

interface OldPasswordValues {
  phone: string;
  code: string;
  oldPassword: string;
}

/** /setPassword: step 1 of changing the service password (phone, SMS code type 05, old password). */
export function SetPasswordPage() {
  const navigate = useNavigate();
  const member = useMember();
  const form = useHallForm<OldPasswordValues>();
  // The bound number is the default until the person types another.
  useFieldDefault(form, 'phone', member.data?.mobilePhoneInfo?.mobilePhone ?? '');
  const checkOldPasswordMutation = useCheckOldPassword();

  // A refusal (wrong code, wrong password with tries left, locked) is the catalogue's toast.
  const next = ({ phone, code, oldPassword }: OldPasswordValues) =>
    checkOldPasswordMutation.mutate({ mobilePhone: phone, code, rawServicePass: oldPassword }, { onSuccess: () => navigate('/newPassword') });

  return (
    <div className="page">
      <PageHeader title="修改服务密码" />
      <p className="page-intro">验证码将发送至已绑定的手机号；原密码连续输错3次将被锁定</p>
      <HallForm form={form} onSubmit={next}>
        <SmsCodeFields form={form} smsType={SmsCodeType.PASSWORD} phoneCheck={checkPasswordPhone} codeCheck={checkPasswordCode} />
        <TextField name="oldPassword" label="原密码" kind="password" placeholder="请输入原服务密码" check={checkOldPassword} />
      </HallForm>
      <p className="password-form-link">
        <Link to="/notPassword">忘记原密码？</Link>
      </p>
      <SubmitBar form={form} text="下一步" isPending={checkOldPasswordMutation.isPending} />
    </div>
  );
}
