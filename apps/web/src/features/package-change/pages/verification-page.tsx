import { BoundView } from '../../../shared/ui/bound-view.tsx';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { PackageChangeCheck } from '@hall/contract/package-change/rules';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useVerifyPackageChangeCode } from '../api.ts';
import '../package-change.css';

const SENDING_TEXT = '短信发送中...';

interface VerificationValues {
  phone: string;
  code: string;
}

/** /verification: the bound phone (read-only) proves itself with a type 06 code before a change. */
export function VerificationPage() {
  const navigate = useNavigate();
  const member = useMember();
  const form = useHallForm<VerificationValues>();
  useFieldDefault(form, 'phone', member.data?.mobilePhoneInfo?.mobilePhone ?? '');
  const verifyCode = useVerifyPackageChangeCode();

  const confirm = ({ phone, code }: VerificationValues) => verifyCode.mutate({ phone, code }, { onSuccess: () => navigate('/ChoosePackage') });

  const renderBody = () => {
    return (
      <>
        <p className="package-change-intro">为保障您的账户安全，变更套餐前请先完成短信验证。</p>
        <HallForm form={form} onSubmit={confirm} className="verification-form">
          {/* The phone is the bound one and never empty here: the row shows no placeholder. */}
          <SmsCodeFields
            form={form}
            smsType={SmsCodeType.PACKAGE_CHANGE}
            phoneCheck={PackageChangeCheck.PHONE}
            sendPhoneCheck={PackageChangeCheck.PHONE}
            codeCheck={PackageChangeCheck.CODE}
            phonePlaceholder=""
            isPhoneReadOnly
            sendingText={SENDING_TEXT}
          />
        </HallForm>
        <div className="page-actions">
          <Button block color="primary" onClick={form.submit}>
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
