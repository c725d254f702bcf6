import { ApplicationCheck, ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { useNavigate } from 'react-router';
import { useHallForm } from '../../../shared/form/hall-form.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useSubmitTransferIn } from '../api.ts';
import { CheckedApplicationForm } from '../components/checked-application-form.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';
import '../applications.css';

/** /transAcctTForm (过户接收申请): return route of TRANS_ACCT_T; the receiver's contact phone. */
export function TransAcctTFormPage() {
  const navigate = useNavigate();
  const submitTransferIn = useSubmitTransferIn();
  const form = useHallForm<{ sparePhone: string }>();

  return (
    <WeChatPhoneOnly pageTitle="过户接收申请">
      <CheckedApplicationForm
        form={form}
        title="过户接收申请"
        authType={AuthType.TRANS_ACCT_T}
        startPath="/transAcctT"
        leaveMessage={ApplicationMessage.TRANSFER_IN_LEAVE}
        hint="请填写可以联系到您的手机号码，客服审核资料时可能与您联系。"
        isSubmitting={submitTransferIn.isPending}
        onSubmit={({ sparePhone }, check) =>
          submitTransferIn.mutate({ biz_no: check.bizNo, sparePhone }, { onSuccess: () => navigate('/transAcctTauditCabcel', { replace: true }) })
        }
      >
        {() => (
          <TextField name="sparePhone" label="手机号码" kind="phone" placeholder="请填写联系号码" check={ApplicationCheck.CONTACT_PHONE} isClearable={false} />
        )}
      </CheckedApplicationForm>
    </WeChatPhoneOnly>
  );
}
