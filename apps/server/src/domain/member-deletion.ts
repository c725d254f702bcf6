import { InvoiceStatus } from '@hall/contract/invoices/rules';
import { DELETION_BLOCKER_TEXT, type DeletionBlocker } from '@hall/contract/personal-info/rules';
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import {
  applicationFiles,
  applications,
  autoTopUpSettings,
  balanceRefunds,
  callProtectionCategories,
  callProtectionEntries,
  callProtectionSettings,
  invoiceAccessGrants,
  invoices,
  invoiceTitles,
  memberNumbers,
  members,
  memberSessions,
  numberDebts,
  packageChangeVerifications,
  servicePasswordGrants,
  simReplacementApplications,
  usageAlertEvents,
  usageAlerts,
  usageAlertSettings,
  personalInfoCopies,
  wechatSubscribeGrants,
} from '../db/schema.ts';
import { listHeldNumbers, unbindMemberNumber } from '../platform/member-numbers.ts';

// 删除会员信息: the deletion of a WeChat member's record at the member's request (PIPL art. 47).
// It keeps what a law keeps (bills and invoices, real-name registration, applications and the
// identities and consents they stand on) and removes the rest.
//
// The member row is not deleted but becomes an anonymous tombstone: invoices, applications and the
// binding history the law or the number's record keeps name a member id, and the console's joins
// (who asked for an invoice, who held a number) must still find a row, now one that names no WeChat
// user. The openid is replaced, so the same WeChat user signing in again starts a fresh member.

/** The nickname a deleted member's row keeps. */
export const DELETED_MEMBER_NICKNAME = '已删除的用户';

/** The blockers' words, for the member and for staff. */
export const blockerTexts = (blockers: readonly string[]) => blockers.map((blocker) => DELETION_BLOCKER_TEXT[blocker as DeletionBlocker] ?? blocker);

/** Locks the member's row for the rest of the transaction: deletions and bindings of one member go one at a time. */
export async function lockMember(tx: Executor, memberId: number) {
  const [row] = await tx.select({ id: members.id, deletedAt: members.deletedAt }).from(members).where(eq(members.id, memberId)).for('update');
  return row ?? null;
}

/** What in progress a deletion would orphan: each kind that holds it back, in DELETION_BLOCKER_TEXT's order. */
export async function findDeletionBlockers(db: Executor, memberId: number): Promise<DeletionBlocker[]> {
  const ownApplications = db.select({ id: applications.id }).from(applications).where(eq(applications.memberId, memberId));
  const heldPhones = db.select({ phone: memberNumbers.phone }).from(memberNumbers).where(eq(memberNumbers.memberId, memberId));
  const appliedPhones = db.select({ phone: applications.phone }).from(applications).where(eq(applications.memberId, memberId));
  const [application, simReplacement, invoice, refund, debt] = await Promise.all([
    db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.memberId, memberId), eq(applications.status, 'pending')))
      .limit(1),
    db
      .select({ id: simReplacementApplications.id })
      .from(simReplacementApplications)
      .where(and(eq(simReplacementApplications.memberId, memberId), eq(simReplacementApplications.status, 'pending')))
      .limit(1),
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.memberId, memberId),
          or(
            eq(invoices.status, InvoiceStatus.INVOICING),
            and(eq(invoices.status, InvoiceStatus.FAILED), isNull(invoices.reviewedAt), isNull(invoices.supersededAt)),
          ),
        ),
      )
      .limit(1),
    db
      .select({ id: balanceRefunds.id })
      .from(balanceRefunds)
      .where(and(eq(balanceRefunds.status, 'pending'), inArray(balanceRefunds.applicationId, ownApplications)))
      .limit(1),
    db
      .select({ id: numberDebts.id })
      .from(numberDebts)
      .where(and(eq(numberDebts.status, 'owed'), or(inArray(numberDebts.phone, heldPhones), inArray(numberDebts.phone, appliedPhones))))
      .limit(1),
  ]);
  const found: [DeletionBlocker, boolean][] = [
    ['applicationPending', application.length > 0],
    ['simReplacementPending', simReplacement.length > 0],
    ['invoicePending', invoice.length > 0],
    ['refundPending', refund.length > 0],
    ['debtOwed', debt.length > 0],
  ];
  return found.filter(([, isFound]) => isFound).map(([blocker]) => blocker);
}

/**
 * Deletes the member's record in the caller's transaction, which holds the member's row lock
 * (lockMember). Returns the numbers unbound.
 */
export async function deleteMemberRecord(tx: Executor, memberId: number, now: Date): Promise<string[]> {
  const held = await listHeldNumbers(tx, memberId);
  const phones = held.map((row) => row.phone);
  for (const phone of phones) {
    await unbindMemberNumber(tx, { memberId, phone, method: 'memberDeleted', now });
  }
  // A number's lists and saved invoice titles are shared by every member holding it; they go with
  // the last one. Another member still holding the number keeps them.
  const stillHeld = phones.length === 0 ? [] : await tx.select({ phone: memberNumbers.phone }).from(memberNumbers).where(inArray(memberNumbers.phone, phones));
  const released = phones.filter((phone) => !stillHeld.some((row) => row.phone === phone));
  if (released.length > 0) {
    await tx.delete(callProtectionEntries).where(inArray(callProtectionEntries.phone, released));
    await tx.delete(callProtectionCategories).where(inArray(callProtectionCategories.phone, released));
    await tx.delete(callProtectionSettings).where(inArray(callProtectionSettings.phone, released));
    await tx.delete(invoiceTitles).where(inArray(invoiceTitles.ownerPhone, released));
  }
  await tx.delete(autoTopUpSettings).where(eq(autoTopUpSettings.memberId, memberId));
  await tx.delete(usageAlerts).where(eq(usageAlerts.memberId, memberId));
  await tx.delete(usageAlertSettings).where(eq(usageAlertSettings.memberId, memberId));
  await tx.delete(usageAlertEvents).where(eq(usageAlertEvents.memberId, memberId));
  await tx.delete(invoiceAccessGrants).where(eq(invoiceAccessGrants.memberId, memberId));
  await tx.delete(servicePasswordGrants).where(eq(servicePasswordGrants.memberId, memberId));
  await tx.delete(packageChangeVerifications).where(eq(packageChangeVerifications.memberId, memberId));
  await tx.delete(wechatSubscribeGrants).where(eq(wechatSubscribeGrants.memberId, memberId));
  await tx
    .delete(applicationFiles)
    .where(and(eq(applicationFiles.memberId, memberId), notInArray(applicationFiles.bizNo, tx.select({ bizNo: applications.bizNo }).from(applications))));
  // A copy of the member's data is the member's data: its ZIP and address go with the record.
  await tx.delete(personalInfoCopies).where(eq(personalInfoCopies.memberId, memberId));
  await tx.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
  await tx
    .update(members)
    .set({
      openid: `deleted:${memberId}`,
      nickname: DELETED_MEMBER_NICKNAME,
      nicknameCorrectedAt: null,
      contactEmail: '',
      avatarUrl: '',
      careMode: false,
      boundPhone: null,
      boundAt: null,
      deletedAt: now,
    })
    .where(eq(members.id, memberId));
  return phones;
}
