import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { isTransferPhone } from '@hall/contract/validators';
import { useNavigate } from 'react-router';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSubmitTransferOut } from '../api.ts';
import { CheckedApplicationForm, type PassedCheck } from '../components/checked-application-form.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';
import '../applications.css';
import { useReasonNumberPassword } from '../components/reason-number-password-fields.tsx';

/** /transAcctSForm (过户发起申请): return route of TRANS_ACCT_S. */
export function TransAcctSFormPage() {
  const navigate = useNavigate();
  const submitTransferOut = useSubmitTransferOut();
  const { reason, phonePassword, mobilePhoneOf, renderFields } = useReasonNumberPassword('过户');

  const submit = (check: PassedCheck) => {
    const mobilePhone = mobilePhoneOf(check);
    let problem: string | null = null;
    if (!reason.trim()) {
      problem = ApplicationMessage.TRANSFER_REASON_REQUIRED;
    } else if (!mobilePhone) {
      problem = ApplicationMessage.TRANSFER_PHONE_REQUIRED;
    } else if (!isTransferPhone(mobilePhone)) {
      problem = ApplicationMessage.PHONE_INVALID;
    } else if (!phonePassword) {
      problem = ApplicationMessage.SERVICE_PASSWORD_REQUIRED;
    }
    if (problem) {
      showToast(problem);
      return;
    }
    submitTransferOut.mutate(
      { biz_no: check.bizNo, reason: reason.trim(), mobilePhone, phonePassword },
      {
        onSuccess: (result) =>
          navigate('/transAcctSauditCabcel', { replace: true, state: { orderNo: result.orderNo, sentTo: result.sentTo, sentBy: result.sentBy } }),
      },
    );
  };

  return (
    <WeChatPhoneOnly pageTitle="过户发起申请">
      <CheckedApplicationForm
        title="过户发起申请"
        authType={AuthType.TRANS_ACCT_S}
        startPath="/transAcctS"
        leaveMessage={ApplicationMessage.TRANSFER_OUT_LEAVE}
        hint="提交后，过户单号和过户验证码将发送至本公众号的消息中（未能送达时以短信发送至该号码），请告知过户接收人在“过户接收”中办理。"
        isSubmitting={submitTransferOut.isPending}
        onSubmit={submit}
      >
        {renderFields}
      </CheckedApplicationForm>
    </WeChatPhoneOnly>
  );
}
