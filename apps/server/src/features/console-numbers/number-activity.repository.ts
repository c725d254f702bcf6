import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  boardPosts,
  complaints,
  invoiceMails,
  invoices,
  memberNumbers,
  pointsLedger,
  rechargeOrders,
  usageAlertEvents,
  usageDetailMails,
} from '../../db/schema.ts';

// SQL of the number record's activity: top-ups, points, invoices, the board posts of the members
// bound to the number now, complaints about it, and its notices outside the SMS outbox.

export function listRecharges(db: Executor, phone: string, limit: number) {
  return db
    .select({
      outTradeNo: rechargeOrders.outTradeNo,
      kind: rechargeOrders.productKind,
      productName: rechargeOrders.productName,
      amountFen: rechargeOrders.amountFen,
      status: rechargeOrders.status,
      createdAt: rechargeOrders.createdAt,
      paidAt: rechargeOrders.paidAt,
      refundedAt: rechargeOrders.refundedAt,
    })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.phone, phone))
    .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.outTradeNo))
    .limit(limit);
}

export function listPoints(db: Executor, phone: string, limit: number) {
  return db
    .select({
      id: pointsLedger.id,
      change: pointsLedger.change,
      kind: pointsLedger.kind,
      title: pointsLedger.title,
      balanceAfter: pointsLedger.balanceAfter,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.phone, phone))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit);
}

export function listInvoices(db: Executor, phone: string, limit: number) {
  return db.select().from(invoices).where(eq(invoices.phone, phone)).orderBy(desc(invoices.createdAt), desc(invoices.id)).limit(limit);
}

/** Board posts of the members bound to the number now. */
export function listBoardPosts(db: Executor, phone: string, limit: number) {
  const boundMembers = db.select({ memberId: memberNumbers.memberId }).from(memberNumbers).where(eq(memberNumbers.phone, phone));
  return db
    .select({
      id: boardPosts.id,
      content: boardPosts.content,
      createdAt: boardPosts.createdAt,
      hiddenAt: boardPosts.hiddenAt,
      answeredAt: boardPosts.officialRepliedAt,
    })
    .from(boardPosts)
    .where(inArray(boardPosts.memberId, boundMembers))
    .orderBy(desc(boardPosts.createdAt), desc(boardPosts.id))
    .limit(limit);
}

export function listComplaints(db: Executor, phone: string, limit: number) {
  return db
    .select({ id: complaints.id, content: complaints.content, createdAt: complaints.createdAt, answeredAt: complaints.answeredAt })
    .from(complaints)
    .where(eq(complaints.phone, phone))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(limit);
}

/** Usage alerts of the number, but those sent by SMS: their SMS is a notification, in the record's SMS log. */
export function listUsageAlertEvents(db: Executor, phone: string, limit: number) {
  return db
    .select({
      id: usageAlertEvents.id,
      kind: usageAlertEvents.kind,
      threshold: usageAlertEvents.threshold,
      channel: usageAlertEvents.channel,
      attempts: usageAlertEvents.attempts,
      createdAt: usageAlertEvents.createdAt,
      sentAt: usageAlertEvents.sentAt,
      failedAt: usageAlertEvents.failedAt,
    })
    .from(usageAlertEvents)
    .where(and(eq(usageAlertEvents.phone, phone), or(isNull(usageAlertEvents.channel), ne(usageAlertEvents.channel, 'sms'))))
    .orderBy(desc(usageAlertEvents.createdAt), desc(usageAlertEvents.id))
    .limit(limit);
}

/** The mails of the number's invoices (the issued one, and the red-letter one of a reversal). */
export function listInvoiceMails(db: Executor, phone: string, limit: number) {
  return db
    .select({
      id: invoiceMails.id,
      role: invoiceMails.role,
      invoiceNumber: invoices.invoiceNumber,
      redInvoiceNumber: invoices.redInvoiceNumber,
      email: invoices.email,
      attempts: invoiceMails.attempts,
      createdAt: invoiceMails.createdAt,
      sentAt: invoiceMails.sentAt,
      failedAt: invoiceMails.failedAt,
    })
    .from(invoiceMails)
    .innerJoin(invoices, eq(invoices.id, invoiceMails.invoiceId))
    .where(eq(invoices.phone, phone))
    .orderBy(desc(invoiceMails.createdAt), desc(invoiceMails.id))
    .limit(limit);
}

export function listUsageDetailMails(db: Executor, phone: string, limit: number) {
  return db
    .select({
      id: usageDetailMails.id,
      billMonth: usageDetailMails.billMonth,
      email: usageDetailMails.email,
      attempts: usageDetailMails.attempts,
      createdAt: usageDetailMails.createdAt,
      sentAt: usageDetailMails.sentAt,
      failedAt: usageDetailMails.failedAt,
    })
    .from(usageDetailMails)
    .where(eq(usageDetailMails.phone, phone))
    .orderBy(desc(usageDetailMails.createdAt), desc(usageDetailMails.id))
    .limit(limit);
}
