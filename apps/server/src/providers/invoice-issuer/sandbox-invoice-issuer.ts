import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { sandboxInvoiceFailures, sandboxInvoiceRequests } from '../../db/schema.ts';
import { formatChinaDate } from '@hall/contract/china-time';
import type { InvoiceApplication, InvoiceIssuer, RequestOutcome } from './invoice-issuer.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export interface SandboxInvoicePlatformSettings {
  sellerName: string;
  sellerTin: string;
  /** How long after a request it may be issued; even at 0 the first query answers pending. */
  issueDelayMs: number;
}

type RequestRow = typeof sandboxInvoiceRequests.$inferSelect;
type RedApplication = { invoiceNumber: string; reason: string };

export const SANDBOX_NO_SUCH_INVOICE = '蓝字发票不存在或未开具';
export const SANDBOX_ALREADY_REVERSED = '该发票已红冲';

/** A 20-digit number like the 数电 invoice numbers: the China day and 12 random digits. */
function newNumber(now: Date): string {
  return `${formatChinaDate(now).replace(/-/g, '')}${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}

async function takeQueuedFailure(tx: Executor, now: Date): Promise<string> {
  const queued = await tx
    .select()
    .from(sandboxInvoiceFailures)
    .where(isNull(sandboxInvoiceFailures.usedAt))
    .orderBy(asc(sandboxInvoiceFailures.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const next = queued[0];
  if (!next) {
    return '';
  }
  await tx.update(sandboxInvoiceFailures).set({ usedAt: now }).where(eq(sandboxInvoiceFailures.id, next.id));
  return next.reason;
}

/**
 * Stands in for the tax platform, asynchronously: a request is accepted under our serial (the same
 * serial answers the same request), answers pending on its first query and is decided on a later
 * one once the delay has passed. The platform renders the PDF. A failure queued on /sandbox/mail
 * ("下一张发票开具失败") is taken by the next request. Issued invoices can be reversed (红字).
 */
export function createSandboxInvoiceIssuer(db: Db, now: () => Date, settings: SandboxInvoicePlatformSettings): InvoiceIssuer {
  async function accept(serial: string, values: Omit<typeof sandboxInvoiceRequests.$inferInsert, 'requestNo' | 'serial' | 'readyAt'>): Promise<string> {
    return db.transaction(async (tx) => {
      const at = now();
      const inserted = await tx
        .insert(sandboxInvoiceRequests)
        .values({ ...values, serial, requestNo: `SBX${newNumber(at)}`, readyAt: new Date(at.getTime() + settings.issueDelayMs), createdAt: at })
        .onConflictDoNothing({ target: sandboxInvoiceRequests.serial })
        .returning({ requestNo: sandboxInvoiceRequests.requestNo });
      const created = inserted[0];
      if (!created) {
        const existing = await tx
          .select({ requestNo: sandboxInvoiceRequests.requestNo })
          .from(sandboxInvoiceRequests)
          .where(eq(sandboxInvoiceRequests.serial, serial));
        return existing[0]?.requestNo ?? '';
      }
      if (!values.failureReason) {
        const failure = await takeQueuedFailure(tx, at);
        if (failure) {
          await tx.update(sandboxInvoiceRequests).set({ failureReason: failure }).where(eq(sandboxInvoiceRequests.requestNo, created.requestNo));
        }
      }
      return created.requestNo;
    });
  }

  async function renderPdf(tx: Executor, row: RequestRow, invoiceNumber: string, issuedAt: Date): Promise<Buffer | string> {
    const blueOf = async (number: string) =>
      (
        await tx
          .select()
          .from(sandboxInvoiceRequests)
          .where(and(eq(sandboxInvoiceRequests.kind, 'blue'), eq(sandboxInvoiceRequests.invoiceNumber, number)))
      )[0];
    const red = row.kind === 'red' ? (row.application as RedApplication) : null;
    const blue = red ? await blueOf(red.invoiceNumber) : row;
    if (!blue || (red && blue.status !== 'issued')) {
      return SANDBOX_NO_SUCH_INVOICE;
    }
    const application = blue.application as InvoiceApplication;
    const sign = red ? -1 : 1;
    return renderInvoicePdf({
      invoiceNumber,
      issuedAt,
      invoiceType: application.invoiceType,
      sellerName: settings.sellerName,
      sellerTin: settings.sellerTin,
      buyerName: application.buyerName,
      buyerTin: application.buyerTin,
      buyerAddress: application.buyerAddress,
      buyerTel: application.buyerTel,
      buyerBank: application.buyerBank,
      phone: application.phone,
      months: application.lines.map((line) => ({ month: line.month, amountFen: sign * line.amountFen })),
      amountFen: sign * application.amountFen,
      reverses: red?.invoiceNumber,
    });
  }

  function outcomeOf(row: RequestRow): RequestOutcome {
    if (row.status === 'issued') {
      return {
        status: 'issued',
        invoiceNumber: row.invoiceNumber ?? '',
        issuedAt: row.issuedAt ?? now(),
        files: { pdf: Buffer.from(row.pdfBase64 ?? '', 'base64') },
      };
    }
    return row.status === 'failed' ? { status: 'failed', reason: row.failureReason } : { status: 'pending' };
  }

  return {
    submit: async (application) => ({ requestNo: await accept(application.serial, { kind: 'blue', application, failureReason: '' }) }),

    reverse: async (reversal) => {
      // One red invoice per blue one: a second reversal of the same number is refused when decided.
      const earlier = await db
        .select({ requestNo: sandboxInvoiceRequests.requestNo })
        .from(sandboxInvoiceRequests)
        .where(
          and(
            eq(sandboxInvoiceRequests.kind, 'red'),
            eq(sandboxInvoiceRequests.originalInvoiceNumber, reversal.invoiceNumber),
            ne(sandboxInvoiceRequests.status, 'failed'),
            ne(sandboxInvoiceRequests.serial, reversal.serial),
          ),
        );
      const red: RedApplication = { invoiceNumber: reversal.invoiceNumber, reason: reversal.reason };
      const requestNo = await accept(reversal.serial, {
        kind: 'red',
        application: red,
        originalInvoiceNumber: reversal.invoiceNumber,
        failureReason: earlier.length > 0 ? SANDBOX_ALREADY_REVERSED : '',
      });
      return { requestNo };
    },

    query: async (requestNo) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(sandboxInvoiceRequests)
          .set({ queryCount: sql`${sandboxInvoiceRequests.queryCount} + 1` })
          .where(eq(sandboxInvoiceRequests.requestNo, requestNo))
          .returning();
        const row = rows[0];
        if (!row) {
          throw new Error(`sandbox invoice platform: no request ${requestNo}`);
        }
        const at = now();
        if (row.status !== 'pending' || row.queryCount < 2 || at < row.readyAt) {
          return outcomeOf(row);
        }
        if (row.failureReason) {
          const failed = await tx.update(sandboxInvoiceRequests).set({ status: 'failed' }).where(eq(sandboxInvoiceRequests.requestNo, requestNo)).returning();
          return outcomeOf(failed[0] ?? row);
        }
        const invoiceNumber = newNumber(at);
        const pdf = await renderPdf(tx, row, invoiceNumber, at);
        const decided = await tx
          .update(sandboxInvoiceRequests)
          .set(
            typeof pdf === 'string'
              ? { status: 'failed', failureReason: pdf }
              : { status: 'issued', invoiceNumber, issuedAt: at, pdfBase64: pdf.toString('base64') },
          )
          .where(eq(sandboxInvoiceRequests.requestNo, requestNo))
          .returning();
        return outcomeOf(decided[0] ?? row);
      }),
  };
}
