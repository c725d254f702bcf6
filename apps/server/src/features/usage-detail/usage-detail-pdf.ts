import { formatChinaDateTime } from '@hall/contract/china-time';
import { DETAIL_RECORD_KIND_TEXT, formatCallDuration, formatDataAmount, formatDetailMonth } from '@hall/contract/usage-detail/rules';
import { readChineseFont } from '../../providers/invoice-issuer/invoice-pdf.ts';
import type { DetailLine } from './usage-detail-records.ts';

export interface DetailPdfContent {
  /** The number, masked. */
  phone: string;
  /** YYYYMM. */
  month: string;
  generatedAt: Date;
  sellerName: string;
  calls: DetailLine[];
  messages: DetailLine[];
  dataDays: DetailLine[];
}

const MARGIN = 36;
const ROW_HEIGHT = 15;

/**
 * Renders a month's detail as an A4 PDF: the calls, the messages and the data days, each a table
 * with its totals, the other party masked. pdfkit and the Chinese font load on the first PDF, as
 * the invoice's do.
 */
export async function renderDetailPdf(content: DetailPdfContent): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const title = `${formatDetailMonth(content.month)}通话和短信详单`;
    const document = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.registerFont('cjk', readChineseFont());
    const left = MARGIN;
    const right = document.page.width - MARGIN;
    const bottom = document.page.height - MARGIN;
    let y = MARGIN;

    const nextRow = (height = ROW_HEIGHT) => {
      if (y + height > bottom) {
        document.addPage();
        y = MARGIN;
      }
    };
    const line = (cells: string[], columns: number[], options: { size?: number; color?: string } = {}) => {
      nextRow();
      document.fontSize(options.size ?? 9).fillColor(options.color ?? '#333');
      cells.forEach((cell, index) => document.text(cell, columns[index] ?? left, y, { lineBreak: false }));
      y += ROW_HEIGHT;
    };

    document
      .font('cjk')
      .fontSize(16)
      .fillColor('#111')
      .text(title, left, y, { align: 'center', width: right - left });
    y += 28;
    document
      .fontSize(9)
      .fillColor('#555')
      .text(`号码：${content.phone}\u3000生成时间：${formatChinaDateTime(content.generatedAt, 'minute')}\u3000${content.sellerName}`, left, y);
    y += 22;

    const section = (heading: string, summary: string, header: string[], columns: number[], rows: string[][]) => {
      nextRow(ROW_HEIGHT * 3);
      document.fontSize(12).fillColor('#111').text(`${heading}（${summary}）`, left, y);
      y += 20;
      line(header, columns, { color: '#888' });
      if (rows.length === 0) {
        line(['本月无记录'], columns);
      }
      rows.forEach((row) => line(row, columns));
      y += 10;
    };

    const callSeconds = content.calls.reduce((sum, call) => sum + (call.seconds ?? 0), 0);
    section(
      '通话详单',
      `${content.calls.length}次，共${formatCallDuration(callSeconds)}`,
      ['时间', '类型', '对方号码', '时长'],
      [left, left + 150, left + 220, left + 360],
      content.calls.map((call) => [
        formatChinaDateTime(new Date(call.time)),
        DETAIL_RECORD_KIND_TEXT[call.kind],
        call.otherParty ?? '',
        formatCallDuration(call.seconds ?? 0),
      ]),
    );
    const messageCount = content.messages.reduce((sum, message) => sum + (message.count ?? 0), 0);
    section(
      '短信详单',
      `${messageCount}条`,
      ['时间', '类型', '对方号码', '条数'],
      [left, left + 150, left + 220, left + 360],
      content.messages.map((message) => [
        formatChinaDateTime(new Date(message.time)),
        DETAIL_RECORD_KIND_TEXT[message.kind],
        message.otherParty ?? '',
        `${message.count ?? 0}条`,
      ]),
    );
    const megabytes = content.dataDays.reduce((sum, day) => sum + (day.megabytes ?? 0), 0);
    section(
      '上网详单（按日汇总）',
      `共${formatDataAmount(megabytes)}`,
      ['日期', '上网次数', '流量'],
      [left, left + 150, left + 260],
      content.dataDays.map((day) => [day.time, `${day.sessions ?? 0}次`, formatDataAmount(day.megabytes ?? 0)]),
    );
    nextRow();
    document.fontSize(8).fillColor('#888').text('对方号码已部分隐藏。本详单仅供查询参考，费用以账单为准。', left, y);
    document.end();
  });
}
