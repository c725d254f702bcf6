import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { useNavigate } from 'react-router';
import { useHallForm } from '../../../shared/form/hall-form.tsx';
import { useSubmitTransferOut } from '../api.ts';
import { CheckedApplicationForm } from '../components/checked-application-form.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';
import '../applications.css';
import { ReasonNumberPasswordFields, type ReasonNumberPasswordValues } from '../components/reason-number-password-fields.tsx';

/** /transAcctSForm (过户发起申请): return route of TRANS_ACCT_S. */
export function TransAcctSFormPage() {
  const navigate = useNavigate();
  const submitTransferOut = useSubmitTransferOut();
  const form = useHallForm<ReasonNumberPasswordValues>();

  return (
    <WeChatPhoneOnly pageTitle="过户发起申请">
      <CheckedApplicationForm
        form={form}
        title="过户发起申请"
        authType={AuthType.TRANS_ACCT_S}
        startPath="/transAcctS"
        leaveMessage={ApplicationMessage.TRANSFER_OUT_LEAVE}
        hint="提交后，过户单号和过户验证码将发送至本公众号的消息中（未能送达时以短信发送至该号码），请告知过户接收人在“过户接收”中办理。"
        isSubmitting={submitTransferOut.isPending}
        onSubmit={(values, check) =>
          submitTransferOut.mutate(
            { biz_no: check.bizNo, ...values },
            {
              onSuccess: (result) =>
                navigate('/transAcctSauditCabcel', { replace: true, state: { orderNo: result.orderNo, sentTo: result.sentTo, sentBy: result.sentBy } }),
            },
          )
        }
      >
        {(check) => <ReasonNumberPasswordFields form={form} subject="过户" check={check} />}
      </CheckedApplicationForm>
    </WeChatPhoneOnly>
  );
}
