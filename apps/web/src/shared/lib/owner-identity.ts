import { DefaultMessage } from '@hall/contract/codes';
import { checkIdLast6, checkIdNumber, checkMobilePhone, checkPersonName, FieldMessage } from '@hall/contract/validators';

/** How much of the ID number a form asks for: all 18 characters, or the last six. */
export type IdDigits = 'full' | 'last6';

/** What the owner-identity form hands its page: trimmed, the ID upper-cased; phone is '' on a form without one. */
export interface OwnerIdentityValues {
  phone: string;
  idCard: string;
  name: string;
}

/** The phone row: typed by the person, or the member's bound number shown read-only. */
export type OwnerIdentityPhone = { source: 'typed'; placeholder: string } | { source: 'bound'; phone: string };

/** A page whose spec words a refusal differently from FieldMessage says so here. */
export interface OwnerIdentityMessages {
  idRequired?: string;
  nameRequired?: string;
}

export interface OwnerIdentityRules {
  idDigits: IdDigits;
  phone?: OwnerIdentityPhone;
  messages?: OwnerIdentityMessages;
}

/** The first problem of the form in its order (phone, ID, name), or null; the texts are the contract's. */
export function findOwnerIdentityProblem(values: OwnerIdentityValues, { idDigits, phone, messages = {} }: OwnerIdentityRules): string | null {
  if (phone?.source === 'bound' && !values.phone.trim()) {
    return DefaultMessage.NOT_BOUND;
  }
  const phoneProblem = phone?.source === 'typed' ? checkMobilePhone(values.phone) : null;
  if (phoneProblem) {
    return phoneProblem;
  }
  const idProblem = idDigits === 'full' ? checkIdNumber(values.idCard) : checkIdLast6(values.idCard);
  if (idProblem) {
    const isMissing = idProblem === FieldMessage.ID_NUMBER_REQUIRED || idProblem === FieldMessage.ID_LAST6_REQUIRED;
    return isMissing ? (messages.idRequired ?? idProblem) : idProblem;
  }
  const nameProblem = checkPersonName(values.name);
  if (nameProblem) {
    return messages.nameRequired ?? nameProblem;
  }
  return null;
}

/** The values a page sends: trimmed, the ID's X in upper case. */
export function trimOwnerIdentity(values: OwnerIdentityValues): OwnerIdentityValues {
  return { phone: values.phone.trim(), idCard: values.idCard.trim().toUpperCase(), name: values.name.trim() };
}
