import { checkIdLast6, checkIdNumber, checkPersonName, checkRequired, FieldMessage, rewordCheck, type FieldCheck } from '@hall/contract/validators';

/** How much of the ID number a form asks for: all 18 characters, or the last six. */
export type IdDigits = 'full' | 'last6';

/** The owner's identity as a form hands it to its page: trimmed, the ID's X upper-cased. */
export interface OwnerIdentityValues {
  phone: string;
  idCard: string;
  name: string;
}

/** A page whose spec words a missing ID or name differently from FieldMessage says so here. */
export interface OwnerIdentityMessages {
  idRequired?: string;
  nameRequired?: string;
}

/** The ID and name checks of an owner-identity form, with the contract's messages or the page's words for a missing value. */
export function ownerIdentityChecks(idDigits: IdDigits, messages: OwnerIdentityMessages = {}): { idCard: FieldCheck; name: FieldCheck } {
  const idCard =
    idDigits === 'full'
      ? rewordCheck(checkIdNumber, { [FieldMessage.ID_NUMBER_REQUIRED]: messages.idRequired })
      : rewordCheck(checkIdLast6, { [FieldMessage.ID_LAST6_REQUIRED]: messages.idRequired });
  const name = messages.nameRequired ? checkRequired(messages.nameRequired) : checkPersonName;
  return { idCard, name };
}
