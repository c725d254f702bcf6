import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { FieldLimit, isMobilePhone } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { keepDigits } from '../../../shared/lib/format.ts';
import { readToken } from '../../../shared/lib/storage.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import '../applications.css';

/** /PersonageRealName: customer data completion for a number; needs a login token. */
export function PersonageRealNamePage() {
  const [hasToken] = useState(() => readToken() !== null);
  const member = useMember();
  const boundPhone = member.data?.mobilePhoneInfo?.mobilePhone;
  const [serviceIdInput, setServiceId] = useState<string | null>(null);
  const serviceId = serviceIdInput ?? boundPhone ?? '';
  const identity = useIdentityCheck({ authType: AuthType.REAL_NAME });

  if (!hasToken) {
    return <Navigate to="/PersonalInformation" replace />;
  }

  const next = () => {
    if (!serviceId) {
      showToast(ApplicationMessage.PERSONAL_PHONE_REQUIRED);
      return;
    }
    if (!isMobilePhone(serviceId)) {
      showToast(ApplicationMessage.PHONE_INVALID);
      return;
    }
    identity.start('PERSON_TRANS_ACCT_T', { serviceId }, '/PersonageRealNameForm');
  };

  return (
    <div className="page">
      <PageHeader title="实名补录" backTo="/BusinessHandle" />
      <p className="page-intro">请输入需要补录实名资料的手机号，通过人脸识别后完善机主资料</p>
      <Form layout="horizontal" mode="card" className="applications-form">
        <Form.Item label="手机号码">
          <Input
            placeholder="请输入手机号"
            maxLength={FieldLimit.PHONE}
            value={serviceId}
            onChange={(value) => setServiceId(keepDigits(value))}
            aria-label="手机号码"
            inputMode="numeric"
          />
        </Form.Item>
      </Form>
      <div className="page-actions">
        <Button block color="primary" onClick={next}>
          下一步
        </Button>
      </div>
    </div>
  );
}
