import { describe, expect, it } from 'vitest';
import { parseTradeBill, TradeBillFormatError, yuanToFen } from './trade-bill-parser.ts';

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const SUMMARY_HEADER = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';

// Shaped like a real bill: a BOM, CRLF, backtick-led fields, a comma inside a product name.
const BILL = [
  `\uFEFF${HEADER}`,
  '`2026-11-24 09:15:02,`wx2421b1c4370ec43b,`1900000109,`0,`,`4200001234202611241234567890,`R20261124000001,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`SUCCESS,`OTHERS,`CNY,`30.00,`0.00,`0,`0,`0.00,`0.00,`,`,`话费充值,30元,`,`0.18,`0.60%,`30.00,`0.00,`',
  '`2026-11-24 21:40:11,`wx2421b1c4370ec43b,`1900000109,`0,`,`4200001234202611241234567891,`W2026112400000101,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6p,`NATIVE,`SUCCESS,`OTHERS,`CNY,`0.01,`0.00,`0,`0,`0.00,`0.00,`,`,`号码开户预存,`,`0.00,`0.60%,`0.01,`0.00,`',
  '`2026-11-24 22:00:00,`wx2421b1c4370ec43b,`1900000109,`0,`,`4200001234202611201111111111,`R20261120000009,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`JSAPI,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`50000000012026112400000001,`R20261120000009,`12.30,`0.00,`ORIGINAL,`SUCCESS,`话费充值,`,`-0.07,`0.60%,`0.00,`12.30,`',
  SUMMARY_HEADER,
  '`3,`30.01,`12.30,`0.00,`0.11,`30.01,`12.30',
  '',
].join('\r\n');

describe('parseTradeBill', () => {
  it('reads the payment and refund lines of a real-shaped bill, amounts in fen, commas inside a field kept', () => {
    const bill = parseTradeBill(BILL);
    expect(bill.summary).toEqual({ count: 3, refundTotalFen: 1230 });
    expect(bill.lines).toEqual([
      expect.objectContaining({ tradeTime: '2026-11-24 09:15:02', outTradeNo: 'R20261124000001', tradeState: 'SUCCESS', orderFen: 3000, refundFen: 0 }),
      expect.objectContaining({ outTradeNo: 'W2026112400000101', transactionId: '4200001234202611241234567891', orderFen: 1 }),
      expect.objectContaining({
        outTradeNo: 'R20261120000009',
        tradeState: 'REFUND',
        orderFen: 0,
        refundFen: 1230,
        outRefundNo: 'R20261120000009',
        refundState: 'SUCCESS',
      }),
    ]);
  });

  it('reads an empty day: the header, the summary header and a zero summary', () => {
    expect(parseTradeBill([HEADER, SUMMARY_HEADER, '`0,`0.00,`0.00,`0.00,`0.00,`0.00,`0.00', ''].join('\r\n')).lines).toEqual([]);
  });

  it('refuses a bill whose summary counts other lines than it has, or that has no summary', () => {
    expect(() => parseTradeBill(BILL.replace('`3,`30.01', '`4,`30.01'))).toThrow(TradeBillFormatError);
    expect(() => parseTradeBill(BILL.split(SUMMARY_HEADER)[0] ?? '')).toThrow(TradeBillFormatError);
  });

  it('refuses a refund total that differs from its lines, and a line without the backticks', () => {
    expect(() => parseTradeBill(BILL.replace('`0.11,`30.01,`12.30', '`0.11,`30.01,`12.31').replace('`30.01,`12.30,`0.00', '`30.01,`12.31,`0.00'))).toThrow(
      /summary says 1231/,
    );
    expect(() => parseTradeBill(BILL.replace('`2026-11-24 09:15:02', '2026-11-24 09:15:02'))).toThrow(/backtick/);
  });
});

describe('yuanToFen', () => {
  it('turns yuan with up to two decimals into integer fen from the digits', () => {
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('5000.00')).toBe(500_000);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.15')).toBe(115);
    expect(yuanToFen('-0.07')).toBe(-7);
  });

  it('refuses what is not an amount in yuan', () => {
    for (const text of ['', '1.005', '1e3', '¥1.00', '1,000.00', '.5', 'abc']) {
      expect(() => yuanToFen(text)).toThrow(TradeBillFormatError);
    }
  });
});
