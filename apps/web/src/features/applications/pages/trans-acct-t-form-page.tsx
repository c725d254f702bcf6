import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { CONTACT_PHONE_PATTERN, FieldLimit } from '@hall/contract/validators';
import { Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepDigits } from '../../../shared/lib/format.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSubmitTransferIn } from '../api.ts';
import { CheckedApplicationForm, type PassedCheck } from '../components/checked-application-form.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';
import '../applications.css';

/** /transAcctTForm (过户接收申请): return route of TRANS_ACCT_T; the receiver's contact phone. */
export function TransAcctTFormPage() {
  const navigate = useNavigate();
  const submitTransferIn = useSubmitTransferIn();
  const [sparePhone, setSparePhone] = useState('');

  const submit = (check: PassedCheck) => {
    if (!sparePhone) {
      showToast(ApplicationMessage.CONTACT_PHONE_REQUIRED);
      return;
    }
    if (!CONTACT_PHONE_PATTERN.test(sparePhone)) {
      showToast(ApplicationMessage.CONTACT_PHONE_INVALID);
      return;
    }
    submitTransferIn.mutate({ biz_no: check.bizNo, sparePhone }, { onSuccess: () => navigate('/transAcctTauditCabcel', { replace: true }) });
  };

  return (
    <WeChatPhoneOnly pageTitle="过户接收申请">
      <CheckedApplicationForm
        title="过户接收申请"
        authType={AuthType.TRANS_ACCT_T}
        startPath="/transAcctT"
        leaveMessage={ApplicationMessage.TRANSFER_IN_LEAVE}
        hint="请填写可以联系到您的手机号码，客服审核资料时可能与您联系。"
        isSubmitting={submitTransferIn.isPending}
        onSubmit={submit}
      >
        {() => (
          <Form.Item label="手机号码">
            <Input
              placeholder="请填写联系号码"
              maxLength={FieldLimit.PHONE}
              value={sparePhone}
              onChange={(value) => setSparePhone(keepDigits(value))}
              aria-label="手机号码"
              inputMode="numeric"
            />
          </Form.Item>
        )}
      </CheckedApplicationForm>
    </WeChatPhoneOnly>
  );
}
