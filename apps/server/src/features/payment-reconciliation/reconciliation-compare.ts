import type { MismatchKind } from '@hall/contract/console-reconciliation/rules';
import type { TradeBill } from './trade-bill-parser.ts';

export interface Mismatch {
  kind: MismatchKind;
  outTradeNo: string;
  transactionId: string;
  ourFen: number | null;
  wechatFen: number | null;
}

/** What the comparison needs from our records, looked up by the reconciliation service. */
export interface OurRecords {
  /** Our WeChat Pay payments paid on the bill's day. */
  paidThatDay: Array<{ outTradeNo: string; amountFen: number }>;
  /** Payments of ours the previous day's bill has (settled here just after midnight): not missing. */
  billedTheDayBefore?: Set<string>;
  /** Our orders of the bill's payment lines, any day. */
  paymentsOf: Map<string, { amountFen: number; isPaid: boolean }>;
  /** Our refunds confirmed on the bill's day. */
  refundedThatDay: Array<{ outTradeNo: string; amountFen: number }>;
  /** Our confirmed refunds of the bill's refund lines, any day. */
  refundsOf: Map<string, { amountFen: number }>;
}

/**
 * Every difference between the day's bill and our records: a payment WeChat Pay took that we do
 * not count as paid, one we count that the bill lacks, a different amount, a refund on one side
 * only or with another amount.
 */
export function compareBill(bill: TradeBill, ours: OurRecords): Mismatch[] {
  const mismatches: Mismatch[] = [];
  const payments = bill.lines.filter((line) => line.tradeState === 'SUCCESS');
  const refunds = bill.lines.filter((line) => line.tradeState === 'REFUND');
  for (const line of payments) {
    const order = ours.paymentsOf.get(line.outTradeNo);
    const base = { outTradeNo: line.outTradeNo, transactionId: line.transactionId, wechatFen: line.orderFen };
    if (!order?.isPaid) {
      mismatches.push({ kind: 'missing_here', ...base, ourFen: order?.amountFen ?? null });
    } else if (order.amountFen !== line.orderFen) {
      mismatches.push({ kind: 'amount_differs', ...base, ourFen: order.amountFen });
    }
  }
  const billed = new Set(payments.map((line) => line.outTradeNo));
  for (const payment of ours.paidThatDay) {
    if (!billed.has(payment.outTradeNo) && !ours.billedTheDayBefore?.has(payment.outTradeNo)) {
      mismatches.push({ kind: 'missing_at_wechat', outTradeNo: payment.outTradeNo, transactionId: '', ourFen: payment.amountFen, wechatFen: null });
    }
  }
  for (const line of refunds) {
    const refund = ours.refundsOf.get(line.outTradeNo);
    if (refund?.amountFen !== line.refundFen) {
      mismatches.push({
        kind: 'refund_differs',
        outTradeNo: line.outTradeNo,
        transactionId: line.transactionId,
        ourFen: refund?.amountFen ?? null,
        wechatFen: line.refundFen,
      });
    }
  }
  const refundBilled = new Set(refunds.map((line) => line.outTradeNo));
  for (const refund of ours.refundedThatDay) {
    if (!refundBilled.has(refund.outTradeNo)) {
      mismatches.push({ kind: 'refund_differs', outTradeNo: refund.outTradeNo, transactionId: '', ourFen: refund.amountFen, wechatFen: null });
    }
  }
  return mismatches;
}
