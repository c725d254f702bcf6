import { SmsCodeType } from '@hall/contract/sms/rules';
import { isMobilePhone } from '@hall/contract/validators';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../shared/api/subscriber-client.ts';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';
import { isRouteAvailable } from '../../../shared/lib/navigation.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { PhoneCodeFields } from '../../../shared/ui/phone-code-fields.tsx';

export const PHONE_REQUIRED = '请输入手机号';
export const PHONE_INVALID = '请输入正确的手机号';
export const CODE_REQUIRED = '请输入验证码';

/** Binds a phone with an SMS code (type 01). */
export function BindForm({ onBound }: { onBound: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [isBinding, setIsBinding] = useState(false);
  const countdown = useSmsCountdown();

  const checkPhone = (): boolean => {
    if (!phone) {
      showToast(PHONE_REQUIRED);
      return false;
    }
    if (!isMobilePhone(phone)) {
      showToast(PHONE_INVALID);
      return false;
    }
    return true;
  };

  const sendCode = () => {
    if (checkPhone()) {
      void countdown.send(phone, SmsCodeType.BIND);
    }
  };

  const bind = async () => {
    if (!checkPhone()) {
      return;
    }
    if (!code) {
      showToast(CODE_REQUIRED);
      return;
    }
    setIsBinding(true);
    try {
      await call('BIND_PHONE', { phone, code });
      onBound();
    } catch {
      // The catalogue has shown the reason.
    } finally {
      setIsBinding(false);
    }
  };

  return (
    <section className="bind-form" aria-label="绑定手机号">
      <p className="bind-form-intro">绑定本网手机号后，即可查询话费、办理业务</p>
      <Form layout="horizontal" mode="card">
        <PhoneCodeFields phone={phone} code={code} onPhoneChange={setPhone} onCodeChange={setCode} countdown={countdown} onSendCode={sendCode} />
      </Form>
      {isRouteAvailable('/noCode') && (
        <p className="bind-form-link">
          <Link to="/AccountBind">收不到验证码？</Link>
        </p>
      )}
      <div className="page-actions">
        <Button block color="primary" loading={isBinding} onClick={() => void bind()}>
          绑定
        </Button>
      </div>
    </section>
  );
}
