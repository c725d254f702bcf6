import { ApplicationCheck, ApplicationMessage, describeCancelOwing, RefundChoice } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit } from '@hall/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Space } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useHallForm } from '../../../shared/form/hall-form.tsx';
import { toRules } from '../../../shared/form/field-rules.ts';
import { TextField } from '../../../shared/form/text-field.tsx';
import { balanceQuery, useSubmitCancellation } from '../api.ts';
import { CancelBalance } from '../components/cancel-balance.tsx';
import { CheckedApplicationForm } from '../components/checked-application-form.tsx';
import type { PassedCheck } from '../../../shared/ui/identity-check-view.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import '../applications.css';
import { ReasonNumberPasswordFields, type ReasonNumberPasswordValues } from '../components/reason-number-password-fields.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';

type RefundValue = (typeof RefundChoice)[keyof typeof RefundChoice];

interface CancelValues extends ReasonNumberPasswordValues {
  refundType: RefundValue;
  /** The refund's rows, there only when a refund is asked for. */
  accountName?: string;
  accountBank?: string;
  bankCard?: string;
  sparePhone?: string;
}

/** /cancelForm: return route of UNSET_ACCONT; the cancellation application, with the number's balance (one that owes pays first). */
export function CancelFormPage() {
  const navigate = useNavigate();
  const submitCancellation = useSubmitCancellation();
  const form = useHallForm<CancelValues>();
  const isRefund = Form.useWatch('refundType', form) === RefundChoice.YES;
  const balance = useQuery(balanceQuery);

  const submit = ({ reason, mobilePhone, phonePassword, accountName, accountBank, bankCard, sparePhone }: CancelValues, check: PassedCheck) => {
    const amount = balance.data?.amount ?? 0;
    if (amount < 0) {
      showToast(describeCancelOwing(-amount));
      return;
    }
    submitCancellation.mutate(
      {
        biz_no: check.bizNo,
        reason,
        mobilePhone,
        phonePassword,
        refundType: isRefund ? RefundChoice.YES : RefundChoice.NO,
        ...(isRefund ? { accountName, accountBank, bankCard, sparePhone } : {}),
      },
      { onSuccess: () => navigate('/auditCabcel', { replace: true }) },
    );
  };

  return (
    <WeChatPhoneOnly pageTitle="销户申请">
      <CheckedApplicationForm
        form={form}
        title="销户申请"
        authType={AuthType.UNSET_ACCONT}
        startPath="/cancel"
        leaveMessage={ApplicationMessage.CANCEL_LEAVE}
        hint="销户申请提交后将由客服审核，审核期间号码可正常使用。账户余额可申请退至本人银行卡。"
        isSubmitting={submitCancellation.isPending}
        onSubmit={submit}
        aboveForm={(check) => <CancelBalance phone={check.phone} />}
      >
        {(check) => (
          <>
            <ReasonNumberPasswordFields form={form} subject="拆机" check={check} />
            <Form.Item name="refundType" label="是否退费" rules={toRules(ApplicationCheck.REFUND_CHOICE)}>
              <Radio.Group>
                <Space>
                  <Radio value={RefundChoice.NO}>否</Radio>
                  <Radio value={RefundChoice.YES}>是</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
            {isRefund ? (
              <>
                <TextField name="accountName" label="开户人" kind="name" placeholder="须与机主姓名一致" check={ApplicationCheck.ACCOUNT_NAME} />
                <TextField name="accountBank" label="开户行" placeholder="请填写开户行" maxLength={FieldLimit.BANK} check={ApplicationCheck.ACCOUNT_BANK} />
                <TextField name="bankCard" label="银行卡号" kind="digits" placeholder="请输入账号" maxLength={19} check={ApplicationCheck.BANK_CARD} />
                <TextField
                  name="sparePhone"
                  label="备用手机号"
                  kind="phone"
                  placeholder="请输入备用手机号"
                  check={ApplicationCheck.SPARE_PHONE}
                  isClearable={false}
                />
              </>
            ) : null}
          </>
        )}
      </CheckedApplicationForm>
    </WeChatPhoneOnly>
  );
}
