import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { INVOICE_CONTENT, INVOICE_TYPE_NAMES, InvoiceStatus, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { InvoiceApplication, RequestOutcome } from '../../providers/invoice-issuer/invoice-issuer.ts';
import { formatFeeMonth } from '../../providers/invoice-issuer/invoice-pdf.ts';
import { listFeesOfInvoice, readInvoiceFiles, recordRequestNo, settleInvoice, settleIssued, type InvoiceRow } from './invoices.repository.ts';

// The platform issues asynchronously: an invoice handed over stays at 1 (开票中) until a query finds
// it issued (→ 2, mailed with the platform's file) or refused (→ 3 with the reason). A submit
// right after saving asks a few times for a quick answer; the sweep asks about the rest.

/** Waits before each quick question about a request just submitted (a platform usually answers in seconds). */
const QUICK_QUERIES_MS = [0, 300, 700];
export const FILE_MISSING_MESSAGE = '发票文件暂不可用，请稍后再试';

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

/** Mails the file the platform returned; a resend mails the very same file. */
export async function mailInvoice(deps: AppDeps, invoice: InvoiceRow, to: string): Promise<void> {
  const files = await readInvoiceFiles(deps.db, invoice.id, 'issued');
  if (!files.pdf) {
    throw invalid(FILE_MISSING_MESSAGE);
  }
  const fees = await listFeesOfInvoice(deps.db, invoice.id);
  const monthsText = (fees.length > 0 ? fees.map((fee) => fee.month) : invoice.months.split(',').filter(Boolean)).map(formatFeeMonth).join('、');
  const invoiceType = invoice.invoiceType as InvoiceTypeValue;
  const name = `电子发票_${invoice.invoiceNumber ?? invoice.id}`;
  await deps.providers.mailer.send({
    to,
    subject: `【电子发票】${INVOICE_TYPE_NAMES[invoiceType]} ${invoice.invoiceNumber ?? ''}`.trim(),
    text: `尊敬的客户：\n您的号码 ${invoice.phone} ${monthsText}的${INVOICE_CONTENT}电子发票已开具，金额 ${(invoice.amountFen / 100).toFixed(2)} 元，发票抬头：${invoice.buyerName}。发票文件见附件。\n${deps.config.INVOICE_SELLER_NAME}`,
    attachments: [
      { filename: `${name}.pdf`, contentType: 'application/pdf', content: files.pdf },
      ...(files.ofd ? [{ filename: `${name}.ofd`, contentType: 'application/ofd', content: files.ofd }] : []),
    ],
  });
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
    return invoice.status;
  }
  if (settled.status === InvoiceStatus.INVOICED) {
    // The invoice stands even if this first mail fails; the person can resend it from the list.
    await mailInvoice(deps, settled, settled.email).catch((error: unknown) => log.warn({ err: error, invoiceId: settled.id }, 'first invoice mail failed'));
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
