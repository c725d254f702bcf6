import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { invoiceAccessGrants, invoiceFiles, invoiceFormPhotos, invoiceMails, invoiceMonths, invoices, invoiceTitles } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceTitleRow = typeof invoiceTitles.$inferSelect;
/** createdAt is required: the month lists and the invoice's date are the injected clock's, not the database's. */
export type NewInvoice = typeof invoices.$inferInsert & { createdAt: Date };
export type FormPhotoKind = (typeof invoiceFormPhotos.$inferInsert)['kind'];

export interface MonthWithInvoice {
  id: number;
  phone: string;
  feeMonth: string;
  feeAmountFen: number;
  invoiceId: number | null;
  invoiceStatus: number | null;
  titleKind: number | null;
  errMsg: string | null;
}

const monthColumns = {
  id: invoiceMonths.id,
  phone: invoiceMonths.phone,
  feeMonth: invoiceMonths.feeMonth,
  feeAmountFen: invoiceMonths.feeAmountFen,
  invoiceId: invoiceMonths.invoiceId,
  invoiceStatus: invoices.status,
  titleKind: invoices.titleKind,
  errMsg: invoices.errMsg,
};

export async function saveAccessGrant(db: Executor, grant: { memberId: number; phone: string; grantedAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insert(invoiceAccessGrants)
    .values(grant)
    .onConflictDoUpdate({
      target: [invoiceAccessGrants.memberId, invoiceAccessGrants.phone],
      set: { grantedAt: grant.grantedAt, expiresAt: grant.expiresAt },
    });
}

export async function hasAccessGrant(db: Executor, memberId: number, phone: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ phone: invoiceAccessGrants.phone })
    .from(invoiceAccessGrants)
    .where(and(eq(invoiceAccessGrants.memberId, memberId), eq(invoiceAccessGrants.phone, phone), gt(invoiceAccessGrants.expiresAt, now)));
  return rows.length > 0;
}

/** Records billed months once per number (the fee is the one billed when first seen). */
export async function insertMissingMonths(db: Executor, phone: string, fees: { month: string; amountFen: number }[]): Promise<void> {
  if (fees.length === 0) {
    return;
  }
  await db
    .insert(invoiceMonths)
    .values(fees.map((fee) => ({ phone, feeMonth: fee.month, feeAmountFen: fee.amountFen })))
    .onConflictDoNothing({ target: [invoiceMonths.phone, invoiceMonths.feeMonth] });
}

export async function listMonthsOfNumber(db: Executor, phone: string, months: string[]): Promise<MonthWithInvoice[]> {
  if (months.length === 0) {
    return [];
  }
  return db
    .select(monthColumns)
    .from(invoiceMonths)
    .leftJoin(invoices, eq(invoices.id, invoiceMonths.invoiceId))
    .where(and(eq(invoiceMonths.phone, phone), inArray(invoiceMonths.feeMonth, months)))
    .orderBy(desc(invoiceMonths.feeMonth));
}

export async function findMonthsByIds(db: Executor, ids: number[]): Promise<MonthWithInvoice[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select(monthColumns)
    .from(invoiceMonths)
    .leftJoin(invoices, eq(invoices.id, invoiceMonths.invoiceId))
    .where(inArray(invoiceMonths.id, ids))
    .orderBy(desc(invoiceMonths.feeMonth));
}

export async function findInvoice(db: Executor, invoiceId: number): Promise<InvoiceRow | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return rows[0] ?? null;
}

export async function listFeesOfInvoice(db: Executor, invoiceId: number): Promise<{ month: string; amountFen: number }[]> {
  return db
    .select({ month: invoiceMonths.feeMonth, amountFen: invoiceMonths.feeAmountFen })
    .from(invoiceMonths)
    .where(eq(invoiceMonths.invoiceId, invoiceId))
    .orderBy(invoiceMonths.feeMonth);
}

/**
 * Creates an invoice over months that are free (never invoiced, or their invoice failed), in one
 * transaction: a month taken meanwhile by another request makes the whole application fail (null).
 */
export async function createInvoiceOverMonths(
  db: Executor,
  invoice: NewInvoice,
  monthIds: number[],
  photos: { kind: FormPhotoKind; dataUrl: string }[] = [],
  /** Runs inside the same transaction once the invoice exists (e.g. recording a consent). */
  alongside?: (tx: Executor, created: InvoiceRow) => Promise<void>,
): Promise<InvoiceRow | null> {
  try {
    return await insertInvoiceOverMonths(db, invoice, monthIds, photos, alongside);
  } catch (error) {
    if (error instanceof TransactionRollbackError) {
      return null;
    }
    throw error;
  }
}

function insertInvoiceOverMonths(
  db: Executor,
  invoice: NewInvoice,
  monthIds: number[],
  photos: { kind: FormPhotoKind; dataUrl: string }[],
  alongside?: (tx: Executor, created: InvoiceRow) => Promise<void>,
): Promise<InvoiceRow | null> {
  return db.transaction(async (tx) => {
    const created = (await tx.insert(invoices).values(invoice).returning())[0];
    if (!created) {
      return null;
    }
    // Refused invoices holding these months are superseded first. The conditional update locks them,
    // so a reviewer passing one at the same moment either wins (its months stay taken) or finds it
    // superseded; never both.
    const previousInvoices = tx.select({ id: invoiceMonths.invoiceId }).from(invoiceMonths).where(inArray(invoiceMonths.id, monthIds));
    const superseded = await tx
      .update(invoices)
      .set({ supersededAt: invoice.createdAt ?? new Date() })
      .where(and(inArray(invoices.id, previousInvoices), eq(invoices.status, 3)))
      .returning({ id: invoices.id });
    const supersededIds = superseded.map((row) => row.id);
    const taken = await tx
      .update(invoiceMonths)
      .set({ invoiceId: created.id })
      .where(
        and(
          inArray(invoiceMonths.id, monthIds),
          eq(invoiceMonths.phone, invoice.phone),
          supersededIds.length > 0 ? or(isNull(invoiceMonths.invoiceId), inArray(invoiceMonths.invoiceId, supersededIds)) : isNull(invoiceMonths.invoiceId),
        ),
      )
      .returning({ id: invoiceMonths.id });
    if (taken.length !== monthIds.length) {
      tx.rollback();
    }
    if (photos.length > 0) {
      await tx.insert(invoiceFormPhotos).values(photos.map((photo) => ({ invoiceId: created.id, ...photo })));
    }
    await alongside?.(tx, created);
    return created;
  });
}

/** Moves an invoice out of 1 (invoicing) exactly once. */
export async function settleInvoice(
  db: Executor,
  invoiceId: number,
  outcome: { status: 2; invoiceNumber: string; issuedAt: Date } | { status: 3; errMsg: string },
): Promise<InvoiceRow | null> {
  const rows = await db
    .update(invoices)
    .set(outcome.status === 2 ? { status: 2, invoiceNumber: outcome.invoiceNumber, issuedAt: outcome.issuedAt } : { status: 3, errMsg: outcome.errMsg })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 1)))
    .returning();
  return rows[0] ?? null;
}

export type InvoiceFileRole = (typeof invoiceFiles.$inferInsert)['role'];
export interface PlatformFiles {
  pdf: Buffer;
  ofd?: Buffer;
}

/** Records the platform's number of the invoice's current request, once per attempt. */
export async function recordRequestNo(db: Executor, invoice: InvoiceRow, requestNo: string): Promise<InvoiceRow | null> {
  const rows = await db
    .update(invoices)
    .set({ requestNo })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 1), eq(invoices.platformAttempt, invoice.platformAttempt), isNull(invoices.requestNo)))
    .returning();
  return rows[0] ?? (await findInvoice(db, invoice.id));
}

async function saveFiles(db: Executor, invoiceId: number, role: InvoiceFileRole, files: PlatformFiles, at: Date): Promise<void> {
  const rows = [
    { invoiceId, role, format: 'pdf' as const, contentBase64: files.pdf.toString('base64'), receivedAt: at },
    ...(files.ofd ? [{ invoiceId, role, format: 'ofd' as const, contentBase64: files.ofd.toString('base64'), receivedAt: at }] : []),
  ];
  await db.insert(invoiceFiles).values(rows).onConflictDoNothing();
}

/** Issued: 1 → 2 with the number and the platform's files, once; null when it was settled already. */
export type InvoiceMailRole = (typeof invoiceMails.$inferSelect)['role'];

/** Writes the mail a settlement calls for, once, in the settling transaction (invoice-mail-outbox.ts sends it). */
async function queueInvoiceMail(tx: Executor, invoiceId: number, role: InvoiceMailRole): Promise<void> {
  await tx.insert(invoiceMails).values({ invoiceId, role }).onConflictDoNothing();
}

export async function settleIssued(
  db: Executor,
  invoiceId: number,
  issued: { invoiceNumber: string; issuedAt: Date; files: PlatformFiles },
): Promise<InvoiceRow | null> {
  return db.transaction(async (tx) => {
    const settled = await settleInvoice(tx, invoiceId, { status: 2, invoiceNumber: issued.invoiceNumber, issuedAt: issued.issuedAt });
    if (settled) {
      await saveFiles(tx, invoiceId, 'issued', issued.files, issued.issuedAt);
      await queueInvoiceMail(tx, invoiceId, 'issued');
    }
    return settled;
  });
}

export async function readInvoiceFiles(db: Executor, invoiceId: number, role: InvoiceFileRole): Promise<Partial<PlatformFiles>> {
  const rows = await db
    .select({ format: invoiceFiles.format, contentBase64: invoiceFiles.contentBase64 })
    .from(invoiceFiles)
    .where(and(eq(invoiceFiles.invoiceId, invoiceId), eq(invoiceFiles.role, role)));
  return Object.fromEntries(rows.map((row) => [row.format, Buffer.from(row.contentBase64, 'base64')]));
}

/** Takes an issued, unreversed invoice for reversal once; null when it is not (or already taken). */
export async function takeForReversal(db: Executor, invoiceId: number, request: { reason: string; staffId: number; now: Date }): Promise<InvoiceRow | null> {
  const rows = await db
    .update(invoices)
    .set({ reversalReason: request.reason, reversalRequestedAt: request.now, reversalRequestedBy: request.staffId, reversalRequestNo: null })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 2), isNull(invoices.reversalRequestedAt), isNull(invoices.reversedAt)))
    .returning();
  return rows[0] ?? null;
}

export async function recordReversalRequestNo(db: Executor, invoice: InvoiceRow, requestNo: string): Promise<InvoiceRow | null> {
  const rows = await db
    .update(invoices)
    .set({ reversalRequestNo: requestNo })
    .where(
      and(
        eq(invoices.id, invoice.id),
        isNull(invoices.reversedAt),
        isNull(invoices.reversalRequestNo),
        eq(invoices.reversalRequestedAt, invoice.reversalRequestedAt ?? new Date(0)),
      ),
    )
    .returning();
  return rows[0] ?? (await findInvoice(db, invoice.id));
}

/** Reversed: the red number and file are kept and the months are free to be invoiced again, once. */
export async function settleReversed(
  db: Executor,
  invoiceId: number,
  red: { invoiceNumber: string; issuedAt: Date; files: PlatformFiles },
): Promise<InvoiceRow | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(invoices)
      .set({ redInvoiceNumber: red.invoiceNumber, reversedAt: red.issuedAt })
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.reversedAt), sql`${invoices.reversalRequestNo} is not null`))
      .returning();
    const reversed = rows[0];
    if (!reversed) {
      return null;
    }
    await saveFiles(tx, invoiceId, 'red', red.files, red.issuedAt);
    await queueInvoiceMail(tx, invoiceId, 'red');
    await tx.update(invoiceMonths).set({ invoiceId: null }).where(eq(invoiceMonths.invoiceId, invoiceId));
    return reversed;
  });
}

/** A refused reversal: the request is dropped with the reason, so staff may ask again. */
export async function dropReversal(db: Executor, invoice: InvoiceRow, reason: string): Promise<void> {
  await db
    .update(invoices)
    .set({ reversalRequestedAt: null, reversalRequestNo: null, reversalReason: `红冲失败：${reason}` })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.reversedAt), eq(invoices.reversalRequestNo, invoice.reversalRequestNo ?? '')));
}

/** Counts one resend if the invoice is issued and has resends left; null when refused. */
export async function takeResend(db: Executor, invoiceId: number, maxResends: number): Promise<InvoiceRow | null> {
  const rows = await db
    .update(invoices)
    .set({ resendCount: sql`${invoices.resendCount} + 1` })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 2), lt(invoices.resendCount, maxResends)))
    .returning();
  return rows[0] ?? null;
}

/** Returns a counted resend whose mail did not go out. */
export async function giveResendBack(db: Executor, invoiceId: number): Promise<void> {
  await db
    .update(invoices)
    .set({ resendCount: sql`${invoices.resendCount} - 1` })
    .where(and(eq(invoices.id, invoiceId), gt(invoices.resendCount, 0)));
}

export async function listTitles(db: Executor, ownerPhone: string): Promise<InvoiceTitleRow[]> {
  return db.select().from(invoiceTitles).where(eq(invoiceTitles.ownerPhone, ownerPhone)).orderBy(desc(invoiceTitles.id)).limit(100);
}

export async function searchTitles(db: Executor, ownerPhone: string, keyword: string): Promise<InvoiceTitleRow[]> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.ownerPhone, ownerPhone), sql`replace(${invoiceTitles.name}, ' ', '') ilike ${pattern}`))
    .orderBy(desc(invoiceTitles.id))
    .limit(50);
}

export async function findTitle(db: Executor, titleId: number): Promise<InvoiceTitleRow | null> {
  const rows = await db.select().from(invoiceTitles).where(eq(invoiceTitles.id, titleId));
  return rows[0] ?? null;
}

export async function countTitles(db: Executor, ownerPhone: string): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(invoiceTitles)
    .where(eq(invoiceTitles.ownerPhone, ownerPhone));
  return rows[0]?.count ?? 0;
}

type TitleFields = Pick<InvoiceTitleRow, 'name' | 'tin' | 'address' | 'tel' | 'bankName' | 'bankAccount'>;

export async function insertTitle(db: Executor, ownerPhone: string, fields: TitleFields, now: Date): Promise<InvoiceTitleRow | null> {
  const rows = await db
    .insert(invoiceTitles)
    .values({ ownerPhone, ...fields, createdAt: now, updatedAt: now })
    .returning();
  return rows[0] ?? null;
}

export async function updateTitle(db: Executor, ownerPhone: string, titleId: number, fields: TitleFields, now: Date): Promise<InvoiceTitleRow | null> {
  const rows = await db
    .update(invoiceTitles)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(invoiceTitles.id, titleId), eq(invoiceTitles.ownerPhone, ownerPhone)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteTitle(db: Executor, ownerPhone: string, titleId: number): Promise<boolean> {
  const rows = await db
    .delete(invoiceTitles)
    .where(and(eq(invoiceTitles.id, titleId), eq(invoiceTitles.ownerPhone, ownerPhone)))
    .returning({ id: invoiceTitles.id });
  return rows.length > 0;
}

/**
 * Makes an issued invoice's mail due again (a desk's resend), once its last delivery ended: sent or
 * given up. False while a delivery is still under way or waiting for its retry, so two resends at
 * once queue one mail. An invoice mailed before the outbox existed gets its row now.
 */
export async function requeueIssuedMail(tx: Executor, invoiceId: number): Promise<boolean> {
  const rows = await tx
    .insert(invoiceMails)
    .values({ invoiceId, role: 'issued' })
    .onConflictDoUpdate({
      target: [invoiceMails.invoiceId, invoiceMails.role],
      set: { sentAt: null, failedAt: null, attempts: 0, claimedUntil: null, lastError: null },
      setWhere: or(isNotNull(invoiceMails.sentAt), isNotNull(invoiceMails.failedAt)),
    })
    .returning({ id: invoiceMails.id });
  return rows.length > 0;
}
