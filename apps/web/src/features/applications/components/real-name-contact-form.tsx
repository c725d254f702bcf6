import { ApplicationMessage } from '@hall/contract/applications/rules';
import { CONTACT_PHONE_PATTERN, FieldLimit } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { keepDigits } from '../../../shared/lib/format.ts';
import { findOwnerIdentityProblem, trimOwnerIdentity } from '../../../shared/lib/owner-identity.ts';
import { OwnerIdentityFields } from '../../../shared/ui/owner-identity-fields.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSubmitPersonalRealName } from '../api.ts';
import { APPLICATION_IDENTITY_MESSAGES } from './application-identity.ts';

/** The contact phone's problem, in the spec's words, or null. */
function findContactProblem(sparePhone: string): string | null {
  if (!sparePhone) {
    return ApplicationMessage.CONTACT_PHONE_REQUIRED;
  }
  return CONTACT_PHONE_PATTERN.test(sparePhone) ? null : ApplicationMessage.CONTACT_PHONE_INVALID;
}

interface RealNameContactFormProps {
  bizNo: string;
  phone: string;
  onSubmitted: () => void;
}

/** The personal real-name form: the extra name-and-ID check, then the contact phone. */
export function RealNameContactForm({ bizNo, phone, onSubmitted }: RealNameContactFormProps) {
  const [name, setName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [sparePhone, setSparePhone] = useState('');
  const submitPersonalRealName = useSubmitPersonalRealName();

  const submit = () => {
    const identityValues = { phone: '', idCard, name };
    const problem = findOwnerIdentityProblem(identityValues, { idDigits: 'full', messages: APPLICATION_IDENTITY_MESSAGES }) ?? findContactProblem(sparePhone);
    if (problem) {
      showToast(problem);
      return;
    }
    const owner = trimOwnerIdentity(identityValues);
    submitPersonalRealName.mutate({ bizNo, name: owner.name, idCard: owner.idCard, sparePhone }, { onSuccess: onSubmitted });
  };

  return (
    <>
      <Form layout="horizontal" mode="card" className="applications-form">
        <Form.Item label="实名手机号">
          <span className="applications-readonly">{phone}</span>
        </Form.Item>
        <OwnerIdentityFields idDigits="full" isIdCharactersOnly idCard={idCard} name={name} onIdCardChange={setIdCard} onNameChange={setName} />
        <Form.Item label="联系号码">
          <Input
            placeholder="请填写联系号码"
            maxLength={FieldLimit.PHONE}
            value={sparePhone}
            onChange={(value) => setSparePhone(keepDigits(value))}
            aria-label="联系号码"
            inputMode="numeric"
          />
        </Form.Item>
      </Form>
      <p className="applications-hint">请填写机主本人的姓名和身份证号，系统将与号码登记信息核对。</p>
      <div className="page-actions">
        <Button block color="primary" loading={submitPersonalRealName.isPending} loadingText="提交中" onClick={submit}>
          提交
        </Button>
      </div>
    </>
  );
}
