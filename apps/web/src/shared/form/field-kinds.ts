import { FieldLimit } from '@hall/contract/validators';
import { keepDigits } from '../lib/format.ts';

/** What a field holds; it decides the keyboard, the length and what is kept of a typed or pasted value. */
export type FieldKind = 'text' | 'name' | 'digits' | 'phone' | 'code' | 'idNumber' | 'idLast6' | 'servicePassword' | 'password' | 'email';

interface FieldKindSpec {
  type?: 'tel' | 'password' | 'email';
  inputMode?: 'numeric' | 'email';
  maxLength: number;
  keep?: (value: string) => string;
}

const keepUpperCase = (value: string) => value.toUpperCase();

/** What a service-password field keeps: digits only, at most the password's six (the input itself takes ten). */
const keepServicePassword = (value: string) => keepDigits(value).slice(0, FieldLimit.SERVICE_PASSWORD_DIGITS);

/** What the applications' ID fields keep: digits and X only, the X in upper case. */
export const keepIdCharacters = (value: string) => value.replace(/[^\dXx]/g, '').toUpperCase();

export const FIELD_KINDS: Record<FieldKind, FieldKindSpec> = {
  text: { maxLength: FieldLimit.FREE_TEXT },
  name: { maxLength: FieldLimit.NAME },
  digits: { inputMode: 'numeric', maxLength: FieldLimit.FREE_TEXT, keep: keepDigits },
  phone: { type: 'tel', inputMode: 'numeric', maxLength: FieldLimit.PHONE, keep: keepDigits },
  code: { inputMode: 'numeric', maxLength: FieldLimit.SMS_CODE, keep: keepDigits },
  idNumber: { maxLength: FieldLimit.ID_NUMBER, keep: keepUpperCase },
  idLast6: { maxLength: FieldLimit.ID_LAST6, keep: keepUpperCase },
  servicePassword: { type: 'password', inputMode: 'numeric', maxLength: FieldLimit.SERVICE_PASSWORD_FIELD, keep: keepServicePassword },
  password: { type: 'password', maxLength: FieldLimit.OLD_PASSWORD },
  email: { type: 'email', inputMode: 'email', maxLength: FieldLimit.FREE_TEXT },
};
