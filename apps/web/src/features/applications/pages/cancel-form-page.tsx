import { ApplicationMessage, BANK_CARD_PATTERN, RefundChoice } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit, isMobilePhone } from '@hall/contract/validators';
import { Form, Input, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepDigits } from '../../../shared/lib/format.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSubmitCancellation } from '../api.ts';
import { CheckedApplicationForm, type PassedCheck } from '../components/checked-application-form.tsx';
import '../applications.css';
import { useReasonNumberPassword } from '../components/reason-number-password-fields.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';

type RefundValue = (typeof RefundChoice)[keyof typeof RefundChoice];

/** The first problem of the cancel form, in the spec's words, or null; the spare phone belongs to the refund block. */
function findProblem(form: {
  reason: string;
  mobilePhone: string;
  phonePassword: string;
  sparePhone: string;
  refundType: RefundValue;
  accountName: string;
  accountBank: string;
  bankCard: string;
}): string | null {
  if (!form.reason.trim()) {
    return ApplicationMessage.CANCEL_REASON_REQUIRED;
  }
  if (!form.mobilePhone) {
    return ApplicationMessage.CANCEL_PHONE_REQUIRED;
  }
  if (!isMobilePhone(form.mobilePhone)) {
    return ApplicationMessage.PHONE_INVALID;
  }
  if (!form.phonePassword) {
    return ApplicationMessage.SERVICE_PASSWORD_REQUIRED;
  }
  if (form.refundType === RefundChoice.UNSELECTED) {
    return ApplicationMessage.REFUND_REQUIRED;
  }
  if (form.refundType === RefundChoice.YES) {
    if (!form.accountName.trim()) {
      return ApplicationMessage.ACCOUNT_NAME_REQUIRED;
    }
    if (!form.accountBank.trim()) {
      return ApplicationMessage.ACCOUNT_BANK_REQUIRED;
    }
    if (!form.bankCard) {
      return ApplicationMessage.BANK_CARD_REQUIRED;
    }
    if (!BANK_CARD_PATTERN.test(form.bankCard)) {
      return ApplicationMessage.BANK_CARD_INVALID;
    }
    if (!isMobilePhone(form.sparePhone)) {
      return ApplicationMessage.SPARE_PHONE_INVALID;
    }
  }
  return null;
}

/** /cancelForm: return route of UNSET_ACCONT; the cancellation application. */
export function CancelFormPage() {
  const navigate = useNavigate();
  const submitCancellation = useSubmitCancellation();
  const { reason, phonePassword, mobilePhoneOf, renderFields } = useReasonNumberPassword('拆机');
  const [sparePhone, setSparePhone] = useState('');
  const [refundType, setRefundType] = useState<RefundValue>(RefundChoice.UNSELECTED);
  const [accountName, setAccountName] = useState('');
  const [accountBank, setAccountBank] = useState('');
  const [bankCard, setBankCard] = useState('');

  const submit = (check: PassedCheck) => {
    const mobilePhone = mobilePhoneOf(check);
    const form = { reason, mobilePhone, phonePassword, sparePhone, refundType, accountName, accountBank, bankCard };
    const problem = findProblem(form);
    if (problem) {
      showToast(problem);
      return;
    }
    const isRefund = refundType === RefundChoice.YES;
    submitCancellation.mutate(
      {
        biz_no: check.bizNo,
        reason: reason.trim(),
        mobilePhone,
        phonePassword,
        refundType: isRefund ? RefundChoice.YES : RefundChoice.NO,
        ...(isRefund ? { accountName: accountName.trim(), accountBank: accountBank.trim(), bankCard, sparePhone } : {}),
      },
      { onSuccess: () => navigate('/auditCabcel', { replace: true }) },
    );
  };

  return (
    <WeChatPhoneOnly pageTitle="销户申请">
      <CheckedApplicationForm
        title="销户申请"
        authType={AuthType.UNSET_ACCONT}
        startPath="/cancel"
        leaveMessage={ApplicationMessage.CANCEL_LEAVE}
        hint="销户申请提交后将由客服审核，审核期间号码可正常使用。账户余额可申请退至本人银行卡。"
        isSubmitting={submitCancellation.isPending}
        onSubmit={submit}
      >
        {(check) => (
          <>
            {renderFields(check)}
            <Form.Item label="是否退费">
              <Radio.Group value={refundType} onChange={(value) => setRefundType(value as RefundValue)}>
                <Space>
                  <Radio value={RefundChoice.NO}>否</Radio>
                  <Radio value={RefundChoice.YES}>是</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
            {refundType === RefundChoice.YES ? (
              <>
                <Form.Item label="开户人">
                  <Input placeholder="须与机主姓名一致" maxLength={FieldLimit.NAME} value={accountName} onChange={setAccountName} aria-label="开户人" />
                </Form.Item>
                <Form.Item label="开户行">
                  <Input placeholder="请填写开户行" maxLength={FieldLimit.BANK} value={accountBank} onChange={setAccountBank} aria-label="开户行" />
                </Form.Item>
                <Form.Item label="银行卡号">
                  <Input
                    placeholder="请输入账号"
                    maxLength={19}
                    value={bankCard}
                    onChange={(value) => setBankCard(keepDigits(value))}
                    aria-label="银行卡号"
                    inputMode="numeric"
                  />
                </Form.Item>
                <Form.Item label="备用手机号">
                  <Input
                    placeholder="请输入备用手机号"
                    maxLength={FieldLimit.PHONE}
                    value={sparePhone}
                    onChange={(value) => setSparePhone(keepDigits(value))}
                    aria-label="备用手机号"
                    inputMode="numeric"
                  />
                </Form.Item>
              </>
            ) : null}
          </>
        )}
      </CheckedApplicationForm>
    </WeChatPhoneOnly>
  );
}
