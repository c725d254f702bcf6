import { FieldLimit } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { keepDigits } from '../lib/format.ts';
import {
  findOwnerIdentityProblem,
  trimOwnerIdentity,
  type IdDigits,
  type OwnerIdentityMessages,
  type OwnerIdentityPhone,
  type OwnerIdentityValues,
} from '../lib/owner-identity.ts';
import { OwnerIdentityFields } from './owner-identity-fields.tsx';
import { showToast } from './toast.ts';

interface OwnerIdentityFormProps {
  idDigits: IdDigits;
  intro: string;
  namePlaceholder?: string;
  /** Without it the form has no phone row. */
  phone?: OwnerIdentityPhone;
  messages?: OwnerIdentityMessages;
  submitText?: string;
  isDanger?: boolean;
  isSubmitting?: boolean;
  /** Called only with valid values, trimmed and with the ID upper-cased. */
  onSubmit: (values: OwnerIdentityValues) => void;
  /** Shown between the form and its button (e.g. a notice about the face check). */
  children?: ReactNode;
}

/**
 * The owner-identity entry of the face-checked flows (call divert, SIM replacement, forgotten
 * password, card lookup, binding and unbinding without a code): optional phone, ID number (all
 * of it or the last six) and name, refused with the contract's messages, first problem toasted.
 */
export function OwnerIdentityForm({
  idDigits,
  intro,
  namePlaceholder,
  phone,
  messages,
  submitText = '下一步',
  isDanger = false,
  isSubmitting = false,
  onSubmit,
  children,
}: OwnerIdentityFormProps) {
  const [typedPhone, setTypedPhone] = useState('');
  const [idCard, setIdCard] = useState('');
  const [name, setName] = useState('');

  const submit = () => {
    const values = { phone: phone?.source === 'bound' ? phone.phone : typedPhone, idCard, name };
    const problem = findOwnerIdentityProblem(values, { idDigits, phone, messages });
    if (problem) {
      showToast(problem);
      return;
    }
    onSubmit(trimOwnerIdentity(values));
  };

  return (
    <>
      <p className="page-intro">{intro}</p>
      <Form layout="horizontal" mode="card">
        {phone?.source === 'bound' ? (
          <Form.Item label="手机号">
            <Input value={phone.phone} readOnly aria-label="手机号" placeholder="加载中..." />
          </Form.Item>
        ) : null}
        {phone?.source === 'typed' ? (
          <Form.Item label="手机号">
            <Input
              placeholder={phone.placeholder}
              type="tel"
              inputMode="numeric"
              maxLength={FieldLimit.PHONE}
              value={typedPhone}
              onChange={(value) => setTypedPhone(keepDigits(value))}
              aria-label="手机号"
              clearable
            />
          </Form.Item>
        ) : null}
        <OwnerIdentityFields
          idDigits={idDigits}
          idCard={idCard}
          name={name}
          onIdCardChange={setIdCard}
          onNameChange={setName}
          namePlaceholder={namePlaceholder}
        />
      </Form>
      {children}
      <div className="page-actions">
        <Button block color={isDanger ? 'danger' : 'primary'} onClick={submit} loading={isSubmitting}>
          {submitText}
        </Button>
      </div>
    </>
  );
}
