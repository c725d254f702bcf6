import { INVOICE_CONTENT, INVOICE_TYPE_NAMES, InvoiceType } from '@hall/contract/invoices/rules';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoicePdfContent } from './invoice-pdf.ts';

/** The PDF's text as a reader sees it, page after page. */
async function readPdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}

const companyInvoice: InvoicePdfContent = {
  invoiceNumber: '24110000000012345678',
  issuedAt: new Date('2026-11-03T02:00:00Z'),
  invoiceType: InvoiceType.SPECIAL_DIGITAL,
  sellerName: '星河移动通信有限公司',
  sellerTin: '91110000MA01ABCD2X',
  buyerName: '杭州云帆科技有限公司',
  buyerTin: '91330100MA2H3K4L5P',
  buyerAddress: '杭州市西湖区文三路 90 号',
  buyerTel: '0571-88886666',
  buyerBank: '招商银行杭州分行 571900000000001',
  phone: '17012345678',
  months: [
    { month: '202609', amountFen: 5800 },
    { month: '202610', amountFen: 6150 },
  ],
  amountFen: 11950,
};

describe('the invoice PDF', () => {
  it('shows the invoice type, seller, buyer with tax number, each month with its fee and the total', async () => {
    const text = await readPdfText(await renderInvoicePdf(companyInvoice));

    expect(text).toContain(INVOICE_TYPE_NAMES[InvoiceType.SPECIAL_DIGITAL]);
    expect(text).toContain(`发票号码：${companyInvoice.invoiceNumber}`);
    expect(text).toContain('开票日期：2026年11月03日');
    expect(text).toContain(`名称：${companyInvoice.sellerName}`);
    expect(text).toContain(companyInvoice.sellerTin);
    expect(text).toContain(`名称：${companyInvoice.buyerName}`);
    expect(text).toContain(companyInvoice.buyerTin);
    expect(text).toContain(companyInvoice.buyerTel);
    expect(text).toContain('2026年09月');
    expect(text).toContain('¥58.00');
    expect(text).toContain('2026年10月');
    expect(text).toContain('¥61.50');
    expect(text).toContain('价税合计');
    expect(text).toContain('¥119.50');
    expect(text).toContain(INVOICE_CONTENT);
  });

  it('marks a personal invoice without a tax number', async () => {
    const text = await readPdfText(
      await renderInvoicePdf({
        ...companyInvoice,
        invoiceType: InvoiceType.ORDINARY_DIGITAL,
        buyerName: '张伟',
        buyerTin: '',
        buyerAddress: '',
        buyerTel: '',
        buyerBank: '',
        months: [{ month: '202610', amountFen: 6150 }],
        amountFen: 6150,
      }),
    );

    expect(text).toContain(INVOICE_TYPE_NAMES[InvoiceType.ORDINARY_DIGITAL]);
    expect(text).toContain('名称：张伟');
    expect(text).toContain('统一社会信用代码/纳税人识别号：—');
    expect(text).not.toContain(companyInvoice.buyerTin);
    expect(text).toContain('¥61.50');
  });

  it('prints a red-letter invoice as 红字 with negative amounts and the number of the invoice it reverses', async () => {
    const text = await readPdfText(
      await renderInvoicePdf({
        ...companyInvoice,
        invoiceNumber: '26110300000000000099',
        months: companyInvoice.months.map((line) => ({ ...line, amountFen: -line.amountFen })),
        amountFen: -companyInvoice.amountFen,
        reverses: companyInvoice.invoiceNumber,
      }),
    );

    expect(text).toContain(`${INVOICE_TYPE_NAMES[InvoiceType.SPECIAL_DIGITAL]}（红字）`);
    expect(text).toContain(`被红冲蓝字发票号码：${companyInvoice.invoiceNumber}`);
    expect(text).toContain('-¥58.00');
    expect(text).toContain('-¥119.50');
  });
});
