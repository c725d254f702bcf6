import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { INVOICE_CONTENT, InvoiceStatus } from '@hall/contract/invoices/rules';
import type { AppDeps } from '../../deps.ts';
import type { InvoiceApplication, RequestOutcome } from '../../providers/invoice-issuer/invoice-issuer.ts';
import { sendInvoiceMailNow } from './invoice-mail-outbox.ts';
import { findInvoice, listFeesOfInvoice, recordRequestNo, settleInvoice, settleIssued, type InvoiceRow } from './invoices.repository.ts';

// The platform issues asynchronously: an invoice handed over stays at 1 (开票中) until a query finds
// it issued (→ 2, mailed with the platform's file) or refused (→ 3 with the reason). A submit
// right after saving asks a few times for a quick answer; the sweep asks about the rest.

/** Waits before each quick question about a request just submitted (a platform usually answers in seconds). */
const QUICK_QUERIES_MS = [0, 300, 700];

/** Our serial of the invoice's current request: the same after a crash, new after a passed review. */
export function serialOf(invoice: Pick<InvoiceRow, 'id' | 'platformAttempt'>): string {
  return `INV${invoice.id}-${invoice.platformAttempt}`;
}

async function applicationOf(deps: AppDeps, invoice: InvoiceRow): Promise<InvoiceApplication> {
  const lines = await listFeesOfInvoice(deps.db, invoice.id);
  return {
    serial: serialOf(invoice),
    invoiceType: invoice.invoiceType,
    buyerName: invoice.buyerName,
    buyerTin: invoice.buyerTin,
    buyerAddress: invoice.buyerAddress,
    buyerTel: invoice.buyerTel,
    buyerBank: [invoice.buyerBankName, invoice.buyerBankAccount].filter(Boolean).join(' '),
    phone: invoice.phone,
    lines,
    amountFen: invoice.amountFen,
    content: INVOICE_CONTENT,
  };
}

/**
 * Hands the invoice to the platform under its serial and records the platform's request number.
 * A platform that errs leaves the invoice at 1 without a number: the sweep submits it again under
 * the same serial, which the platform answers with the same request, so nothing is issued twice.
 */
export async function submitToPlatform(deps: AppDeps, invoice: InvoiceRow, log: FastifyBaseLogger): Promise<InvoiceRow> {
  if (invoice.requestNo || invoice.status !== InvoiceStatus.INVOICING) {
    return invoice;
  }
  try {
    const accepted = await deps.providers.invoiceIssuer.submit(await applicationOf(deps, invoice));
    return (await recordRequestNo(deps.db, invoice, accepted.requestNo)) ?? invoice;
  } catch (error) {
    log.warn({ err: error, invoiceId: invoice.id }, 'invoice platform did not accept the request; the sweep submits it again');
    return invoice;
  }
}

/** Asks the platform about the invoice's request and settles it once: returns the status after. */
export async function followInvoice(deps: AppDeps, invoice: InvoiceRow, log: FastifyBaseLogger): Promise<number> {
  if (!invoice.requestNo || invoice.status !== InvoiceStatus.INVOICING) {
    return invoice.status;
  }
  const outcome = await deps.providers.invoiceIssuer.query(invoice.requestNo).catch((error: unknown): RequestOutcome => {
    log.warn({ err: error, invoiceId: invoice.id }, 'invoice platform did not answer a query; asked again later');
    return { status: 'pending' };
  });
  if (outcome.status === 'pending') {
    return InvoiceStatus.INVOICING;
  }
  const settled =
    outcome.status === 'issued'
      ? await settleIssued(deps.db, invoice.id, outcome)
      : await settleInvoice(deps.db, invoice.id, { status: InvoiceStatus.FAILED, errMsg: outcome.reason });
  if (!settled) {
    // Settled meanwhile by another asker (the sweep, here or on another instance), which mails it: answer what it is now.
    return (await findInvoice(deps.db, invoice.id))?.status ?? invoice.status;
  }
  if (settled.status === InvoiceStatus.INVOICED) {
    // The invoice stands even if this first mail fails: the outbox tries it again.
    await sendInvoiceMailNow(deps, settled.id, 'issued', log);
  }
  return settled.status;
}

/** Submits the invoice and asks a few times for a quick answer; still 1 (开票中) when the platform takes longer. */
export async function issueInvoice(deps: AppDeps, invoice: InvoiceRow, log: FastifyBaseLogger): Promise<number> {
  const submitted = await submitToPlatform(deps, invoice, log);
  let status = submitted.status;
  for (const wait of submitted.requestNo ? QUICK_QUERIES_MS : []) {
    if (wait > 0) {
      await sleep(wait);
    }
    status = await followInvoice(deps, submitted, log);
    if (status !== InvoiceStatus.INVOICING) {
      break;
    }
  }
  return status;
}
