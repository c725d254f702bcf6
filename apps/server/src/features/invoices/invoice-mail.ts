import { INVOICE_CONTENT, INVOICE_TYPE_NAMES, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { formatFeeMonth } from '../../providers/invoice-issuer/invoice-pdf.ts';
import { listFeesOfInvoice, readInvoiceFiles, type InvoiceRow } from './invoices.repository.ts';

// The two mails an invoice has: the issued invoice with the platform's files (sent when it is
// issued, and again on each resend the person asks for), and the red invoice once it is reversed.

export const FILE_MISSING_MESSAGE = '发票文件暂不可用，请稍后再试';

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

/** Mails the red invoice's file to the address the invoice was mailed to. */
export async function mailRedInvoice(deps: AppDeps, invoice: InvoiceRow): Promise<void> {
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
