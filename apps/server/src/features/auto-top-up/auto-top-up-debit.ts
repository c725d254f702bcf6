import { formatChinaMonth } from '@hall/contract/china-time';
import { isReachable } from '@hall/contract/number-state';
import { AUTO_TOP_UP_RETRY_DELAY_MS, AUTO_TOP_UP_TITLE } from '@hall/contract/auto-top-up/rules';
import { formatYuan } from '@hall/contract/money';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import { z } from 'zod';
import { autoTopUpChecks, rechargeOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { applyRechargePayment } from '../../domain/top-up-settlement.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { RetryPolicy } from '../../platform/jobs/retry-policy.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { EntrustedDebitRefusal } from '../../providers/wechat-papay/entrusted-debit.ts';
import { PaymentRejectedError, type PaymentOrder } from '../../providers/wechat-pay/wechat-pay.ts';
import {
  countMonthTopUps,
  decideDebit,
  findDebit,
  findDebitByOutTradeNo,
  findSetting,
  hasPendingDebit,
  insertDebit,
  lockSignedContract,
  type AutoTopUpDebitRow,
} from './auto-top-up.repository.ts';

// The debits of auto top-up. A check of a number runs on the job queue for one trigger (the charge
// that took the balance below the threshold) and attempt (2: the retry of a failed debit). In one
// transaction with the number's signed contract locked it decides whether to debit (the balance is
// still low, no debit is being taken, the month's limit is not reached) and writes the debit with
// its out_trade_no; only then is WeChat Pay asked, by that out_trade_no, which debits once however
// often asked. The unique keys make a replayed check or a second instance find the same debit.

/** The name the debits give WeChat Pay for their TRANSACTION.* notifications. */
export const AUTO_TOP_UP_NOTIFY_HANDLER = 'autoTopUp';

/** A + time + randomness: 32 characters, fixed before WeChat Pay is asked. */
function createDebitOutTradeNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `A${stamp}${createRandomToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 17)}`;
}

export const NotificationKeyOf = {
  paid: (debitId: number) => `autoTopUp:${debitId}:paid`,
  failed: (contractId: number, triggerKey: string) => `autoTopUp:${contractId}:${triggerKey}:failed`,
  ended: NotificationKey.autoTopUpEnded,
};

type Reservation = { debit: AutoTopUpDebitRow; contractId: string } | { outcome: string };

/** The transaction that decides whether a trigger debits, and writes the debit when it does. */
async function reserveDebit(deps: AppDeps, check: { phone: string; triggerKey: string; attempt: number }, balanceFen: number): Promise<Reservation> {
  return deps.db.transaction(async (tx): Promise<Reservation> => {
    const contract = await lockSignedContract(tx, check.phone);
    const setting = await findSetting(tx, check.phone);
    if (!contract?.contractId || !setting) {
      return { outcome: 'skipped: no signed contract' };
    }
    const existing = await findDebit(tx, contract.id, check.triggerKey, check.attempt);
    if (existing) {
      // A replayed check: the same debit, asked again by its out_trade_no while it is pending.
      return existing.status === 'pending' ? { debit: existing, contractId: contract.contractId } : { outcome: `already ${existing.status}` };
    }
    if (check.attempt === 2 && (await findDebit(tx, contract.id, check.triggerKey, 1))?.status !== 'failed') {
      return { outcome: 'skipped: nothing to retry' };
    }
    if (balanceFen >= setting.thresholdFen) {
      return { outcome: 'skipped: balance not below threshold' };
    }
    if (await hasPendingDebit(tx, contract.id)) {
      return { outcome: 'skipped: another debit is being taken' };
    }
    const now = deps.now();
    const chinaMonth = formatChinaMonth(now);
    if ((await countMonthTopUps(tx, contract.id, chinaMonth, check.triggerKey)) >= setting.monthlyLimit) {
      return { outcome: 'capped' };
    }
    const debit = await insertDebit(tx, {
      contractId: contract.id,
      phone: check.phone,
      memberId: contract.memberId,
      triggerKey: check.triggerKey,
      attempt: check.attempt,
      outTradeNo: createDebitOutTradeNo(now),
      amountFen: setting.amountFen,
      chinaMonth,
      createdAt: now,
    });
    return debit ? { debit, contractId: contract.contractId } : { outcome: 'skipped: written by another run' };
  });
}

/**
 * Settles a debit's outcome once (the check's own query, the TRANSACTION.* notification, the
 * sweep): paid credits the balance through the top-up path (a 自动充值 order in the recharge
 * records, by the out_trade_no); failed queues the retry (attempt 1) or tells the member (attempt 2).
 */
export async function settleDebit(
  deps: AppDeps,
  payment: { outTradeNo: string; state: 'SUCCESS' | 'PAYERROR'; amountFen: number; transactionId: string | null; paidAt: Date | null },
): Promise<'paid' | 'failed' | 'settled before'> {
  const known = await findDebitByOutTradeNo(deps.db, payment.outTradeNo);
  if (!known) {
    throw new PaymentRejectedError('unknown auto top-up debit');
  }
  if (payment.amountFen !== known.amountFen) {
    throw new PaymentRejectedError(`amount ${payment.amountFen} differs from the debit's ${known.amountFen}`);
  }
  const now = deps.now();
  const isPaid = payment.state === 'SUCCESS' && payment.transactionId !== null;
  const decided = await deps.db.transaction(async (tx) => {
    const debit = await decideDebit(tx, payment.outTradeNo, { status: isPaid ? 'paid' : 'failed', transactionId: payment.transactionId, decidedAt: now });
    if (!debit) {
      return null;
    }
    if (isPaid) {
      // The top-up order of the debit, in the same transaction: credited below, or (after a crash)
      // by the member orders' sweep, which asks WeChat Pay and finds it paid.
      await tx
        .insert(rechargeOrders)
        .values({
          outTradeNo: debit.outTradeNo,
          phone: debit.phone,
          memberId: debit.memberId,
          productKind: 'autoTopUp',
          productName: AUTO_TOP_UP_TITLE,
          amountFen: debit.amountFen,
          status: RechargeStatus.UNPAID,
          createdAt: debit.createdAt,
        })
        .onConflictDoNothing();
    } else if (debit.attempt === 1) {
      // Tried once more after a while (a job row due then), unless the balance has recovered by then.
      await tx
        .insert(autoTopUpChecks)
        .values({
          phone: debit.phone,
          triggerKey: debit.triggerKey,
          attempt: 2,
          createdAt: now,
          claimedUntil: new Date(now.getTime() + AUTO_TOP_UP_RETRY_DELAY_MS),
        })
        .onConflictDoNothing();
    } else {
      await queueNotification(tx, {
        kind: 'autoTopUpFailed',
        phone: debit.phone,
        params: { amount: formatYuan(debit.amountFen) },
        dedupeKey: NotificationKeyOf.failed(debit.contractId, debit.triggerKey),
        now,
      });
    }
    return debit;
  });
  if (!decided) {
    return 'settled before';
  }
  if (isPaid && payment.transactionId) {
    await applyRechargePayment(deps, {
      outTradeNo: decided.outTradeNo,
      transactionId: payment.transactionId,
      amountFen: decided.amountFen,
      state: 'SUCCESS',
      paidAt: (payment.paidAt ?? now).toISOString(),
      notifyHandler: AUTO_TOP_UP_NOTIFY_HANDLER,
    });
    const subscriber = await deps.boss.findSubscriber(decided.phone);
    await queueNotification(deps.db, {
      kind: 'autoTopUpPaid',
      phone: decided.phone,
      params: { amount: formatYuan(decided.amountFen), balance: formatYuan(subscriber?.balanceFen ?? 0) },
      dedupeKey: NotificationKeyOf.paid(decided.id),
      now,
    });
    return 'paid';
  }
  return 'failed';
}

/** Settles a debit by what WeChat Pay says of it; 'pending' while it is still being taken. */
export async function settleDebitFromQuery(deps: AppDeps, outTradeNo: string): Promise<string> {
  const order: PaymentOrder | null = await deps.providers.entrustedDebit.queryDebit(outTradeNo);
  if (!order || (order.state !== 'SUCCESS' && order.state !== 'PAYERROR')) {
    return 'pending';
  }
  return settleDebit(deps, { outTradeNo, state: order.state, amountFen: order.amountFen, transactionId: order.transactionId, paidAt: order.paidAt });
}

/** One check of a number for a trigger: what it did (recorded on the job row). */
export async function runAutoTopUpCheck(deps: AppDeps, check: { phone: string; triggerKey: string; attempt: number }): Promise<string> {
  const subscriber = await deps.boss.findSubscriber(check.phone);
  if (!subscriber || !isReachable(subscriber.status)) {
    return 'skipped: number cannot take money';
  }
  const reserved = await reserveDebit(deps, check, subscriber.balanceFen);
  if ('outcome' in reserved) {
    return reserved.outcome;
  }
  const { debit, contractId } = reserved;
  try {
    await deps.providers.entrustedDebit.applyDebit({
      outTradeNo: debit.outTradeNo,
      contractId,
      amountFen: debit.amountFen,
      description: `${AUTO_TOP_UP_TITLE}${formatYuan(debit.amountFen)}元`,
      notifyHandler: AUTO_TOP_UP_NOTIFY_HANDLER,
    });
  } catch (error) {
    if (error instanceof EntrustedDebitRefusal) {
      // Refused outright (the contract ended at WeChat's side, …): nothing was taken.
      await settleDebit(deps, { outTradeNo: debit.outTradeNo, state: 'PAYERROR', amountFen: debit.amountFen, transactionId: null, paidAt: null });
      return `refused: ${error.code}`;
    }
    // No answer: the job tries again with the same out_trade_no.
    throw error;
  }
  return settleDebitFromQuery(deps, debit.outTradeNo);
}

/** A check's tries when WeChat Pay does not answer: 30 s doubling to 10 min, five tries (the same out_trade_no each time). */
const CHECK_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 10 * 60_000, maxAttempts: 5 };

/** The auto top-up check on the job queue: a row per (number, trigger, attempt), run once across the fleet. */
export const autoTopUpCheckJob = defineJob({
  name: 'auto top-up check',
  table: autoTopUpChecks,
  payload: z.object({ phone: z.string(), triggerKey: z.string(), attempt: z.number().int().min(1).max(2) }),
  retry: CHECK_RETRY,
  handler: async (check, { deps }) => ({ outcome: await runAutoTopUpCheck(deps, check) }),
});
