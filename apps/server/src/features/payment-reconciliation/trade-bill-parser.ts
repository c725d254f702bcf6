// WeChat Pay's trade bill (交易账单, bill_type ALL) as text: a header line of column names, one line
// per payment or refund whose every field starts with a backtick (`), then the summary's header
// (总交易单数,…) and its one line. Amounts are yuan with two decimals; here they become integer fen
// from their digits, never through a float.

export interface TradeBillLine {
  /** China time as printed: YYYY-MM-DD HH:mm:ss. */
  tradeTime: string;
  transactionId: string;
  outTradeNo: string;
  /** SUCCESS for a payment, REFUND for a refund (others, such as REVOKED, are kept but not money). */
  tradeState: string;
  /** 订单金额 of a payment line. */
  orderFen: number;
  /** 退款金额 of a refund line. */
  refundFen: number;
  outRefundNo: string;
  refundState: string;
}

export interface TradeBill {
  lines: TradeBillLine[];
  summary: { count: number; refundTotalFen: number };
}

export class TradeBillFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TradeBillFormatError';
  }
}

/** "12.3", "0.01", "5000.00" → fen; anything else (no digits, three decimals, an exponent) is refused. */
export function yuanToFen(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[2]) {
    throw new TradeBillFormatError(`not an amount in yuan: ${JSON.stringify(text)}`);
  }
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) {
    throw new TradeBillFormatError(`amount out of range: ${text}`);
  }
  return match[1] === '-' ? -fen : fen;
}

const COLUMNS = {
  tradeTime: '交易时间',
  transactionId: '微信订单号',
  outTradeNo: '商户订单号',
  tradeState: '交易状态',
  outRefundNo: '商户退款单号',
  refundAmount: '退款金额',
  refundState: '退款状态',
  orderAmount: '订单金额',
} as const;
const SUMMARY_FIRST_COLUMN = '总交易单数';

/** A data line's fields: each starts with a backtick, so a comma inside a field (a product name) stays in it. */
function fieldsOf(line: string, lineNumber: number): string[] {
  if (!line.startsWith('`')) {
    throw new TradeBillFormatError(`line ${lineNumber} does not start with a backtick`);
  }
  return line.slice(1).split(',`');
}

function columnIndex(header: string[], name: string): number {
  const index = header.indexOf(name);
  if (index < 0) {
    throw new TradeBillFormatError(`the header has no column ${name}`);
  }
  return index;
}

export function parseTradeBill(text: string): TradeBill {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((row) => row.trim() !== '');
  const header = (rows[0] ?? '').split(',').map((name) => name.trim());
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([key, name]) => [key, columnIndex(header, name)])) as Record<keyof typeof COLUMNS, number>;
  const summaryAt = rows.findIndex((row) => row.startsWith(SUMMARY_FIRST_COLUMN));
  if (summaryAt < 0 || rows.length !== summaryAt + 2) {
    throw new TradeBillFormatError('the bill has no summary line at its end');
  }
  const lines = rows.slice(1, summaryAt).map((row, index) => {
    const fields = fieldsOf(row, index + 2);
    if (fields.length !== header.length) {
      throw new TradeBillFormatError(`line ${index + 2} has ${fields.length} fields, the header ${header.length}`);
    }
    const field = (key: keyof typeof COLUMNS) => (fields[at[key]] ?? '').trim();
    const tradeState = field('tradeState');
    return {
      tradeTime: field('tradeTime'),
      transactionId: field('transactionId'),
      outTradeNo: field('outTradeNo'),
      tradeState,
      orderFen: tradeState === 'REFUND' ? 0 : yuanToFen(field('orderAmount')),
      refundFen: tradeState === 'REFUND' ? yuanToFen(field('refundAmount')) : 0,
      outRefundNo: field('outRefundNo'),
      refundState: field('refundState'),
    };
  });
  const summaryHeader = (rows[summaryAt] ?? '').split(',').map((name) => name.trim());
  const summaryFields = fieldsOf(rows[summaryAt + 1] ?? '', summaryAt + 2);
  const count = Number(summaryFields[columnIndex(summaryHeader, SUMMARY_FIRST_COLUMN)]);
  const refundTotalFen = yuanToFen(summaryFields[columnIndex(summaryHeader, '退款总金额')] ?? '');
  if (count !== lines.length) {
    throw new TradeBillFormatError(`the summary counts ${count} lines, the bill has ${lines.length}`);
  }
  const refundSum = lines.reduce((sum, line) => sum + line.refundFen, 0);
  if (refundSum !== refundTotalFen) {
    throw new TradeBillFormatError(`the refunds add up to ${refundSum} fen, the summary says ${refundTotalFen}`);
  }
  return { lines, summary: { count, refundTotalFen } };
}
