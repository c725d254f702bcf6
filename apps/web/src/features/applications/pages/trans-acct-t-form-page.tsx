import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { CONTACT_PHONE_PATTERN, FieldLimit } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../shared/api/subscriber-client.ts';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useBackGuardEntry } from '../components/use-back-guard-entry.ts';
import { CheckPending } from '../components/check-pending.tsx';
import { keepDigits } from '../components/identity-fields.tsx';
import { useReturnCheck } from '../components/use-return-check.ts';
import '../applications.css';

/** /transAcctTForm (过户接收申请): return route of TRANS_ACCT_T; the receiver's contact phone. */
export function TransAcctTFormPage() {
  const navigate = useNavigate();
  const check = useReturnCheck(AuthType.TRANS_ACCT_T, '/transAcctT');
  const [sparePhone, setSparePhone] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isFormShown = check.status === 'passed';
  const { requestLeave } = useLeaveConfirm({ message: ApplicationMessage.TRANSFER_IN_LEAVE, leaveTo: '/', isEnabled: isFormShown });
  useBackGuardEntry(isFormShown);

  const submit = async () => {
    if (check.status !== 'passed') {
      return;
    }
    if (!sparePhone) {
      showToast(ApplicationMessage.CONTACT_PHONE_REQUIRED);
      return;
    }
    if (!CONTACT_PHONE_PATTERN.test(sparePhone)) {
      showToast(ApplicationMessage.CONTACT_PHONE_INVALID);
      return;
    }
    setIsSubmitting(true);
    try {
      await call('TRANS_ACCT_T_FORM', { biz_no: check.bizNo, sparePhone });
      navigate('/transAcctTauditCabcel', { replace: true });
    } catch {
      // The error catalogue has told the person what went wrong.
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title="过户接收申请" onBack={isFormShown ? requestLeave : () => navigate('/transAcctT', { replace: true })} />
      {check.status !== 'passed' ? (
        <CheckPending status={check.status} startPath="/transAcctT" />
      ) : (
        <>
          <Form layout="horizontal" mode="card" className="applications-form">
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
          </Form>
          <p className="applications-hint">请填写可以联系到您的手机号码，客服审核资料时可能与您联系。</p>
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
