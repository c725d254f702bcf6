import { ApplicationMessage } from '@hall/contract/applications/rules';
import type { OwnerIdentityMessages } from '../../../shared/lib/owner-identity.ts';

/** The applications' spec words a missing ID number and name its own way; the rest are the contract's FieldMessage. */
export const APPLICATION_IDENTITY_MESSAGES: OwnerIdentityMessages = {
  idRequired: ApplicationMessage.ID_CARD_REQUIRED,
  nameRequired: ApplicationMessage.NAME_REQUIRED,
};
