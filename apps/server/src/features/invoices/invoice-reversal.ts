import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { RequestOutcome } from '../../providers/invoice-issuer/invoice-issuer.ts';
import { sendInvoiceMailNow } from './invoice-mail-outbox.ts';
import { dropReversal, recordReversalRequestNo, settleReversed, type InvoiceRow } from './invoices.repository.ts';

// A red-letter (红字) reversal is a request of its own at the platform, asynchronous like issuing:
// staff take an issued invoice for reversal (one reversal at a time), the platform is asked under
// our serial (the same after a crash), and the sweep asks until the red invoice is issued, which
// frees the months, or refused, which drops the request with the reason so staff may ask again.

/** Our serial of a reversal: one per time staff asked, so a refused reversal can be asked again. */
export function reversalSerialOf(invoice: Pick<InvoiceRow, 'id' | 'reversalRequestedAt'>): string {
  return `RED${invoice.id}-${invoice.reversalRequestedAt?.getTime() ?? 0}`;
}

export async function submitReversal(deps: AppDeps, invoice: InvoiceRow, log: FastifyBaseLogger): Promise<InvoiceRow> {
  if (!invoice.reversalRequestedAt || invoice.reversalRequestNo || invoice.reversedAt || !invoice.invoiceNumber) {
    return invoice;
  }
  try {
    const accepted = await deps.providers.invoiceIssuer.reverse({
      serial: reversalSerialOf(invoice),
      invoiceNumber: invoice.invoiceNumber,
      reason: invoice.reversalReason,
    });
    return (await recordReversalRequestNo(deps.db, invoice, accepted.requestNo)) ?? invoice;
  } catch (error) {
    log.warn({ err: error, invoiceId: invoice.id }, 'invoice platform did not accept the reversal; the sweep submits it again');
    return invoice;
  }
}

/** Asks the platform about a reversal under way and settles it once. */
export async function followReversal(deps: AppDeps, invoice: InvoiceRow, log: FastifyBaseLogger): Promise<InvoiceRow> {
  if (!invoice.reversalRequestNo || invoice.reversedAt) {
    return invoice;
  }
  const outcome = await deps.providers.invoiceIssuer.query(invoice.reversalRequestNo).catch((error: unknown): RequestOutcome => {
    log.warn({ err: error, invoiceId: invoice.id }, 'invoice platform did not answer a reversal query; asked again later');
    return { status: 'pending' };
  });
  if (outcome.status === 'pending') {
    return invoice;
  }
  if (outcome.status === 'failed') {
    await dropReversal(deps.db, invoice, outcome.reason);
    return invoice;
  }
  const reversed = await settleReversed(deps.db, invoice.id, outcome);
  if (reversed) {
    await sendInvoiceMailNow(deps, reversed.id, 'red', log);
  }
  return reversed ?? invoice;
}
