import { AuthType } from '@hall/contract/identity/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { checkInvoicePhone, InvoiceCheck } from '@hall/contract/invoices/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkFields, HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useVerifyInvoiceNumber } from '../api.ts';
import { readInvoicePhone, saveVerifiedNumber } from '../invoice-storage.ts';
import '../invoices.css';

interface InvoiceVerifyValues {
  phone: string;
  code: string;
}

/** /invoiceVerify: the number to invoice, proven by an SMS code (type 08) or by a face check. */
export function InvoiceVerifyPage() {
  const navigate = useNavigate();
  const member = useMember();
  const form = useHallForm<InvoiceVerifyValues>();
  const [storedPhone] = useState(readInvoicePhone);
  const verifyNumber = useVerifyInvoiceNumber();
  const identity = useIdentityCheck({ authType: AuthType.NEW_INVOICE_OCR });

  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  // Until the person types, the field offers the number verified last time, else the bound one.
  useFieldDefault(form, 'phone', storedPhone ?? boundPhone);
  // The member record says when the bound number is not real-name registered.
  const checkPhone = checkInvoicePhone(member.data?.memberInfo.realName === 0 ? boundPhone : '');

  const verify = ({ phone, code }: InvoiceVerifyValues) =>
    verifyNumber.mutate(
      { service_id: phone, code },
      {
        onSuccess: (verified) => {
          saveVerifiedNumber(verified.serviceId, verified.userId);
          navigate('/invoiceList', { replace: true });
        },
      },
    );

  const startFaceCheck = async () => {
    const checked = await checkFields(form, ['phone']);
    if (checked) {
      await identity.start('NEW_INVOICE_OCR', { serviceId: checked.phone }, '/invoicenoCode');
    }
  };

  return (
    <div className="page">
      <PageHeader title="发票验证" backTo="/BusinessQuery" />
      <p className="page-intro">请验证需要开具发票的手机号码，仅实名制号码可申请</p>
      <HallForm form={form} onSubmit={verify}>
        <SmsCodeFields form={form} smsType={SmsCodeType.INVOICE_VERIFY} phoneCheck={checkPhone} sendPhoneCheck={checkPhone} codeCheck={InvoiceCheck.CODE} />
      </HallForm>
      <div className="invoice-verify-links">
        <button type="button" onClick={() => navigate('/state')}>
          表单开票记录
        </button>
        <button type="button" onClick={() => void startFaceCheck()}>
          收不到验证码？
        </button>
      </div>
      <SubmitBar form={form} text="确定" isPending={verifyNumber.isPending} />
    </div>
  );
}
