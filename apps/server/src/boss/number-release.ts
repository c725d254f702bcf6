import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { formerOwnerKey } from '@hall/contract/number-key';
import type { Executor } from '../db/connection.ts';
import * as schema from '../db/schema.ts';
import { cardStock, notifications, numberTenures, openCardRecords, subscribers } from '../db/schema.ts';
import { unbindNumber } from '../platform/member-numbers.ts';
import { tryMoveNumber } from './number-state-machine.ts';

// A cancelled number's return to the pool (号码回收), once its quarantine ran out. Every table
// keys its rows by the number, so the former owner's rows move, in one transaction, under the key
// `<phone>#<n>` (formerOwnerKey): the subscriber row (as released) with everything that was
// theirs. The number is then free: a new card of it can be stocked and opened, and its new owner
// starts with nothing of the former one's (bills, balance, points, orders, messages).

/** Columns holding the number whose rows are the owner's: they move under the former owner's key. */
export const FORMER_OWNER_RECORDS: readonly PgColumn[] = [
  schema.applications.phone,
  // Auto top-up was the former owner's: its rules, contracts (ended with the number), checks, debits and terminations.
  schema.autoTopUpChecks.phone,
  schema.autoTopUpContracts.phone,
  schema.autoTopUpDebits.phone,
  schema.autoTopUpSettings.phone,
  schema.autoTopUpTerminations.phone,
  schema.balanceAdjustments.phone,
  schema.balanceLedger.phone,
  schema.balanceRefunds.phone,
  schema.billItems.phone,
  schema.billingRuns.phone,
  schema.bossMonthlyFees.phone,
  schema.callerSubscriptions.phone,
  // The desk's notes were about the former owner.
  schema.customerNotes.phone,
  schema.callInterceptions.phone,
  schema.callProtectionCategories.phone,
  schema.callProtectionEntries.phone,
  schema.callProtectionSettings.phone,
  schema.complaints.phone,
  // A gift given or received was the former owner's; the other side's record then names it 170****0002（第1任机主）.
  schema.gifts.giverPhone,
  schema.gifts.receiverPhone,
  schema.identityChecks.phone,
  schema.invoiceAccessGrants.phone,
  schema.invoiceMonths.phone,
  schema.invoiceTitles.ownerPhone,
  schema.invoices.phone,
  schema.lossReports.phone,
  schema.notifications.phone,
  schema.numberDebts.phone,
  schema.numberStateChanges.phone,
  schema.packageChangeOrders.phone,
  schema.packageChangeVerifications.phone,
  schema.pointsAccounts.phone,
  schema.pointsLedger.phone,
  schema.pointsOrders.phone,
  schema.pointsSignIns.phone,
  schema.promiseVideoRequirements.phone,
  schema.realNameOrders.phone,
  schema.rechargeOrders.phone,
  schema.sandboxSmsOutbox.phone,
  schema.sandboxUsageProfiles.phone,
  schema.serviceOrders.phone,
  schema.servicePasswordGrants.phone,
  schema.servicePasswords.phone,
  schema.simCardChanges.phone,
  schema.simReplacementApplications.phone,
  schema.smsCodes.phone,
  schema.smsInterceptions.phone,
  schema.smsRegisterCategories.phone,
  schema.smsRegisterNumbers.phone,
  schema.smsRegisterRequests.phone,
  schema.smsRegisterSubscriptions.phone,
  schema.subscribedServices.phone,
  schema.transferOrders.phone,
  schema.usageCharges.phone,
  schema.usageDays.phone,
  schema.usageDetailMails.phone,
  schema.usageDetailUnlocks.phone,
  schema.usageItems.phone,
  schema.usageRecords.phone,
  // The former owner's members' usage alerts and the alerts sent: theirs, not the next owner's.
  schema.usageAlerts.phone,
  schema.usageAlertEvents.phone,
  schema.userAppeals.phone,
];

/** Columns that name a number but are not the owner's rows, and what the release does with them. */
export const NOT_FORMER_OWNER_RECORDS: ReadonlyMap<PgColumn, string> = new Map<PgColumn, string>([
  [schema.subscribers.phone, 'the row is copied under the former owner’s key and the number’s own removed'],
  [schema.cardStock.phone, 'the card is retired: never issued again, and a new card may carry the number'],
  [schema.members.boundPhone, 'members still bound are unbound, and logged out when they hold no other number'],
  [schema.memberNumbers.phone, 'the members holding the number no longer do'],
  [schema.memberBindingEvents.phone, 'a member’s own history of the numbers they held, under each number as it was then'],
  [schema.numberTenures.phone, 'the list of the number’s former owners itself'],
  [
    schema.commissionLedger.phone,
    'a dealer’s commission on an opening, append-only (never moved): each entry names its opening (uim_id), and the writers take the number’s latest activation, so a new owner’s opening earns apart',
  ],
  [
    schema.commissionShareJobs.phone,
    'the share job of a closed month, run before the number goes back to the pool; it names the number as that month’s bill did',
  ],
  [schema.invoices.contactPhone, 'a contact number the person gave, not this number'],
  [schema.openCardRecords.sparePhone, 'a contact number the person gave, not this number'],
  [schema.simReplacementApplications.receiverPhone, 'a contact number the person gave, not this number'],
  [schema.stores.phone, 'a store’s telephone'],
  [schema.usageAlertChecks.phone, 'a queued check of the number’s alerts: the alerts moved with the former owner, so it finds none'],
  [schema.openCardRecords.serviceId, 'an agent’s opening stays with its card; the card lookup and retention tell tenures apart by number_tenures'],
  [schema.agentRealNameChecks.serviceId, 'an opening’s real-name check in progress, gone within the hour'],
  [
    schema.personalInfoCopies.phone,
    'the number a member’s copy of their own data was asked on (its code went there); the copy is the member’s, gone within 30 days',
  ],
  [
    schema.memberDeletionRequests.maskedPhones,
    'the masked numbers a member held when asking to delete their record: a record of the member, not of the number',
  ],
]);

const NUMBER_RELEASED_ERROR = '号码已回收，未发送';

/** Rows of the number, its own owner's and its former owners' alike: finance's lists by number. */
export function ofNumberAndFormerOwners(column: PgColumn, phone: string): SQL {
  return sql`(${column} = ${phone} or ${column} like ${`${phone}#%`})`;
}

/**
 * An agent's opening (open_card_records, which stays with its card) made before its number went
 * back to the pool: its customer is a former owner, whoever holds the number now. `tenureCondition`
 * narrows the tenures that count (retention: those whose service ended long ago).
 */
export function isFormerOwnersOpening(tenureCondition?: SQL): SQL {
  return sql`exists (select 1 from ${numberTenures} where ${numberTenures.phone} = ${openCardRecords.serviceId}
    and ${numberTenures.releasedAt} > ${openCardRecords.createdAt}${tenureCondition ? sql` and ${tenureCondition}` : sql``})`;
}

/**
 * Returns a cancelled number to the pool, in the caller's transaction (the number's row locked):
 * null when the machine does not allow it (not cancelled).
 */
export async function returnToPool(tx: Executor, phone: string, now: Date): Promise<{ tenure: number } | null> {
  const moved = await tryMoveNumber(tx, { phone, transition: 'returnToPool', now });
  if (!moved) {
    return null;
  }
  const [number] = await tx.select().from(subscribers).where(eq(subscribers.phone, phone));
  if (!number?.cancelledAt) {
    throw new Error(`released number ${phone} has no cancellation date`);
  }
  const [previous] = await tx.select({ total: count() }).from(numberTenures).where(eq(numberTenures.phone, phone));
  const tenure = Number(previous?.total ?? 0) + 1;
  const key = formerOwnerKey(phone, tenure);
  // A notice still queued was for the former owner: it is not sent to the number's next one.
  await tx
    .update(notifications)
    .set({ failedAt: now, lastError: NUMBER_RELEASED_ERROR })
    .where(and(eq(notifications.phone, phone), isNull(notifications.sentAt), isNull(notifications.failedAt)));
  await tx.insert(subscribers).values({ ...number, phone: key });
  for (const column of FORMER_OWNER_RECORDS) {
    await tx.execute(sql`update ${column.table as PgTable} set ${sql.identifier(column.name)} = ${key} where ${sql.identifier(column.name)} = ${phone}`);
  }
  await unbindNumber(tx, phone, { endSessions: true, method: 'numberCancelled', now });
  await tx.update(cardStock).set({ status: 'retired' }).where(eq(cardStock.phone, phone));
  await tx.delete(subscribers).where(eq(subscribers.phone, phone));
  await tx.insert(numberTenures).values({ phone, tenure, archiveKey: key, joinedAt: number.joinedAt, cancelledAt: number.cancelledAt, releasedAt: now });
  return { tenure };
}
