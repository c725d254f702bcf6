import { DAY_MS, formatChinaDateTime, startOfChinaDate } from '@hall/contract/china-time';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxWechatPayOrders, sandboxWechatPayRefunds } from '../../db/schema.ts';
import { sha1Hex, TradeBillUnavailableError, type TradeBillFile } from './trade-bill.ts';

// The sandbox's trade bill, printed from its own orders and refunds in WeChat Pay's format, so the
// reconciliation runs the same way in the sandbox as against the real bill.

const SANDBOX_APP_ID = 'wx-sandbox-app';
const SANDBOX_MCH_ID = '1900000000';

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const SUMMARY_HEADER = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';

const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const line = (fields: string[]) => fields.map((field) => `\`${field}`).join(',');

/** The instants a China day YYYY-MM-DD begins and ends. */
function chinaDayBounds(billDate: string) {
  const start = startOfChinaDate(billDate);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

export async function printSandboxTradeBill(db: Db, billDate: string): Promise<TradeBillFile> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate) || Number.isNaN(Date.parse(`${billDate}T00:00:00Z`))) {
    throw new TradeBillUnavailableError('PARAM_ERROR', 'bill_date is not a date');
  }
  const { start, end } = chinaDayBounds(billDate);
  const paid = await db
    .select()
    .from(sandboxWechatPayOrders)
    .where(and(eq(sandboxWechatPayOrders.state, 'SUCCESS'), gte(sandboxWechatPayOrders.decidedAt, start), lt(sandboxWechatPayOrders.decidedAt, end)));
  const refunded = await db
    .select({ refund: sandboxWechatPayRefunds, order: sandboxWechatPayOrders })
    .from(sandboxWechatPayRefunds)
    .innerJoin(sandboxWechatPayOrders, eq(sandboxWechatPayOrders.outTradeNo, sandboxWechatPayRefunds.outTradeNo))
    .where(and(eq(sandboxWechatPayRefunds.state, 'SUCCESS'), gte(sandboxWechatPayRefunds.succeededAt, start), lt(sandboxWechatPayRefunds.succeededAt, end)));

  const common = (time: Date, transactionId: string, outTradeNo: string) => [
    formatChinaDateTime(time),
    SANDBOX_APP_ID,
    SANDBOX_MCH_ID,
    '0',
    '',
    transactionId,
    outTradeNo,
    '',
  ];
  const lines = [
    ...paid.map((order) =>
      line([
        ...common(order.decidedAt ?? start, order.transactionId ?? '', order.outTradeNo),
        'JSAPI',
        'SUCCESS',
        'OTHERS',
        'CNY',
        yuan(order.amountFen),
        '0.00',
        '0',
        '0',
        '0.00',
        '0.00',
        '',
        '',
        order.description,
        '',
        '0.00',
        '0.60%',
        yuan(order.amountFen),
        '0.00',
        '',
      ]),
    ),
    ...refunded.map(({ refund, order }) =>
      line([
        ...common(refund.succeededAt ?? start, order.transactionId ?? '', order.outTradeNo),
        'JSAPI',
        'REFUND',
        'OTHERS',
        'CNY',
        '0.00',
        '0.00',
        refund.refundId,
        refund.outTradeNo,
        yuan(refund.amountFen),
        '0.00',
        'ORIGINAL',
        'SUCCESS',
        order.description,
        '',
        '0.00',
        '0.60%',
        '0.00',
        yuan(refund.amountFen),
        '',
      ]),
    ),
  ];
  const paidFen = paid.reduce((sum, order) => sum + order.amountFen, 0);
  const refundFen = refunded.reduce((sum, { refund }) => sum + refund.amountFen, 0);
  const summary = line([String(lines.length), yuan(paidFen), yuan(refundFen), '0.00', '0.00', yuan(paidFen), yuan(refundFen)]);
  const text = [HEADER, ...lines, SUMMARY_HEADER, summary, ''].join('\r\n');
  return { billDate, sha1: sha1Hex(text), text };
}
