import { formatYuan } from '@hall/contract/money';
import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { dealers, fundPoolLedger } from '../db/schema.ts';
import { NotificationKey, queueNotification } from '../platform/notifications.ts';
import { addToFundPool } from './dealer-accounts.ts';

// The writers of a dealer's fund pool besides the opening's debit (opening-payment.repository.ts):
// a top-up, and the low-balance alert both of them keep. Every fen of a pool is a ledger row, and
// each row's balance_after_fen is the previous row's plus its amount: the dealer's row is locked by
// the balance update before the ledger row is written, so rows of one dealer are appended in order.

/** Thrown inside the top-up's transaction when its reference was recorded before: the caller rolls the balance change back. */
export class RepeatedTopUp extends Error {}

/** Thrown inside the top-up's transaction for a dealer that does not exist. */
export class UnknownDealer extends Error {}

export interface TopUp {
  dealerId: string;
  amountFen: number;
  /** Unique per top-up (the console's TOPUP-<request id>), so a repeated request is recorded once. */
  reference: string;
  /** The staff member behind it; null for the demo's opening deposit. */
  staffId: number | null;
  /** Who the ledger names: the staff member's username. */
  actor: string;
  note: string;
  now: Date;
}

/**
 * Adds to a dealer's pool with its ledger row, in the caller's transaction, and arms the
 * low-balance alert again once the pool is back at its threshold. The new balance.
 */
export async function topUpFundPool(tx: Executor, topUp: TopUp): Promise<number> {
  const balance = await addToFundPool(tx, topUp.dealerId, topUp.amountFen);
  if (balance === null) {
    throw new UnknownDealer();
  }
  const recorded = await tx
    .insert(fundPoolLedger)
    .values({
      dealerId: topUp.dealerId,
      amountFen: topUp.amountFen,
      balanceAfterFen: balance,
      outTradeNo: topUp.reference,
      recordNumber: '',
      workNo: topUp.actor,
      kind: 'top_up',
      staffId: topUp.staffId,
      note: topUp.note,
      createdAt: topUp.now,
    })
    .onConflictDoNothing({ target: fundPoolLedger.outTradeNo })
    .returning({ id: fundPoolLedger.id });
  if (recorded.length === 0) {
    throw new RepeatedTopUp();
  }
  await tx
    .update(dealers)
    .set({ lowBalanceAlertedAt: null })
    .where(and(eq(dealers.id, topUp.dealerId), isNotNull(dealers.lowBalanceAlertedAt), sql`${dealers.fundPoolFen} >= ${dealers.alertThresholdFen}`));
  return balance;
}

/**
 * After a debit (ledger row `ledgerId`), in its transaction: when the pool is now below the
 * dealer's threshold and this crossing has not been told yet, stamps it and queues one SMS to the
 * contact. The dealer's row is locked by the debit, so of concurrent debits only the first to cross
 * finds the stamp empty; the SMS's dedupe key names the crossing's ledger row.
 */
export async function alertLowBalance(tx: Executor, dealerId: string, ledgerId: number, now: Date): Promise<void> {
  const crossed = await tx
    .update(dealers)
    .set({ lowBalanceAlertedAt: now })
    .where(
      and(
        eq(dealers.id, dealerId),
        isNull(dealers.lowBalanceAlertedAt),
        gt(dealers.alertThresholdFen, 0),
        ne(dealers.alertMobile, ''),
        sql`${dealers.fundPoolFen} < ${dealers.alertThresholdFen}`,
      ),
    )
    .returning({ mobile: dealers.alertMobile, balance: dealers.fundPoolFen, threshold: dealers.alertThresholdFen });
  const alert = crossed[0];
  if (!alert) {
    return;
  }
  await queueNotification(tx, {
    kind: 'fundPoolLow',
    phone: alert.mobile,
    params: { balance: formatYuan(Number(alert.balance)), threshold: formatYuan(Number(alert.threshold)) },
    dedupeKey: NotificationKey.fundPoolLow(dealerId, ledgerId),
    now,
  });
}
