import { createHash, randomBytes } from 'node:crypto';
import type { FakeLedgerLine, FakeModule } from './fake-wechat-server.ts';

// WeChat Pay's trade bill, as the documentation (申请交易账单, 下载账单) describes it:
// GET /v3/bill/tradebill answers, signed, the file's SHA-1 and a download_url; the file itself at
// /v3/billdownload/file needs the merchant's signature but is NOT signed. The bill of a day is
// ready after 10:00 China time the next day; before that: 400 NO_STATEMENT_EXIST.

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const SUMMARY = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';
const CHINA_MS = 8 * 3600 * 1000;

const toYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const chinaDateOf = (time: Date) => new Date(time.getTime() + CHINA_MS).toISOString().slice(0, 10);
const chinaTimeOf = (time: Date) => new Date(time.getTime() + CHINA_MS).toISOString().slice(0, 19).replace('T', ' ');
/** The instant (seconds) a day's bill becomes available: 10:00 China time the next day. */
const readySeconds = (billDate: string) => (Date.parse(`${billDate}T00:00:00Z`) - CHINA_MS + 34 * 3600 * 1000) / 1000;

export interface FakeBillControl {
  /** Extra lines printed in a day's bill, as if WeChat Pay had them (a payment we never saw). */
  plantLine(line: FakeLedgerLine): void;
  /** Prints this out-trade-no's payment with another amount. */
  changeAmount(outTradeNo: string, totalFen: number): void;
  /** The next download serves a file whose bytes differ from the announced SHA-1. */
  corruptNextDownload(): void;
  /** Answers NO_STATEMENT_EXIST whatever the time (true), or by the time again (false). */
  setNotReady(isNotReady: boolean): void;
  /** The bill text of a day as it would be served. */
  billOf(billDate: string): string;
  /** How many times each day's bill was announced (GET /v3/bill/tradebill). */
  announcements: Map<string, number>;
}

export const fakeBill: FakeModule<FakeBillControl> = (app, core) => {
  const planted: FakeLedgerLine[] = [];
  const changedAmounts = new Map<string, number>();
  const files = new Map<string, string>();
  const announcements = new Map<string, number>();
  let isCorruptNext = false;
  let isForcedNotReady = false;

  const printLine = (line: FakeLedgerLine) => {
    const total = changedAmounts.get(line.outTradeNo) ?? line.totalFen;
    const isRefund = line.tradeState === 'REFUND';
    const fields = [
      chinaTimeOf(line.tradeTime),
      core.keys.appId,
      core.keys.mchId,
      '0',
      '',
      line.transactionId,
      line.outTradeNo,
      line.openid,
      line.tradeType,
      line.tradeState,
      'OTHERS',
      'CNY',
      isRefund ? '0.00' : toYuan(total),
      '0.00',
      isRefund ? line.refundId : '0',
      isRefund ? line.outRefundNo : '0',
      toYuan(isRefund ? line.refundFen : 0),
      '0.00',
      isRefund ? 'ORIGINAL' : '',
      isRefund ? 'SUCCESS' : '',
      line.description,
      '',
      '0.00',
      '0.60%',
      isRefund ? '0.00' : toYuan(total),
      toYuan(isRefund ? line.refundFen : 0),
      '',
    ];
    return { text: fields.map((field) => `\`${field}`).join(','), totalFen: isRefund ? 0 : total, refundFen: isRefund ? line.refundFen : 0 };
  };

  const billOf = (billDate: string) => {
    const lines = [...core.ledger, ...planted].filter((line) => chinaDateOf(line.tradeTime) === billDate).map(printLine);
    const paid = lines.reduce((sum, line) => sum + line.totalFen, 0);
    const refunded = lines.reduce((sum, line) => sum + line.refundFen, 0);
    const summary = [String(lines.length), toYuan(paid), toYuan(refunded), '0.00', '0.00', toYuan(paid), toYuan(refunded)];
    return [HEADER, ...lines.map((line) => line.text), SUMMARY, summary.map((field) => `\`${field}`).join(','), ''].join('\r\n');
  };

  app.get<{ Querystring: { bill_date?: string; bill_type?: string } }>('/v3/bill/tradebill', async (request, reply) => {
    const billDate = request.query.bill_date ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate) || (request.query.bill_type ?? 'ALL') !== 'ALL') {
      return core.replyError(reply, 400, 'PARAM_ERROR', '参数错误');
    }
    announcements.set(billDate, (announcements.get(billDate) ?? 0) + 1);
    if (isForcedNotReady || core.nowSeconds() < readySeconds(billDate)) {
      return core.replyError(reply, 400, 'NO_STATEMENT_EXIST', '账单文件不存在');
    }
    const text = billOf(billDate);
    const token = randomBytes(18).toString('base64url');
    files.set(token, text);
    return core.replySigned(reply, 200, {
      hash_type: 'SHA1',
      hash_value: createHash('sha1').update(text).digest('hex'),
      download_url: `${core.baseUrl}/v3/billdownload/file?token=${token}`,
    });
  });

  app.get<{ Querystring: { token?: string } }>('/v3/billdownload/file', async (request, reply) => {
    const text = files.get(request.query.token ?? '');
    if (text === undefined) {
      return core.replyError(reply, 400, 'INVALID_REQUEST', '下载链接无效');
    }
    // A changed digit in the first amount: what a truncated or tampered transfer would look like.
    const served = isCorruptNext ? text.replace(/\d\.\d\d/, (amount) => `${amount.slice(0, -1)}${amount.endsWith('9') ? '8' : '9'}`) : text;
    isCorruptNext = false;
    // Unsigned, as WeChat Pay serves the file: no Wechatpay-* headers.
    return reply.code(200).type('text/plain; charset=utf-8').send(Buffer.from(served, 'utf8'));
  });

  return {
    plantLine: (line) => planted.push(line),
    changeAmount: (outTradeNo, totalFen) => changedAmounts.set(outTradeNo, totalFen),
    corruptNextDownload: () => {
      isCorruptNext = true;
    },
    setNotReady: (isNotReady) => {
      isForcedNotReady = isNotReady;
    },
    billOf,
    announcements,
  };
};
