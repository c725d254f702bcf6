import { readNumberKey } from '@hall/contract/number-key';
import { and, eq } from 'drizzle-orm';
import { formatYuan } from '@hall/contract/money';
import type { Executor } from '../db/connection.ts';
import { applications, balanceRefunds } from '../db/schema.ts';
import { NotificationKey, queueNotification } from '../platform/notifications.ts';
import { openSealedData } from '../platform/sealed-data.ts';
import { insertAuditEntry } from './audit-log.ts';

// A cancellation's bank refund paid by finance outside the system: one writer for the number
// record's 登记已退款 (CONSOLE_REFUND_PAID) and finance's batch (CONSOLE_REFUNDS_PAID).

export type BalanceRefund = typeof balanceRefunds.$inferSelect;

/** The refund's bank card, its last 4 only; the sealed details are opened here and go no further. */
export function readRefundCardTail(secretKey: string, sealed: string | null): string | null {
  if (!sealed) {
    return null;
  }
  try {
    return (openSealedData<{ bankCard?: string }>(secretKey, sealed).bankCard ?? '').slice(-4) || null;
  } catch {
    return null;
  }
}

/** The spare number the cancellation gave, for the refund's SMS (the cancelled number receives none). */
async function findRefundContact(db: Executor, applicationId: number): Promise<string | null> {
  const [row] = await db.select({ form: applications.form }).from(applications).where(eq(applications.id, applicationId));
  const spare = row?.form.sparePhone;
  return typeof spare === 'string' ? spare : null;
}

export interface RefundPayment {
  refundId: number;
  /** The bank transfer's reference (流水号). */
  reference: string;
  staffId: number;
  now: Date;
  secretKey: string;
}

/**
 * Records a pending bank refund as paid, in the caller's transaction: once (a conditional update,
 * so a second or concurrent recording finds it paid and gets null), with its audit entry and the
 * refundPaid SMS to the former owner on the spare number. Null when it is not pending.
 */
export async function recordRefundPayment(tx: Executor, payment: RefundPayment): Promise<BalanceRefund | null> {
  const [paid] = await tx
    .update(balanceRefunds)
    .set({ status: 'paid', paidAt: payment.now, paidReference: payment.reference, paidBy: payment.staffId })
    .where(and(eq(balanceRefunds.id, payment.refundId), eq(balanceRefunds.status, 'pending')))
    .returning();
  if (!paid) {
    return null;
  }
  await insertAuditEntry(tx, {
    createdAt: payment.now,
    staffId: payment.staffId,
    action: 'refund_paid',
    subjectType: 'balance_refund',
    subjectId: String(paid.id),
    detail: { reference: payment.reference },
  });
  // Without a spare number, the number itself; not once it went back to the pool (another owner's now).
  const contact = (await findRefundContact(tx, paid.applicationId)) ?? (readNumberKey(paid.phone).formerOwner === null ? paid.phone : null);
  if (!contact) {
    return paid;
  }
  await queueNotification(tx, {
    kind: 'refundPaid',
    phone: contact,
    params: { amount: formatYuan(paid.amountFen), cardTail: readRefundCardTail(payment.secretKey, paid.sealedBank) ?? '' },
    dedupeKey: NotificationKey.refundPaid(paid.id),
    now: payment.now,
  });
  return paid;
}
