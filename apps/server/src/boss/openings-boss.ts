// The back office's record of card openings, as the customer looks them up on /querySteps: by
// their name and ID number, which are kept only as a keyed hash beside the opening.

import { hashShortCode } from '../platform/secrets.ts';

export type OpeningApplyEvent = 'OpenCard' | 'VnoOpenCard' | 'OnlineOpenCard';

export interface Opening {
  applyEvent: OpeningApplyEvent;
  prodOfferId: string;
  prodOfferName: string;
  serviceId: string;
  reviewStatus: 'pending' | 'passed' | 'failed';
  /** The auditor's reason of a refusal, null otherwise. */
  reviewReason: string | null;
  /** False once the audit refused it (the number is suspended) or the number was cancelled. */
  isValid: boolean;
  createdAt: Date;
}

/**
 * The keyed hash an opening is found by: HMAC-SHA256 under the server secret of the customer's
 * name and upper-cased ID number, labelled so it matches no other keyed hash of the same values.
 * A plain hash would give the ID number back to anyone holding the table (ID numbers are few).
 */
export function hashOpeningIdentity(secretKey: string, customerName: string, idNumber: string): string {
  return hashShortCode(secretKey, 'opening-identity', customerName, idNumber.toUpperCase());
}

export interface OpeningsBoss {
  /** Openings that reached the audit under this identity hash (hashOpeningIdentity), newest first. */
  listOpenings(identityHmac: string): Promise<Opening[]>;
}
