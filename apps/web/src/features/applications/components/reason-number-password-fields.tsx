import { FieldLimit } from '@hall/contract/validators';
import { Form, Input, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { keepDigits } from '../../../shared/lib/format.ts';
import type { PassedCheck } from './checked-application-form.tsx';
import { ServicePasswordField } from '../../../shared/ui/service-password-field.tsx';

interface ReasonNumberPasswordFieldsProps {
  /** What is applied for, as the labels name it: 拆机 (cancellation) or 过户 (transfer). */
  subject: '拆机' | '过户';
  reason: string;
  mobilePhone: string;
  phonePassword: string;
  onReasonChange: (value: string) => void;
  onMobilePhoneChange: (value: string) => void;
  onPhonePasswordChange: (value: string) => void;
}

/** The first rows of the cancel and transfer-out forms: reason, the number, its service password. */
export function ReasonNumberPasswordFields(props: ReasonNumberPasswordFieldsProps) {
  const { subject } = props;
  return (
    <>
      <Form.Item label={`${subject}原因`}>
        <TextArea
          placeholder={`请填写${subject}原因`}
          maxLength={FieldLimit.FREE_TEXT}
          rows={3}
          value={props.reason}
          onChange={props.onReasonChange}
          aria-label={`${subject}原因`}
        />
      </Form.Item>
      <Form.Item label={`${subject}号码`}>
        <Input
          placeholder={`请填写${subject}号码`}
          maxLength={FieldLimit.PHONE}
          value={props.mobilePhone}
          onChange={(value) => props.onMobilePhoneChange(keepDigits(value))}
          aria-label={`${subject}号码`}
          inputMode="numeric"
        />
      </Form.Item>
      <ServicePasswordField placeholder="请填写服务密码" value={props.phonePassword} onChange={props.onPhonePasswordChange} />
    </>
  );
}

/**
 * The state of those rows for a face-check return form: until the person types, the number is
 * the one the check passed for. `renderFields(check)` shows the rows; the submit reads the values.
 */
export function useReasonNumberPassword(subject: ReasonNumberPasswordFieldsProps['subject']) {
  const [reason, setReason] = useState('');
  const [mobilePhoneInput, setMobilePhone] = useState<string | null>(null);
  const [phonePassword, setPhonePassword] = useState('');
  const mobilePhoneOf = (check: PassedCheck) => mobilePhoneInput ?? check.phone;
  const renderFields = (check: PassedCheck): ReactNode => (
    <ReasonNumberPasswordFields
      subject={subject}
      reason={reason}
      mobilePhone={mobilePhoneOf(check)}
      phonePassword={phonePassword}
      onReasonChange={setReason}
      onMobilePhoneChange={setMobilePhone}
      onPhonePasswordChange={setPhonePassword}
    />
  );
  return { reason, phonePassword, mobilePhoneOf, renderFields };
}
