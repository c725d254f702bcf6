import { SmsCodeType } from '@hall/contract/sms/rules';
import { checkMobilePhone, FieldMessage } from '@hall/contract/validators';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';
import { isRouteAvailable } from '../../../shared/lib/navigation.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { PhoneCodeFields } from '../../../shared/ui/phone-code-fields.tsx';
import { useBindPhone } from '../api.ts';

/** Binds a phone with an SMS code (type 01). */
export function BindForm({ onBound }: { onBound: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const countdown = useSmsCountdown();
  const bindPhone = useBindPhone();

  const checkPhone = (): boolean => {
    const problem = checkMobilePhone(phone);
    if (problem) {
      showToast(problem);
    }
    return problem === null;
  };

  const sendCode = () => {
    if (checkPhone()) {
      void countdown.send(phone, SmsCodeType.BIND);
    }
  };

  const bind = () => {
    if (!checkPhone()) {
      return;
    }
    if (!code) {
      showToast(FieldMessage.SMS_CODE_REQUIRED);
      return;
    }
    bindPhone.mutate({ phone, code }, { onSuccess: onBound });
  };

  return (
    <section className="bind-form" aria-label="绑定手机号">
      <p className="bind-form-intro">绑定本网手机号后，即可查询话费、办理业务</p>
      <Form layout="horizontal" mode="card">
        <PhoneCodeFields phone={phone} code={code} onPhoneChange={setPhone} onCodeChange={setCode} countdown={countdown} onSendCode={sendCode} />
      </Form>
      {isRouteAvailable('/noCode') && (
        <p className="bind-form-link">
          <Link to="/noCode">收不到验证码？</Link>
        </p>
      )}
      <div className="page-actions">
        <Button block color="primary" loading={bindPhone.isPending} onClick={bind}>
          绑定
        </Button>
      </div>
    </section>
  );
}
