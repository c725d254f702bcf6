import { ApplicationCheck } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { readToken } from '../../../shared/lib/storage.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import '../applications.css';

interface PersonalPhoneValues {
  serviceId: string;
}

/** /PersonageRealName: customer data completion for a number; needs a login token. */
export function PersonageRealNamePage() {
  const [hasToken] = useState(() => readToken() !== null);
  const member = useMember();
  const form = useHallForm<PersonalPhoneValues>();
  // The bound number is the default until the person types another.
  useFieldDefault(form, 'serviceId', member.data?.mobilePhoneInfo?.mobilePhone ?? '');
  const identity = useIdentityCheck({ authType: AuthType.REAL_NAME });

  if (!hasToken) {
    return <Navigate to="/PersonalInformation" replace />;
  }

  const next = ({ serviceId }: PersonalPhoneValues) => {
    identity.start('PERSON_TRANS_ACCT_T', { serviceId }, '/PersonageRealNameForm');
  };

  return (
    <div className="page">
      <PageHeader title="实名补录" backTo="/BusinessHandle" />
      <p className="page-intro">请输入需要补录实名资料的手机号，通过人脸识别后完善机主资料</p>
      <HallForm form={form} onSubmit={next} className="applications-form">
        <TextField name="serviceId" label="手机号码" kind="phone" placeholder="请输入手机号" check={ApplicationCheck.PERSONAL_PHONE} isClearable={false} />
      </HallForm>
      <SubmitBar form={form} text="下一步" />
    </div>
  );
}
