import { ApplicationMessage } from '@hall/contract/applications/rules';
import { CONTACT_PHONE_PATTERN, FieldLimit } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../../shared/api/subscriber-client.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { keepDigits, IdentityFields } from './identity-fields.tsx';

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
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async () => {
    let problem: string | null = null;
    if (!idCard.trim()) {
      problem = ApplicationMessage.ID_CARD_REQUIRED;
    } else if (!name.trim()) {
      problem = ApplicationMessage.NAME_REQUIRED;
    } else if (!sparePhone) {
      problem = ApplicationMessage.CONTACT_PHONE_REQUIRED;
    } else if (!CONTACT_PHONE_PATTERN.test(sparePhone)) {
      problem = ApplicationMessage.CONTACT_PHONE_INVALID;
    }
    if (problem) {
      showToast(problem);
      return;
    }
    setIsSubmitting(true);
    try {
      await call('CHECK_NAME', { biz_no: bizNo, name: name.trim(), idCard: idCard.trim() });
      await call('PERSON_TRANS_ACCT_T_FORM', { biz_no: bizNo, sparePhone });
      onSubmitted();
    } catch {
      // The error catalogue has told the person what went wrong.
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <>
      <Form layout="horizontal" mode="card" className="applications-form">
        <Form.Item label="实名手机号">
          <span className="applications-readonly">{phone}</span>
        </Form.Item>
        <IdentityFields idCard={idCard} name={name} onIdCardChange={setIdCard} onNameChange={setName} />
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
        <Button block color="primary" loading={isSubmitting} loadingText="提交中" onClick={() => void submit()}>
          提交
        </Button>
      </div>
    </>
  );
}
