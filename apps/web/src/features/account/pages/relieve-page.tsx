import { SmsCodeType } from '@hall/contract/sms/rules';
import { FieldMessage, isMobilePhone } from '@hall/contract/validators';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useUnbind } from '../api.ts';
import { UnbindSuccess } from '../components/unbind-success.tsx';
import { useUnbindOutcome } from '../components/use-unbind-outcome.ts';
import '../account.css';
import { PhoneCodeFields } from '../../../shared/ui/phone-code-fields.tsx';

/** /relieve: unbinding with an SMS code (type 04) sent to the bound number. */
export function RelievePage() {
  const member = useMember();
  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  // The bound number is the default until the person types another.
  const [typedPhone, setPhone] = useState<string | null>(null);
  const phone = typedPhone ?? boundPhone;
  const [code, setCode] = useState('');
  const countdown = useSmsCountdown();
  const { unboundPhone, finishUnbind } = useUnbindOutcome();
  const unbindByCode = useUnbind();

  const checkPhone = (): boolean => {
    if (!phone) {
      showToast(FieldMessage.PHONE_REQUIRED);
      return false;
    }
    if (!isMobilePhone(phone)) {
      showToast('手机号格式错误');
      return false;
    }
    return true;
  };

  const sendCode = () => {
    if (checkPhone()) {
      void countdown.send(phone, SmsCodeType.UNBIND);
    }
  };

  const unbind = async () => {
    if (!checkPhone()) {
      return;
    }
    if (!code) {
      showToast(FieldMessage.SMS_CODE_REQUIRED);
      return;
    }
    const isConfirmed = await showConfirm({ title: '解除绑定', content: '解除绑定后将不能在此查询话费和办理业务，确定解除绑定吗？' });
    if (!isConfirmed) {
      return;
    }
    unbindByCode.mutate({ mobilePhone: phone, code }, { onSuccess: (result) => finishUnbind(result.mobilePhone) });
  };

  return (
    <div className="page">
      <PageHeader title="解除绑定" backTo="/personal" />
      {unboundPhone ? (
        <UnbindSuccess phone={unboundPhone} />
      ) : (
        <>
          <p className="page-intro">验证码将发送至已绑定的手机号</p>
          <Form layout="horizontal" mode="card">
            <PhoneCodeFields phone={phone} code={code} onPhoneChange={setPhone} onCodeChange={setCode} countdown={countdown} onSendCode={sendCode} />
          </Form>
          <p className="account-form-link">
            <Link to="/relieveNot">收不到验证码？</Link>
          </p>
          <div className="page-actions">
            <Button block color="danger" loading={unbindByCode.isPending} onClick={() => void unbind()}>
              解除绑定
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
