import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ConsoleInvoiceMessage, consoleInvoiceState, type ConsoleInvoiceMailState } from '@hall/contract/console-invoices/rules';
import type { ConsoleInvoice } from '@hall/contract/console-invoices/schemas';
import { InvoiceStatus, InvoiceTitleKind } from '@hall/contract/invoices/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { invoiceMails, invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { maskName, maskPhone } from '../../platform/masking.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { followReversal, submitReversal } from './invoice-reversal.ts';
import { sendInvoiceMailNow } from './invoice-mail-outbox.ts';
import { findInvoice, requeueIssuedMail, takeForReversal, type InvoiceRow } from './invoices.repository.ts';

const LIST_LIMIT = 100;
/** Waits before each quick question about a reversal just submitted; the sweep asks about the rest. */
const QUICK_QUERIES_MS = [0, 300, 700];

type IssuedMail = Pick<typeof invoiceMails.$inferSelect, 'sentAt' | 'failedAt' | 'lastError'>;

function mailStateOf(mail: IssuedMail | undefined): ConsoleInvoiceMailState {
  if (!mail) {
    return 'none';
  }
  if (mail.sentAt) {
    return 'sent';
  }
  return mail.failedAt ? 'failed' : 'sending';
}

async function readIssuedMails(deps: AppDeps, invoiceIds: number[]): Promise<Map<number, IssuedMail>> {
  if (invoiceIds.length === 0) {
    return new Map();
  }
  const rows = await deps.db
    .select({ invoiceId: invoiceMails.invoiceId, sentAt: invoiceMails.sentAt, failedAt: invoiceMails.failedAt, lastError: invoiceMails.lastError })
    .from(invoiceMails)
    .where(and(inArray(invoiceMails.invoiceId, invoiceIds), eq(invoiceMails.role, 'issued')));
  return new Map(rows.map(({ invoiceId, ...mail }) => [invoiceId, mail]));
}

function toConsoleInvoice(invoice: InvoiceRow, mail: IssuedMail | undefined): ConsoleInvoice {
  return {
    id: invoice.id,
    phone: maskPhone(invoice.phone),
    months: invoice.months,
    amountFen: invoice.amountFen,
    invoiceType: invoice.invoiceType,
    buyerName: invoice.titleKind === InvoiceTitleKind.PERSONAL ? maskName(invoice.buyerName) : invoice.buyerName,
    state: consoleInvoiceState(invoice),
    invoiceNumber: invoice.invoiceNumber ?? '',
    issuedAt: invoice.issuedAt?.toISOString() ?? '',
    errMsg: invoice.status === InvoiceStatus.FAILED ? invoice.errMsg : '',
    reversalReason: invoice.reversalReason,
    redInvoiceNumber: invoice.redInvoiceNumber ?? '',
    reversedAt: invoice.reversedAt?.toISOString() ?? '',
    createdAt: invoice.createdAt.toISOString(),
    mailState: mailStateOf(mail),
    mailError: mail && !mail.sentAt ? (mail.lastError ?? '') : '',
  };
}

/** CONSOLE_INVOICES: a number's invoices, newest first. */
export async function listInvoicesOfNumber(deps: AppDeps, phone: string): Promise<OperationOutput<'CONSOLE_INVOICES'>> {
  const rows = await deps.db.select().from(invoices).where(eq(invoices.phone, phone)).orderBy(desc(invoices.id)).limit(LIST_LIMIT);
  const mails = await readIssuedMails(
    deps,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toConsoleInvoice(row, mails.get(row.id))) };
}

/**
 * CONSOLE_REVERSE_INVOICE: takes an issued invoice for red-letter reversal (audit-logged in the same
 * transaction), submits it to the platform and asks a few times for a quick answer.
 */
export async function reverseInvoice(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_REVERSE_INVOICE'>,
  log: FastifyBaseLogger,
): Promise<OperationOutput<'CONSOLE_REVERSE_INVOICE'>> {
  const taken = await deps.db.transaction(async (tx) => {
    const row = await takeForReversal(tx, input.id, { reason: input.reason, staffId: staff.id, now: deps.now() });
    if (row) {
      await insertAuditEntry(tx, {
        createdAt: deps.now(),
        staffId: staff.id,
        action: 'invoice.reverse',
        subjectType: 'invoice',
        subjectId: String(row.id),
        detail: { invoiceNumber: row.invoiceNumber, reason: input.reason },
      });
    }
    return row;
  });
  if (!taken) {
    throw invalid((await findInvoice(deps.db, input.id)) ? ConsoleInvoiceMessage.NOT_REVERSIBLE : ConsoleInvoiceMessage.NOT_FOUND);
  }
  let invoice = await submitReversal(deps, taken, log);
  for (const wait of invoice.reversalRequestNo ? QUICK_QUERIES_MS : []) {
    if (wait > 0) {
      await sleep(wait);
    }
    invoice = await followReversal(deps, invoice, log);
    if (invoice.reversedAt) {
      break;
    }
  }
  const current = (await findInvoice(deps.db, input.id)) ?? invoice;
  const mails = await readIssuedMails(deps, [current.id]);
  return { message: ConsoleInvoiceMessage.REVERSAL_SUBMITTED, invoice: toConsoleInvoice(current, mails.get(current.id)) };
}

/**
 * CONSOLE_RESEND_INVOICE: the issued invoice's mail is made due again on the invoice mail outbox
 * (audit-logged in the same transaction) and tried at once; a mail server that is down leaves it to
 * the outbox's retries. Only to the address on file: a desk never mails an invoice elsewhere.
 */
export async function resendInvoiceByDesk(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_RESEND_INVOICE'>,
  log: FastifyBaseLogger,
): Promise<OperationOutput<'CONSOLE_RESEND_INVOICE'>> {
  const invoice = await findInvoice(deps.db, input.id);
  if (!invoice) {
    throw invalid(ConsoleInvoiceMessage.NOT_FOUND);
  }
  if (consoleInvoiceState(invoice) !== 'issued') {
    throw invalid(ConsoleInvoiceMessage.NOT_RESENDABLE);
  }
  const isQueued = await deps.db.transaction(async (tx) => {
    if (!(await requeueIssuedMail(tx, invoice.id))) {
      return false;
    }
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId: staff.id,
      action: 'invoice.resend',
      subjectType: 'invoice',
      subjectId: String(invoice.id),
      detail: { invoiceNumber: invoice.invoiceNumber, reason: input.reason },
    });
    return true;
  });
  if (!isQueued) {
    throw invalid(ConsoleInvoiceMessage.MAIL_PENDING);
  }
  await sendInvoiceMailNow(deps, invoice.id, 'issued', log);
  const mail = (await readIssuedMails(deps, [invoice.id])).get(invoice.id);
  return {
    message: mail?.sentAt ? ConsoleInvoiceMessage.RESENT : ConsoleInvoiceMessage.RESEND_QUEUED,
    invoice: toConsoleInvoice(invoice, mail),
  };
}
