import { CONSENT_NOTICES, type ConsentPurposeValue } from '@hall/contract/consent';
import type { Executor } from '../db/connection.ts';
import { personalDataConsents } from '../db/schema.ts';

export interface ConsentGiven {
  purpose: ConsentPurposeValue;
  /** What the consent covers: a biz_no, an opening's uim_id, an invoice id. */
  subjectRef: string;
  at: Date;
  memberId?: number | null;
  /** The agent who collected the customer's consent at a card opening. */
  agent?: { dealerId: string; workNo: string };
}

/**
 * Records a consent with the notice version in force. Called in the same transaction as the
 * collection it allows, so there is never a face check or an ID photo without its consent row.
 */
export async function recordConsent(executor: Executor, consent: ConsentGiven): Promise<void> {
  await executor.insert(personalDataConsents).values({
    purpose: consent.purpose,
    noticeVersion: CONSENT_NOTICES[consent.purpose].version,
    memberId: consent.memberId ?? null,
    dealerId: consent.agent?.dealerId ?? null,
    workNo: consent.agent?.workNo ?? null,
    subjectRef: consent.subjectRef,
    createdAt: consent.at,
  });
}
