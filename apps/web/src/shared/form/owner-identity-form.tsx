import { DefaultMessage } from '@hall/contract/codes';
import { checkMobilePhone, checkRequired } from '@hall/contract/validators';
import type { ReactNode } from 'react';
import type { IdDigits, OwnerIdentityMessages, OwnerIdentityValues } from '../lib/owner-identity.ts';
import { HallForm, useFieldDefault, useHallForm } from './hall-form.tsx';
import { OwnerIdentityFields } from './owner-identity-fields.tsx';
import { SubmitBar } from './submit-bar.tsx';
import { TextField } from './text-field.tsx';

/** The phone row: typed by the person, or the member's bound number shown read-only. */
export type OwnerIdentityPhone = { source: 'typed'; placeholder: string } | { source: 'bound'; phone: string };

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

/** Until the member record has loaded, the read-only bound phone is empty: the form says to bind first. */
const checkBoundPhone = checkRequired(DefaultMessage.NOT_BOUND);

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
  const form = useHallForm<OwnerIdentityValues>();
  useFieldDefault(form, 'phone', phone?.source === 'bound' ? phone.phone : '');

  return (
    <>
      <p className="page-intro">{intro}</p>
      <HallForm form={form} onSubmit={(values) => onSubmit({ ...values, phone: values.phone ?? '' })}>
        {phone?.source === 'bound' ? <TextField name="phone" label="手机号" kind="phone" placeholder="加载中..." isReadOnly check={checkBoundPhone} /> : null}
        {phone?.source === 'typed' ? <TextField name="phone" label="手机号" kind="phone" placeholder={phone.placeholder} check={checkMobilePhone} /> : null}
        <OwnerIdentityFields idDigits={idDigits} messages={messages} namePlaceholder={namePlaceholder} />
      </HallForm>
      {children}
      <SubmitBar form={form} text={submitText} isPending={isSubmitting} isDanger={isDanger} />
    </>
  );
}
