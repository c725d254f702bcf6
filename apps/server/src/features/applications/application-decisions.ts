import { ApplicationKind, describeCancelOwingAtReview, RefundChoice } from '@hall/contract/applications/rules';
import type { NotificationKind, NotificationParams } from '@hall/contract/notifications/rules';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { cancelNumber, lockActiveNumber, markRealName, transferNumber } from '../../boss/number-lifecycle.ts';
import { moveOwedBalanceIntoDebt } from '../../boss/number-debts.ts';
import type { Executor } from '../../db/connection.ts';
import { applications, identityChecks, transferOrders } from '../../db/schema.ts';
import { invalid } from '../../platform/api-error.ts';
import { openCheckedIdNumber } from '../../platform/identity-checks.ts';
import { unbindNumber } from '../../platform/member-numbers.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import type { ReviewDecision } from '../../platform/review-queue.ts';
import type { ApplicationRow } from './applications.repository.ts';

// What a staff decision on an application does, inside the decision's transaction (see
// docs/loops.md). Each application's notification is keyed by the application, so it is queued
// once however often the code around it runs.

const TransferText = {
  OTHER_SIDE_REFUSED: '过户另一方申请未通过审核',
} as const;

/** The application's contact: the spare number it gave (a cancelled or lost number cannot receive), else the number. */
function contactOf(row: ApplicationRow): string {
  const spare = row.form.sparePhone;
  return typeof spare === 'string' && /^1\d{10}$/.test(spare) ? spare : row.phone;
}

function notify<Kind extends NotificationKind>(db: Executor, row: ApplicationRow, kind: Kind, params: NotificationParams<Kind>, now: Date) {
  return queueNotification(db, { kind, phone: contactOf(row), params, dedupeKey: NotificationKey.applicationDecision(row.id), now });
}

async function actOnCancellation(db: Executor, row: ApplicationRow, decision: ReviewDecision): Promise<void> {
  if (!decision.isPassed) {
    await notify(db, row, 'cancellationRefused', { reason: decision.reason }, decision.now);
    return;
  }
  // A number that owes at the decision stays: the pass is refused (rolled back) until it is paid.
  const { balanceFen } = await lockActiveNumber(db, row.phone);
  if (balanceFen < 0) {
    throw invalid(describeCancelOwingAtReview(-balanceFen));
  }
  const isRefund = Number(row.form.refundType) === RefundChoice.YES;
  await cancelNumber(db, { phone: row.phone, applicationId: row.id, refundBank: isRefund ? row.sealedData : null, now: decision.now });
  // What the final bill leaves owing stays owed, as a debt of the cancelled number.
  await moveOwedBalanceIntoDebt(db, row.phone, 'ownerCancellation', decision.now);
  await unbindNumber(db, row.phone, { endSessions: true, method: 'numberCancelled', now: decision.now });
  await notify(db, row, 'cancellationPassed', {}, decision.now);
}

async function actOnRealName(db: Executor, row: ApplicationRow, decision: ReviewDecision): Promise<void> {
  if (!decision.isPassed) {
    await notify(db, row, 'realNameRefused', { reason: decision.reason }, decision.now);
    return;
  }
  await markRealName(db, row.phone, decision.now);
  await notify(db, row, 'realNamePassed', {}, decision.now);
}

/**
 * Locks the transfer order an application belongs to, before its decision, so that two staff
 * deciding the two sides at the same moment settle the pair one after the other.
 */
export async function lockTransferOrderOf(db: Executor, applicationId: number): Promise<void> {
  await db
    .select({ orderNo: transferOrders.orderNo })
    .from(transferOrders)
    .where(eq(transferOrders.orderNo, sql`(select ${applications.form} ->> 'orderNo' from ${applications} where ${applications.id} = ${applicationId})`))
    .for('update');
}

const phoneTail = (phone: string) => phone.slice(-4);

/**
 * Settles a transfer once both sides are decided: both passed, the number changes owner; one
 * refused, the pair fails with that reason on both sides. Until then nothing changes.
 */
async function settleTransfer(db: Executor, secretKey: string, orderNo: string, now: Date): Promise<void> {
  const [order] = await db.select().from(transferOrders).where(eq(transferOrders.orderNo, orderNo));
  if (!order || order.outcome) {
    return;
  }
  const [outgoing] = await db.select().from(applications).where(eq(applications.id, order.applicationId));
  const [incoming] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.kind, ApplicationKind.TRANSFER_IN), sql`${applications.form} ->> 'orderNo' = ${orderNo}`))
    .orderBy(desc(applications.id))
    .limit(1);
  if (!outgoing) {
    return;
  }
  const sides = incoming ? [outgoing, incoming] : [outgoing];
  const refused = sides.find((side) => side.status === 'failed');
  if (refused) {
    const reason = refused.reviewReason ?? '';
    for (const side of sides.filter((item) => item.id !== refused.id)) {
      await db
        .update(applications)
        .set({ status: 'failed', reviewReason: `${TransferText.OTHER_SIDE_REFUSED}：${reason}`, reviewedAt: now })
        .where(and(eq(applications.id, side.id), ne(applications.status, 'failed')));
    }
    await db.update(transferOrders).set({ outcome: 'refused', decidedAt: now }).where(eq(transferOrders.orderNo, orderNo));
    for (const side of sides) {
      await notify(db, side, 'transferRefused', { phoneTail: phoneTail(order.phone), reason }, now);
    }
    return;
  }
  if (!incoming || outgoing.status !== 'passed' || incoming.status !== 'passed') {
    return;
  }
  // The new owner is the identity the receiver's face check verified: the name and full ID they entered.
  const [receiver] = await db
    .select({ ownerName: identityChecks.ownerName, idNumberSealed: identityChecks.idNumberSealed })
    .from(identityChecks)
    .where(eq(identityChecks.bizNo, incoming.bizNo));
  const receiverIdNumber = receiver ? (openCheckedIdNumber(secretKey, receiver) ?? '') : '';
  await transferNumber(db, { phone: order.phone, ownerName: receiver?.ownerName ?? '', idNumber: receiverIdNumber });
  await unbindNumber(db, order.phone, { endSessions: false, method: 'numberTransferred', now });
  await db.update(transferOrders).set({ outcome: 'transferred', decidedAt: now }).where(eq(transferOrders.orderNo, orderNo));
  for (const side of sides) {
    await notify(db, side, 'transferPassed', { phoneTail: phoneTail(order.phone) }, now);
  }
}

/** Does what a decided application says, in the decision's transaction. */
export async function actOnApplicationDecision(db: Executor, row: ApplicationRow, decision: ReviewDecision, secretKey: string): Promise<void> {
  switch (row.kind) {
    case ApplicationKind.CANCEL:
      return actOnCancellation(db, row, decision);
    case ApplicationKind.REAL_NAME:
      return actOnRealName(db, row, decision);
    case ApplicationKind.TRANSFER_OUT:
    case ApplicationKind.TRANSFER_IN:
      return settleTransfer(db, secretKey, String(row.form.orderNo ?? ''), decision.now);
  }
}
