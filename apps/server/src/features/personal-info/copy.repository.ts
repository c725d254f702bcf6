import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  billItems,
  boardPosts,
  complaints,
  invoices,
  personalInfoCopies,
  pointsAccounts,
  pointsLedger,
  pointsOrders,
  rechargeOrders,
  serviceOrders,
} from '../../db/schema.ts';

// SQL of 获取副本: the copy rows (also the job's rows) and what a copy holds beyond the centre's
// sections. Every read is keyed by the member's id, or by a number the member holds now (rows of a
// number's former owners moved under another key when it went back to the pool).

const copyColumns = {
  id: personalInfoCopies.id,
  delivery: personalInfoCopies.delivery,
  email: personalInfoCopies.email,
  hasContent: sql<boolean>`${personalInfoCopies.content} is not null`,
  downloadedAt: personalInfoCopies.downloadedAt,
  sentAt: personalInfoCopies.sentAt,
  failedAt: personalInfoCopies.failedAt,
  createdAt: personalInfoCopies.createdAt,
};

export type CopyRow = Awaited<ReturnType<typeof listCopies>>[number];

export function listCopies(db: Executor, memberId: number, limit: number) {
  return db
    .select(copyColumns)
    .from(personalInfoCopies)
    .where(eq(personalInfoCopies.memberId, memberId))
    .orderBy(desc(personalInfoCopies.createdAt), desc(personalInfoCopies.id))
    .limit(limit);
}

export async function hasCopyInPreparation(db: Executor, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: personalInfoCopies.id })
    .from(personalInfoCopies)
    .where(and(eq(personalInfoCopies.memberId, memberId), isNull(personalInfoCopies.sentAt), isNull(personalInfoCopies.failedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes a downloadable copy's bytes and empties them in one transaction: the row is locked, so of
 * two downloads at once the second finds the bytes gone. Answers null when there is nothing to hand.
 */
export async function takeCopyContent(db: Executor, options: { memberId: number; copyId: number; notBefore: Date; now: Date }): Promise<Buffer | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ content: personalInfoCopies.content, createdAt: personalInfoCopies.createdAt })
      .from(personalInfoCopies)
      .where(and(eq(personalInfoCopies.id, options.copyId), eq(personalInfoCopies.memberId, options.memberId), isNotNull(personalInfoCopies.content)))
      .for('update');
    if (!row?.content || row.createdAt <= options.notBefore) {
      return null;
    }
    await tx.update(personalInfoCopies).set({ content: null, downloadedAt: options.now }).where(eq(personalInfoCopies.id, options.copyId));
    return row.content;
  });
}

export function listBillItems(db: Executor, phone: string) {
  return db
    .select({ billMonth: billItems.billMonth, itemName: billItems.itemName, amountFen: billItems.amountFen })
    .from(billItems)
    .where(eq(billItems.phone, phone))
    .orderBy(desc(billItems.billMonth), asc(billItems.sortOrder));
}

/** The number's top-ups the member paid for (a top-up another member made for it is theirs). */
export function listTopUps(db: Executor, phone: string, memberId: number) {
  return db
    .select({
      outTradeNo: rechargeOrders.outTradeNo,
      productName: rechargeOrders.productName,
      amountFen: rechargeOrders.amountFen,
      status: rechargeOrders.status,
      createdAt: rechargeOrders.createdAt,
      paidAt: rechargeOrders.paidAt,
      refundedAt: rechargeOrders.refundedAt,
    })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.phone, phone), eq(rechargeOrders.memberId, memberId)))
    .orderBy(desc(rechargeOrders.createdAt));
}

export function listServiceOrders(db: Executor, phone: string) {
  return db
    .select({
      oid: serviceOrders.oid,
      name: serviceOrders.name,
      status: serviceOrders.checkStatus,
      summary: serviceOrders.summary,
      createdAt: serviceOrders.createdAt,
    })
    .from(serviceOrders)
    .where(eq(serviceOrders.phone, phone))
    .orderBy(desc(serviceOrders.createdAt));
}

export async function readPoints(db: Executor, phone: string) {
  const [account] = await db
    .select({ currentPoints: pointsAccounts.currentPoints, grandTotalPoints: pointsAccounts.grandTotalPoints })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.phone, phone));
  const ledger = await db
    .select({ change: pointsLedger.change, title: pointsLedger.title, balanceAfter: pointsLedger.balanceAfter, createdAt: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(eq(pointsLedger.phone, phone))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
  const exchanges = await db
    .select({ title: pointsOrders.title, pointsCost: pointsOrders.pointsCost, valueFen: pointsOrders.valueFen, createdAt: pointsOrders.createdAt })
    .from(pointsOrders)
    .where(eq(pointsOrders.phone, phone))
    .orderBy(desc(pointsOrders.createdAt));
  return { account: account ?? { currentPoints: 0, grandTotalPoints: 0 }, ledger, exchanges };
}

/** The member's invoices of a number: never the buyer's bank or taxpayer details. */
export function listInvoices(db: Executor, phone: string, memberId: number) {
  return db
    .select({
      months: invoices.months,
      buyerName: invoices.buyerName,
      email: invoices.email,
      amountFen: invoices.amountFen,
      status: invoices.status,
      invoiceNumber: invoices.invoiceNumber,
      createdAt: invoices.createdAt,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(and(eq(invoices.phone, phone), eq(invoices.memberId, memberId)))
    .orderBy(desc(invoices.createdAt));
}

export function listOwnPosts(db: Executor, memberId: number) {
  return db
    .select({
      content: boardPosts.content,
      likeCount: boardPosts.likeCount,
      replyCount: boardPosts.replyCount,
      createdAt: boardPosts.createdAt,
      hiddenAt: boardPosts.hiddenAt,
    })
    .from(boardPosts)
    .where(eq(boardPosts.memberId, memberId))
    .orderBy(desc(boardPosts.createdAt));
}

/** The member's complaints about the numbers they hold now, and those naming no number. */
export function listOwnComplaints(db: Executor, memberId: number, phones: string[]) {
  return db
    .select({ content: complaints.content, answer: complaints.answer, createdAt: complaints.createdAt, answeredAt: complaints.answeredAt })
    .from(complaints)
    .where(
      and(eq(complaints.memberId, memberId), phones.length > 0 ? or(isNull(complaints.phone), inArray(complaints.phone, phones)) : isNull(complaints.phone)),
    )
    .orderBy(desc(complaints.createdAt));
}
