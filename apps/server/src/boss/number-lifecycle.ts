import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import {
  autoTopUpSettings,
  balanceLedger,
  balanceRefunds,
  callProtectionCategories,
  callProtectionEntries,
  callProtectionSettings,
  cardStock,
  invoiceAccessGrants,
  invoiceTitles,
  packageChangeVerifications,
  pointsAccounts,
  pointsLedger,
  servicePasswordGrants,
  servicePasswords,
  simCardChanges,
  subscribers,
} from '../db/schema.ts';
import { invalid } from '../platform/api-error.ts';
import { readPointsSettings } from '../platform/points-settings.ts';
import { chinaMonthBounds, formatChinaMonth } from '@hall/contract/china-time';
import { closeLockedMonth, monthToClose } from './built-in-monthly-run.ts';
import { cancelPendingPackageChange } from './built-in-package-change.ts';
import { liftLossReport } from './loss-reports.ts';
import { moveNumber, tryMoveNumber } from './number-state-machine.ts';

// What staff decisions do to a number in the built-in back office, each inside the decision's
// transaction so that the decision and its effect commit together, once. An operator's own back
// office would receive these as commands from the same transaction (an outbox), like SMS.

export const LifecycleMessage = {
  NUMBER_CANCELLED: '该号码已销户，不能通过此申请',
  ICCID_CURRENT: '新卡ICCID与原卡相同',
  ICCID_TAKEN: '该ICCID已被其他号码使用，请核对新卡',
} as const;

const POINTS_CLEARED_TITLE = '销户积分清零';
const NUMBER_CANCELLED_REASON = '号码已销户';

/** The number, locked for the decision; refused when it is already cancelled. */
export async function lockActiveNumber(db: Executor, phone: string) {
  const [row] = await db
    .select({
      phone: subscribers.phone,
      status: subscribers.status,
      balanceFen: subscribers.balanceFen,
      iccid: subscribers.iccid,
      joinedAt: subscribers.joinedAt,
    })
    .from(subscribers)
    .where(eq(subscribers.phone, phone))
    .for('update');
  if (!row || row.status === 'cancelled') {
    throw invalid(LifecycleMessage.NUMBER_CANCELLED);
  }
  return row;
}

/**
 * Cancels a number: status cancelled, the remaining balance moved into a refund record by the route
 * the owner chose (bank details stay sealed) with a ledger entry, and, when the points settings say
 * so, the points cleared by an appended ledger entry. Returns the refunded amount.
 */
export async function cancelNumber(
  db: Executor,
  cancellation: { phone: string; applicationId: number; refundBank: string | null; now: Date },
): Promise<{ refundFen: number }> {
  const { joinedAt } = await lockActiveNumber(db, cancellation.phone);
  await moveNumber(db, { phone: cancellation.phone, transition: 'ownerCancellation', now: cancellation.now });
  // The final bill comes before the refund.
  await closeFinalBill(db, cancellation.phone, cancellation.now, joinedAt);
  const [number] = await db.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, cancellation.phone));
  const balanceFen = number?.balanceFen ?? 0;
  const refundFen = Math.max(0, balanceFen);
  await db
    .update(subscribers)
    .set({ balanceFen: sql`${subscribers.balanceFen} - ${refundFen}` })
    .where(eq(subscribers.phone, cancellation.phone));
  await db.insert(balanceRefunds).values({
    phone: cancellation.phone,
    applicationId: cancellation.applicationId,
    amountFen: refundFen,
    route: cancellation.refundBank ? 'bank' : 'forfeited',
    sealedBank: cancellation.refundBank,
    status: cancellation.refundBank && refundFen > 0 ? 'pending' : 'none',
    createdAt: cancellation.now,
  });
  if (refundFen > 0) {
    await db.insert(balanceLedger).values({
      phone: cancellation.phone,
      changeFen: -refundFen,
      balanceAfterFen: balanceFen - refundFen,
      reason: 'cancellation',
      reference: `cancel:${cancellation.applicationId}`,
      createdAt: cancellation.now,
    });
  }
  // The points settings decide: cleared by a ledger entry, or left on the cancelled number's account.
  if ((await readPointsSettings(db)).clearOnCancellation) {
    await clearPoints(db, cancellation.phone, cancellation.now);
  }
  await cancelPendingPackageChange(db, { phone: cancellation.phone, reason: NUMBER_CANCELLED_REASON, now: cancellation.now });
  await forgetOwnerData(db, cancellation.phone);
  return { refundFen };
}

/**
 * A cancelled number's final bill: the month in progress up to today, and the previous month when
 * the number was live then and the monthly run has not closed it yet (a cancellation early on the 1st).
 */
export async function closeFinalBill(db: Executor, phone: string, now: Date, joinedAt?: Date): Promise<void> {
  const month = formatChinaMonth(now);
  const [number] = joinedAt ? [{ joinedAt }] : await db.select({ joinedAt: subscribers.joinedAt }).from(subscribers).where(eq(subscribers.phone, phone));
  if (number && number.joinedAt < chinaMonthBounds(month).start) {
    await closeLockedMonth(db, phone, monthToClose(now), now);
  }
  await closeLockedMonth(db, phone, month, now);
}

async function clearPoints(db: Executor, phone: string, now: Date): Promise<void> {
  const [account] = await db
    .select({ currentPoints: pointsAccounts.currentPoints })
    .from(pointsAccounts)
    .where(and(eq(pointsAccounts.phone, phone), gt(pointsAccounts.currentPoints, 0)))
    .for('update');
  if (!account) {
    return;
  }
  await db.update(pointsAccounts).set({ currentPoints: 0 }).where(eq(pointsAccounts.phone, phone));
  await db
    .insert(pointsLedger)
    .values({ phone, change: -account.currentPoints, kind: 'cancellation', title: POINTS_CLEARED_TITLE, balanceAfter: 0, createdAt: now });
}

/** What belonged to the number's previous owner: the service password, invoice titles and grants. */
export async function forgetOwnerData(db: Executor, phone: string): Promise<void> {
  await db.delete(servicePasswords).where(eq(servicePasswords.phone, phone));
  await db.delete(servicePasswordGrants).where(eq(servicePasswordGrants.phone, phone));
  await db.delete(invoiceAccessGrants).where(eq(invoiceAccessGrants.phone, phone));
  await db.delete(invoiceTitles).where(eq(invoiceTitles.ownerPhone, phone));
  await db.delete(packageChangeVerifications).where(eq(packageChangeVerifications.phone, phone));
}

/**
 * Registers the number to its new owner: the name and full ID the receiver's identity check proved,
 * so the number stays real-name (a check without a full ID would leave it not real-name). What was
 * the previous owner's goes; the account (balance, package, services) stays with the number.
 */
export async function transferNumber(db: Executor, transfer: { phone: string; ownerName: string; idNumber: string }): Promise<void> {
  await lockActiveNumber(db, transfer.phone);
  const idNumber = transfer.idNumber.toUpperCase();
  await db
    .update(subscribers)
    .set({ ownerName: transfer.ownerName, idNumber, idLast6: idNumber.slice(-6), isRealName: idNumber.length === 18 })
    .where(eq(subscribers.phone, transfer.phone));
  await forgetOwnerData(db, transfer.phone);
  // The previous owner's choices for the number: whom they blocked, and their auto top-up's rules
  // (its contract ended with their binding). The receiver starts with their own.
  await db.delete(callProtectionEntries).where(eq(callProtectionEntries.phone, transfer.phone));
  await db.delete(callProtectionCategories).where(eq(callProtectionCategories.phone, transfer.phone));
  await db.delete(callProtectionSettings).where(eq(callProtectionSettings.phone, transfer.phone));
  await db.delete(autoTopUpSettings).where(eq(autoTopUpSettings.phone, transfer.phone));
}

/**
 * The number is real-name from now on (a passed real-name supplement). A number the opening audit
 * suspended is back in service by it: the supplement is the registration the refusal asked for.
 */
export async function markRealName(db: Executor, phone: string, now: Date): Promise<void> {
  await lockActiveNumber(db, phone);
  await db.update(subscribers).set({ isRealName: true }).where(eq(subscribers.phone, phone));
  await tryMoveNumber(db, { phone, transition: 'auditLifted', now });
}

/** Puts the new card on the number; the old card is invalid from then on, and a loss report in force ends. */
export async function replaceSimCard(db: Executor, change: { phone: string; applicationId: string; newIccid: string; now: Date }): Promise<void> {
  const number = await lockActiveNumber(db, change.phone);
  if (number.iccid === change.newIccid) {
    throw invalid(LifecycleMessage.ICCID_CURRENT);
  }
  const [usedByNumber] = await db
    .select({ phone: subscribers.phone })
    .from(subscribers)
    .where(and(eq(subscribers.iccid, change.newIccid), ne(subscribers.phone, change.phone)))
    .limit(1);
  const [inStock] = await db.select({ iccid: cardStock.iccid }).from(cardStock).where(eq(cardStock.iccid, change.newIccid)).limit(1);
  // A card once on any number, even an old one, is never issued again.
  const [usedBefore] = await db
    .select({ id: simCardChanges.id })
    .from(simCardChanges)
    .where(or(eq(simCardChanges.newIccid, change.newIccid), eq(simCardChanges.oldIccid, change.newIccid)))
    .limit(1);
  if (usedByNumber || inStock || usedBefore) {
    throw invalid(LifecycleMessage.ICCID_TAKEN);
  }
  await db
    .insert(simCardChanges)
    .values({ phone: change.phone, applicationId: change.applicationId, oldIccid: number.iccid, newIccid: change.newIccid, changedAt: change.now });
  await db.update(subscribers).set({ iccid: change.newIccid }).where(eq(subscribers.phone, change.phone));
  // The lost card is the one replaced: the number works again on the new card.
  await liftLossReport(db, { phone: change.phone, by: 'simReplacement', now: change.now });
}

// The opening audit. The number is opened real-name and in service when the agent submits (the
// real-name check passed); the audit confirms it, or suspends it until the customer registers again
// at a store. A number cancelled meanwhile is left as it is, so the audit can still be closed.

/** A passed opening audit: the number is real-name. */
export async function confirmOpenedNumber(db: Executor, phone: string): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ isRealName: true })
    .where(and(eq(subscribers.phone, phone), ne(subscribers.status, 'cancelled')))
    .returning({ phone: subscribers.phone });
  return rows.length > 0;
}

/** A refused opening audit: the number is suspended and not real-name until the customer re-registers at a store. */
export async function suspendRefusedOpening(db: Executor, phone: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ isRealName: false })
    .where(and(eq(subscribers.phone, phone), ne(subscribers.status, 'cancelled')))
    .returning({ phone: subscribers.phone });
  if (rows.length === 0) {
    return false;
  }
  // Already stopped another way (staff, arrears): it stays so, and is not real-name until registered.
  await tryMoveNumber(db, { phone, transition: 'auditSuspension', now });
  return true;
}
