import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connection.ts';
import { balanceAdjustments, balanceLedger, billItems, numberDebts, numberStateChanges, staffUsers, usageDays } from '../../db/schema.ts';

// SQL of the number's account on its record: bills, the balance ledger, usage, state changes,
// debts and balance adjustments, with the names of the staff who acted.

export function listBillItems(db: Executor, phone: string, fromMonth: string) {
  return db
    .select({ month: billItems.billMonth, name: billItems.itemName, amountFen: billItems.amountFen })
    .from(billItems)
    .where(and(eq(billItems.phone, phone), gte(billItems.billMonth, fromMonth)))
    .orderBy(desc(billItems.billMonth), asc(billItems.sortOrder), asc(billItems.itemName));
}

export function listLedger(db: Executor, phone: string, limit: number) {
  return db
    .select({
      id: balanceLedger.id,
      changeFen: balanceLedger.changeFen,
      balanceAfterFen: balanceLedger.balanceAfterFen,
      reason: balanceLedger.reason,
      title: balanceLedger.title,
      createdAt: balanceLedger.createdAt,
    })
    .from(balanceLedger)
    .where(eq(balanceLedger.phone, phone))
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(limit);
}

export function listUsageDays(db: Executor, phone: string, fromDay: string) {
  return db
    .select()
    .from(usageDays)
    .where(and(eq(usageDays.phone, phone), gte(usageDays.day, fromDay)))
    .orderBy(desc(usageDays.day));
}

export function listStateChanges(db: Executor, phone: string, limit: number) {
  return db
    .select({
      id: numberStateChanges.id,
      fromState: numberStateChanges.fromState,
      toState: numberStateChanges.toState,
      transition: numberStateChanges.transition,
      reason: numberStateChanges.reason,
      staffName: staffUsers.displayName,
      createdAt: numberStateChanges.createdAt,
    })
    .from(numberStateChanges)
    .leftJoin(staffUsers, eq(staffUsers.id, numberStateChanges.staffId))
    .where(eq(numberStateChanges.phone, phone))
    .orderBy(desc(numberStateChanges.createdAt), desc(numberStateChanges.id))
    .limit(limit);
}

const debtColumns = {
  id: numberDebts.id,
  amountFen: numberDebts.amountFen,
  cause: numberDebts.cause,
  status: numberDebts.status,
  createdAt: numberDebts.createdAt,
  writtenOffAt: numberDebts.writtenOffAt,
  writtenOffBy: staffUsers.displayName,
  writeOffReason: numberDebts.writeOffReason,
};

export function listDebts(db: Executor, phone: string, limit: number) {
  return db
    .select(debtColumns)
    .from(numberDebts)
    .leftJoin(staffUsers, eq(staffUsers.id, numberDebts.writtenOffBy))
    .where(eq(numberDebts.phone, phone))
    .orderBy(desc(numberDebts.createdAt), desc(numberDebts.id))
    .limit(limit);
}

export async function findDebt(db: Executor, id: number) {
  const [row] = await db.select(debtColumns).from(numberDebts).leftJoin(staffUsers, eq(staffUsers.id, numberDebts.writtenOffBy)).where(eq(numberDebts.id, id));
  return row ?? null;
}

export type DebtRow = NonNullable<Awaited<ReturnType<typeof findDebt>>>;

const requester = alias(staffUsers, 'requester');
const decider = alias(staffUsers, 'decider');

function selectAdjustments(db: Executor) {
  return db
    .select({
      id: balanceAdjustments.id,
      amountFen: balanceAdjustments.amountFen,
      reason: balanceAdjustments.reason,
      status: balanceAdjustments.status,
      requestedById: balanceAdjustments.requestedBy,
      requestedBy: requester.displayName,
      requestedAt: balanceAdjustments.requestedAt,
      decidedBy: decider.displayName,
      decidedAt: balanceAdjustments.decidedAt,
      decisionReason: balanceAdjustments.decisionReason,
    })
    .from(balanceAdjustments)
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy));
}

/** The number's adjustments: waiting ones first, then newest first. */
export function listAdjustments(db: Executor, phone: string, limit: number) {
  return selectAdjustments(db)
    .where(eq(balanceAdjustments.phone, phone))
    .orderBy(sql`${balanceAdjustments.status} = 'pending' desc`, desc(balanceAdjustments.requestedAt), desc(balanceAdjustments.id))
    .limit(limit);
}

export async function findAdjustment(db: Executor, id: number) {
  const [row] = await selectAdjustments(db).where(eq(balanceAdjustments.id, id));
  return row ?? null;
}

export type AdjustmentRow = NonNullable<Awaited<ReturnType<typeof findAdjustment>>>;
