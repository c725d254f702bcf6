import { BoundView } from '../../../shared/ui/bound-view.tsx';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { PackageChangeMessage } from '@hall/contract/package-change/rules';
import { FieldLimit, isMobilePhone } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { beginLoading } from '../../../shared/ui/loading-store.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useVerifyPackageChangeCode } from '../api.ts';
import '../package-change.css';

const SENDING_TEXT = '短信发送中...';

/** /verification: the bound phone (read-only) proves itself with a type 06 code before a change. */
export function VerificationPage() {
  const navigate = useNavigate();
  const member = useMember();
  const countdown = useSmsCountdown();
  const [code, setCode] = useState('');
  const verifyCode = useVerifyPackageChangeCode();
  const phone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';

  const checkPhone = (): boolean => {
    if (!phone) {
      showToast(PackageChangeMessage.PHONE_REQUIRED);
      return false;
    }
    if (!isMobilePhone(phone)) {
      showToast(PackageChangeMessage.PHONE_INVALID);
      return false;
    }
    return true;
  };

  const sendCode = async () => {
    if (!checkPhone()) {
      return;
    }
    const endLoading = beginLoading(SENDING_TEXT);
    try {
      await countdown.send(phone, SmsCodeType.PACKAGE_CHANGE);
    } finally {
      endLoading();
    }
  };

  const confirm = () => {
    if (!checkPhone()) {
      return;
    }
    if (!code) {
      showToast(PackageChangeMessage.CODE_REQUIRED);
      return;
    }
    verifyCode.mutate({ phone, code }, { onSuccess: () => navigate('/ChoosePackage') });
  };

  const renderBody = () => {
    return (
      <>
        <p className="package-change-intro">为保障您的账户安全，变更套餐前请先完成短信验证。</p>
        <Form layout="horizontal" mode="card">
          <Form.Item label="手机号" className="verification-phone">
            <Input value={phone} readOnly aria-label="手机号" />
          </Form.Item>
          <Form.Item
            label="验证码"
            extra={
              <Button size="small" color="primary" fill="none" disabled={countdown.isDisabled} onClick={() => void sendCode()} aria-label={countdown.label}>
                {countdown.label}
              </Button>
            }
          >
            <Input
              placeholder="请输入验证码"
              inputMode="numeric"
              maxLength={FieldLimit.SMS_CODE}
              value={code}
              onChange={(value) => setCode(value.replace(/\D/g, ''))}
              aria-label="验证码"
            />
          </Form.Item>
        </Form>
        <div className="page-actions">
          <Button block color="primary" onClick={confirm}>
            确定
          </Button>
        </div>
      </>
    );
  };

  return (
    <div className="page">
      <PageHeader title="套餐变更" backTo="/BusinessHandle" />
      <BoundView member={member} failedTitle="信息加载失败">
        {renderBody}
      </BoundView>
    </div>
  );
}
