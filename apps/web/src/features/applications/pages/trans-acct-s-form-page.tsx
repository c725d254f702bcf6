import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { isTransferPhone } from '@hall/contract/validators';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../shared/api/subscriber-client.ts';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useBackGuardEntry } from '../components/use-back-guard-entry.ts';
import { CheckPending } from '../components/check-pending.tsx';
import { useReturnCheck } from '../components/use-return-check.ts';
import '../applications.css';
import { ReasonNumberPasswordFields } from '../components/reason-number-password-fields.tsx';

/** /transAcctSForm (过户发起申请): return route of TRANS_ACCT_S. */
export function TransAcctSFormPage() {
  const navigate = useNavigate();
  const check = useReturnCheck(AuthType.TRANS_ACCT_S, '/transAcctS');
  const [reason, setReason] = useState('');
  const [mobilePhoneInput, setMobilePhone] = useState<string | null>(null);
  const mobilePhone = mobilePhoneInput ?? (check.status === 'passed' ? check.phone : '');
  const [phonePassword, setPhonePassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isFormShown = check.status === 'passed';
  const { requestLeave } = useLeaveConfirm({ message: ApplicationMessage.TRANSFER_OUT_LEAVE, leaveTo: '/', isEnabled: isFormShown });
  useBackGuardEntry(isFormShown);

  const submit = async () => {
    if (check.status !== 'passed') {
      return;
    }
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
    setIsSubmitting(true);
    try {
      const result = await call('TRANS_ACCT_S_FORM', { biz_no: check.bizNo, reason: reason.trim(), mobilePhone, phonePassword });
      navigate('/transAcctSauditCabcel', { replace: true, state: { orderNo: result.orderNo, sentTo: result.sentTo } });
    } catch {
      // The error catalogue has told the person what went wrong.
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title="过户发起申请" onBack={isFormShown ? requestLeave : () => navigate('/transAcctS', { replace: true })} />
      {check.status !== 'passed' ? (
        <CheckPending status={check.status} startPath="/transAcctS" />
      ) : (
        <>
          <Form layout="horizontal" mode="card" className="applications-form">
            <ReasonNumberPasswordFields
              subject="过户"
              reason={reason}
              mobilePhone={mobilePhone}
              phonePassword={phonePassword}
              onReasonChange={setReason}
              onMobilePhoneChange={setMobilePhone}
              onPhonePasswordChange={setPhonePassword}
            />
          </Form>
          <p className="applications-hint">提交后，过户单号和过户验证码将以短信发送至该号码，请告知过户接收人在“过户接收”中办理。</p>
          <div className="page-actions">
            <Button block color="primary" loading={isSubmitting} loadingText="提交中" onClick={() => void submit()}>
              提交
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
