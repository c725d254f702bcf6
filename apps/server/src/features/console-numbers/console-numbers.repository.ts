import { count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  applications,
  balanceRefunds,
  memberNumbers,
  notifications,
  numberTenures,
  packages,
  pointsAccounts,
  serviceOrders,
  simCardChanges,
  simReplacementApplications,
  subscribers,
} from '../../db/schema.ts';

// SQL of the number record (号码档案): the back office's rows of one number. The rules (masking,
// texts, opening the sealed bank details) live in console-numbers.service.ts.

/** The number's former owners (the pool's tenures), the latest first, with the name their record kept. */
export function listFormerOwners(db: Executor, phone: string) {
  return db
    .select({
      tenure: numberTenures.tenure,
      ownerName: subscribers.ownerName,
      joinedAt: numberTenures.joinedAt,
      cancelledAt: numberTenures.cancelledAt,
      releasedAt: numberTenures.releasedAt,
    })
    .from(numberTenures)
    .innerJoin(subscribers, eq(subscribers.phone, numberTenures.archiveKey))
    .where(eq(numberTenures.phone, phone))
    .orderBy(desc(numberTenures.tenure));
}

export async function findNumber(db: Executor, phone: string) {
  const [row] = await db
    .select({
      phone: subscribers.phone,
      status: subscribers.status,
      cancelledAt: subscribers.cancelledAt,
      ownerName: subscribers.ownerName,
      idNumber: subscribers.idNumber,
      isRealName: subscribers.isRealName,
      iccid: subscribers.iccid,
      balanceFen: subscribers.balanceFen,
      points: pointsAccounts.currentPoints,
      stateSince: subscribers.stateSince,
      ownCreditLimitFen: subscribers.creditLimitFen,
      packageCreditLimitFen: packages.creditLimitFen,
    })
    .from(subscribers)
    .leftJoin(pointsAccounts, eq(pointsAccounts.phone, subscribers.phone))
    .leftJoin(packages, eq(packages.id, subscribers.packageId))
    .where(eq(subscribers.phone, phone));
  return row ?? null;
}

export async function countBoundMembers(db: Executor, phone: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(memberNumbers).where(eq(memberNumbers.phone, phone));
  return row?.total ?? 0;
}

export function listRefunds(db: Executor, phone: string, limit: number) {
  return db.select().from(balanceRefunds).where(eq(balanceRefunds.phone, phone)).orderBy(desc(balanceRefunds.createdAt), desc(balanceRefunds.id)).limit(limit);
}

export function listCardChanges(db: Executor, phone: string, limit: number) {
  return db.select().from(simCardChanges).where(eq(simCardChanges.phone, phone)).orderBy(desc(simCardChanges.changedAt), desc(simCardChanges.id)).limit(limit);
}

export function listApplications(db: Executor, phone: string, limit: number) {
  return db
    .select({
      id: applications.id,
      applicationNo: applications.applicationNo,
      kind: applications.kind,
      status: applications.status,
      reason: applications.reviewReason,
      createdAt: applications.createdAt,
      reviewedAt: applications.reviewedAt,
    })
    .from(applications)
    .where(eq(applications.phone, phone))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
}

export function listSimReplacements(db: Executor, phone: string, limit: number) {
  return db
    .select({
      id: simReplacementApplications.id,
      status: simReplacementApplications.status,
      reason: simReplacementApplications.failReason,
      createdAt: simReplacementApplications.createdAt,
      decidedAt: simReplacementApplications.decidedAt,
    })
    .from(simReplacementApplications)
    .where(eq(simReplacementApplications.phone, phone))
    .orderBy(desc(simReplacementApplications.createdAt))
    .limit(limit);
}

export function listOrders(db: Executor, phone: string, limit: number) {
  return db
    .select({ oid: serviceOrders.oid, name: serviceOrders.name, status: serviceOrders.checkStatus, createdAt: serviceOrders.createdAt })
    .from(serviceOrders)
    .where(eq(serviceOrders.phone, phone))
    .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.oid))
    .limit(limit);
}

/** Notifications to the number, and those of its applications' decisions wherever they went (a spare number). */
export function listNotifications(db: Executor, phone: string, decisionKeys: string[], limit: number) {
  const ofNumber = eq(notifications.phone, phone);
  return db
    .select()
    .from(notifications)
    .where(decisionKeys.length > 0 ? or(ofNumber, inArray(notifications.dedupeKey, decisionKeys)) : ofNumber)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}
