import { AuthType } from '@hall/contract/identity/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { checkMobilePhone, FieldMessage } from '@hall/contract/validators';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useVerifyInvoiceNumber } from '../api.ts';
import { readInvoicePhone, saveVerifiedNumber } from '../invoice-storage.ts';
import '../invoices.css';
import { PhoneCodeFields } from '../../../shared/ui/phone-code-fields.tsx';

/** /invoiceVerify: the number to invoice, proven by an SMS code (type 08) or by a face check. */
export function InvoiceVerifyPage() {
  const navigate = useNavigate();
  const member = useMember();
  const [phoneInput, setPhone] = useState<string | null>(readInvoicePhone);
  const [code, setCode] = useState('');
  const verifyNumber = useVerifyInvoiceNumber();
  const countdown = useSmsCountdown();
  const identity = useIdentityCheck({ authType: AuthType.NEW_INVOICE_OCR });

  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  // Until the person types, the field offers the number verified last time, else the bound one.
  const phone = phoneInput ?? boundPhone;

  /** The member record says when the bound number is not real-name registered. */
  const checkPhone = (): boolean => {
    const phoneProblem = checkMobilePhone(phone);
    if (phoneProblem) {
      showToast(phoneProblem);
      return false;
    }
    if (phone === boundPhone && member.data?.memberInfo.realName === 0) {
      showToast(INVOICE_MESSAGES.REAL_NAME_ONLY);
      return false;
    }
    return true;
  };

  const sendCode = () => {
    if (checkPhone()) {
      void countdown.send(phone, SmsCodeType.INVOICE_VERIFY);
    }
  };

  const verify = () => {
    if (!checkPhone()) {
      return;
    }
    if (!code) {
      showToast(FieldMessage.SMS_CODE_REQUIRED);
      return;
    }
    verifyNumber.mutate(
      { service_id: phone, code },
      {
        onSuccess: (verified) => {
          saveVerifiedNumber(verified.serviceId, verified.userId);
          navigate('/invoiceList', { replace: true });
        },
      },
    );
  };

  const startFaceCheck = () => {
    if (checkPhone()) {
      identity.start('NEW_INVOICE_OCR', { serviceId: phone }, '/invoicenoCode');
    }
  };

  return (
    <div className="page">
      <PageHeader title="发票验证" backTo="/BusinessQuery" />
      <p className="page-intro">请验证需要开具发票的手机号码，仅实名制号码可申请</p>
      <Form layout="horizontal" mode="card">
        <PhoneCodeFields phone={phone} code={code} onPhoneChange={setPhone} onCodeChange={setCode} countdown={countdown} onSendCode={sendCode} />
      </Form>
      <div className="invoice-verify-links">
        <button type="button" onClick={() => navigate('/state')}>
          表单开票记录
        </button>
        <button type="button" onClick={startFaceCheck}>
          收不到验证码？
        </button>
      </div>
      <div className="page-actions">
        <Button block color="primary" loading={verifyNumber.isPending} onClick={verify}>
          确定
        </Button>
      </div>
    </div>
  );
}
