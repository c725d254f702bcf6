import { SmsCodeType } from '@hall/contract/sms/rules';
import { FieldLimit, FieldMessage, isMobilePhone } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useCheckOldPassword } from '../api.ts';
import '../password.css';
import { PhoneCodeFields } from '../../../shared/ui/phone-code-fields.tsx';

/** /setPassword: step 1 of changing the service password (phone, SMS code type 05, old password). */
export function SetPasswordPage() {
  const navigate = useNavigate();
  const member = useMember();
  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  // The bound number is the default until the person types another.
  const [typedPhone, setPhone] = useState<string | null>(null);
  const phone = typedPhone ?? boundPhone;
  const [code, setCode] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const countdown = useSmsCountdown();
  const checkOldPassword = useCheckOldPassword();

  const sendCode = () => {
    if (!phone) {
      showToast(FieldMessage.PHONE_REQUIRED);
      return;
    }
    if (!isMobilePhone(phone)) {
      showToast(FieldMessage.PHONE_INVALID);
      return;
    }
    void countdown.send(phone, SmsCodeType.PASSWORD);
  };

  const next = () => {
    if (!isMobilePhone(phone)) {
      showToast(FieldMessage.PHONE_INVALID);
      return;
    }
    if (!code) {
      showToast('请填写验证码');
      return;
    }
    if (!oldPassword) {
      showToast('请填写原密码');
      return;
    }
    // A refusal (wrong code, wrong password with tries left, locked) is the catalogue's toast.
    checkOldPassword.mutate({ mobilePhone: phone, code, rawServicePass: oldPassword }, { onSuccess: () => navigate('/newPassword') });
  };

  return (
    <div className="page">
      <PageHeader title="修改服务密码" />
      <p className="page-intro">验证码将发送至已绑定的手机号；原密码连续输错3次将被锁定</p>
      <Form layout="horizontal" mode="card">
        <PhoneCodeFields phone={phone} code={code} onPhoneChange={setPhone} onCodeChange={setCode} countdown={countdown} onSendCode={sendCode} />
        <Form.Item label="原密码">
          <Input
            placeholder="请输入原服务密码"
            type="password"
            maxLength={FieldLimit.OLD_PASSWORD}
            value={oldPassword}
            onChange={setOldPassword}
            aria-label="原密码"
          />
        </Form.Item>
      </Form>
      <p className="password-form-link">
        <Link to="/notPassword">忘记原密码？</Link>
      </p>
      <div className="page-actions">
        <Button block color="primary" loading={checkOldPassword.isPending} onClick={next}>
          下一步
        </Button>
      </div>
    </div>
  );
}
