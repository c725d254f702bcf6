import type { BindingMethod } from '@hall/contract/member-numbers/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { autoTopUpContracts, autoTopUpTerminations } from '../db/schema.ts';
import { NotificationKey, queueNotification } from './notifications.ts';

// An auto top-up contract debits its signer's WeChat Pay for one number. When the signer stops
// holding that number, however the binding ends, the contract ends with it, in the unbinding's
// transaction: no debit is reserved for it from then on (the checks take signed contracts only),
// and a job row asks WeChat Pay to terminate it (features/auto-top-up/contract-termination-job.ts).

/** The number's new holder never had the contract: the notice goes where the signer's SIM still is. */
const NOTICE_SKIPPED: ReadonlySet<BindingMethod> = new Set(['numberCancelled', 'numberTransferred']);

/** Ends the member's contracts of the number; true when a signed one ended (the member is told on the page). */
export async function endContractsOfLeavingSigner(
  tx: Executor,
  leaving: { memberId: number; phone: string; method: BindingMethod; now: Date },
): Promise<boolean> {
  const { memberId, phone, method, now } = leaving;
  const ended = await tx
    .update(autoTopUpContracts)
    .set({ state: 'terminated', endReason: 'signerLeft', endedAt: now })
    .where(and(eq(autoTopUpContracts.phone, phone), eq(autoTopUpContracts.memberId, memberId), inArray(autoTopUpContracts.state, ['signing', 'signed'])))
    .returning();
  let isSignedOneEnded = false;
  for (const contract of ended) {
    // A signing contract WeChat never confirmed needs nothing there: should its ENTRUST.SIGN come
    // later, the notification's handler finds it ended here and terminates it at WeChat Pay.
    if (contract.contractId === null) {
      continue;
    }
    isSignedOneEnded = true;
    await tx
      .insert(autoTopUpTerminations)
      .values({ contractId: contract.id, wechatContractId: contract.contractId, phone, createdAt: now })
      .onConflictDoNothing();
    if (!NOTICE_SKIPPED.has(method)) {
      await queueNotification(tx, { kind: 'autoTopUpEnded', phone, params: {}, dedupeKey: NotificationKey.autoTopUpEnded(contract.id), now });
    }
  }
  return isSignedOneEnded;
}
