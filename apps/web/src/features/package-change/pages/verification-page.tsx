import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { PackageChangeCheck } from '@hall/contract/package-change/rules';
import { useNavigate } from 'react-router';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
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
        <SubmitBar form={form} text="确定" />
      </>
    );
  };

  return (
    <BoundPage title="套餐变更" backTo="/BusinessHandle" member={member} failedTitle="信息加载失败">
      {renderBody}
    </BoundPage>
  );
}
