import type { FastifyBaseLogger } from 'fastify';
import { INVOICE_CONTENT } from '@hall/contract/invoices/rules';
import type { AppDeps } from '../../deps.ts';
import type { RequestOutcome } from '../../providers/invoice-issuer/invoice-issuer.ts';
import { formatFeeMonth } from '../../providers/invoice-issuer/invoice-pdf.ts';
import { dropReversal, readInvoiceFiles, recordReversalRequestNo, settleReversed, type InvoiceRow } from './invoices.repository.ts';

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

async function mailRedInvoice(deps: AppDeps, invoice: InvoiceRow): Promise<void> {
  const files = await readInvoiceFiles(deps.db, invoice.id, 'red');
  if (!files.pdf) {
    return;
  }
  const months = invoice.months.split(',').filter(Boolean).map(formatFeeMonth).join('、');
  await deps.providers.mailer.send({
    to: invoice.email,
    subject: `【电子发票】红字发票 ${invoice.redInvoiceNumber ?? ''}`.trim(),
    text: `尊敬的客户：\n您的号码 ${invoice.phone} ${months}的${INVOICE_CONTENT}电子发票（号码 ${invoice.invoiceNumber ?? ''}）已红冲，红字发票号码 ${invoice.redInvoiceNumber ?? ''}，见附件。这些月份可重新申请开票。\n${deps.config.INVOICE_SELLER_NAME}`,
    attachments: [{ filename: `红字发票_${invoice.redInvoiceNumber ?? invoice.id}.pdf`, contentType: 'application/pdf', content: files.pdf }],
  });
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
    await mailRedInvoice(deps, reversed).catch((error: unknown) => log.warn({ err: error, invoiceId: reversed.id }, 'red invoice mail failed'));
  }
  return reversed ?? invoice;
}
