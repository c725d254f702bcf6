import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { INVOICE_CONTENT, INVOICE_TYPE_NAMES, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import { formatChinaDate } from '@hall/contract/china-time';
import { formatDateTitle, formatMonthTitle } from '@hall/contract/china-calendar';

export interface InvoicePdfContent {
  invoiceNumber: string;
  issuedAt: Date;
  invoiceType: InvoiceTypeValue;
  sellerName: string;
  sellerTin: string;
  buyerName: string;
  buyerTin: string;
  buyerAddress: string;
  buyerTel: string;
  buyerBank: string;
  phone: string;
  /** YYYYMM with the fee of each month in fen. */
  months: { month: string; amountFen: number }[];
  amountFen: number;
  /** A red-letter (红字) invoice: the number of the invoice it reverses; its amounts are negative. */
  reverses?: string;
}

const require = createRequire(import.meta.url);
let cachedFont: Buffer | null = null;

/** Noto Sans Hans from @embedpdf/fonts-sc, read once: it covers GB2312, so Chinese renders. */
export function readChineseFont(): Buffer {
  if (!cachedFont) {
    const packageMain = require.resolve('@embedpdf/fonts-sc');
    cachedFont = readFileSync(join(dirname(packageMain), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  }
  return cachedFont;
}

export function formatFeeMonth(month: string): string {
  return formatMonthTitle(month, 'padded');
}

function formatYuan(fen: number): string {
  return `${fen < 0 ? '-' : ''}¥${(Math.abs(fen) / 100).toFixed(2)}`;
}

/** 2026年01月31日: the issue date as the printed form writes it, China day. */
function formatChineseDate(date: Date): string {
  return formatDateTitle(formatChinaDate(date), 'padded');
}

/**
 * Renders the e-invoice as an A5 landscape PDF: header, buyer and seller, the months, the total.
 * pdfkit (with its fonts) loads on the first invoice, not with the server: ~20 MiB of memory
 * that most instances never need.
 */
export async function renderInvoicePdf(content: InvoicePdfContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A5', layout: 'landscape', margin: 28, info: { Title: `电子发票 ${content.invoiceNumber}` } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.registerFont('cjk', readChineseFont());
    const red = '#b0312c';
    const width = document.page.width;
    const left = 28;
    const right = width - 28;

    document
      .font('cjk')
      .fillColor(red)
      .fontSize(18)
      .text(`${INVOICE_TYPE_NAMES[content.invoiceType]}${content.reverses ? '（红字）' : ''}`, left, 26, { align: 'center', width: right - left });
    document
      .moveTo(width / 2 - 120, 52)
      .lineTo(width / 2 + 120, 52)
      .strokeColor(red)
      .lineWidth(1)
      .stroke();
    document.fontSize(9).fillColor('#333');
    document.text(`发票号码：${content.invoiceNumber}`, right - 220, 60, { width: 220 });
    document.text(`开票日期：${formatChineseDate(content.issuedAt)}`, right - 220, 74, { width: 220 });

    const boxTop = 92;
    const half = (right - left) / 2;
    document
      .rect(left, boxTop, right - left, 78)
      .strokeColor(red)
      .lineWidth(0.8)
      .stroke();
    document
      .moveTo(left + half, boxTop)
      .lineTo(left + half, boxTop + 78)
      .stroke();
    const party = (x: number, label: string, lines: string[]) => {
      document
        .fillColor(red)
        .fontSize(10)
        .text(label, x + 8, boxTop + 6);
      document.fillColor('#333').fontSize(9);
      lines.forEach((line, index) => document.text(line, x + 8, boxTop + 22 + index * 13, { width: half - 16, lineBreak: false, ellipsis: true }));
    };
    party(left, '购买方信息', [
      `名称：${content.buyerName}`,
      `统一社会信用代码/纳税人识别号：${content.buyerTin || '—'}`,
      `地址、电话：${[content.buyerAddress, content.buyerTel].filter(Boolean).join(' ') || '—'}`,
      `开户行及账号：${content.buyerBank || '—'}`,
    ]);
    party(left + half, '销售方信息', [`名称：${content.sellerName}`, `统一社会信用代码/纳税人识别号：${content.sellerTin}`]);

    const tableTop = boxTop + 88;
    document.fillColor(red).fontSize(10);
    const columns = [left + 8, left + 170, left + 300, right - 90];
    ['项目名称', '服务号码', '计费月份', '金额'].forEach((title, index) => document.text(title, columns[index] ?? left, tableTop));
    document.fillColor('#333').fontSize(9);
    content.months.forEach((item, index) => {
      const y = tableTop + 16 + index * 13;
      document.text(`*电信服务*${INVOICE_CONTENT}`, columns[0] ?? left, y);
      document.text(content.phone, columns[1] ?? left, y);
      document.text(formatFeeMonth(item.month), columns[2] ?? left, y);
      document.text(formatYuan(item.amountFen), columns[3] ?? left, y);
    });
    const totalTop = tableTop + 22 + Math.max(content.months.length, 1) * 13;
    document.moveTo(left, totalTop).lineTo(right, totalTop).strokeColor(red).lineWidth(0.8).stroke();
    document
      .fillColor(red)
      .fontSize(10)
      .text('价税合计', left + 8, totalTop + 8);
    document
      .fillColor('#333')
      .fontSize(11)
      .text(formatYuan(content.amountFen), columns[3] ?? left, totalTop + 7);
    document
      .fontSize(8)
      .fillColor('#888')
      .text(
        `${content.reverses ? `被红冲蓝字发票号码：${content.reverses}\u3000` : ''}发票内容：${INVOICE_CONTENT}\u3000本发票由电子发票服务平台开具，与纸质发票具有同等法律效力。`,
        left,
        totalTop + 30,
        { width: right - left },
      );
    document.end();
  });
}
