import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FakeModule, FakeWechatCore } from './fake-wechat-server.ts';
import { isMerchantPaySign, signAsWechatPay } from './fake-signing.ts';

// The fake WeChat Pay API v3: JSAPI, H5 and Native orders, the order query, close, refunds and
// their query, in WeChat Pay's wire format (fen, RFC 3339 times, `{ code, message }` refusals), every
// answer signed by the core. Tests drive the payer through the control API: paying records a ledger
// line and sends TRANSACTION.SUCCESS to the order's notify_url, as WeChat Pay does.

type TradeType = 'JSAPI' | 'MWEB' | 'NATIVE';

export interface FakePayOrder {
  appid: string;
  mchid: string;
  outTradeNo: string;
  description: string;
  notifyUrl: string;
  totalFen: number;
  tradeType: TradeType;
  openid: string;
  payerIp: string;
  expiresAt: number | null;
  prepayId: string;
  h5Url: string;
  codeUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
  successTime: Date | null;
}

export interface FakePayRefund {
  outTradeNo: string;
  outRefundNo: string;
  refundId: string;
  notifyUrl: string;
  refundFen: number;
  totalFen: number;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  createdAt: Date;
  successTime: Date | null;
}

export interface FakePayControl {
  orders: Map<string, FakePayOrder>;
  refunds: Map<string, FakePayRefund>;
  /** The payer pays inside WeChat with the page's bridge parameters: refused unless paySign is the merchant's. */
  payJsapi(params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string }): Promise<NotifyResult>;
  /** The payer scans the Native QR code and pays. */
  payCodeUrl(codeUrl: string): Promise<NotifyResult>;
  /** The payer pays on WeChat Pay's H5 page of this order. */
  payH5(outTradeNo: string): Promise<NotifyResult>;
  /** Sends the paid order's TRANSACTION.SUCCESS again (WeChat Pay repeats notifications). */
  renotify(outTradeNo: string, options?: { hasBadSignature?: boolean }): Promise<NotifyResult>;
  /** Ends a PROCESSING refund: SUCCESS records a REFUND ledger line; sends REFUND.<state>. */
  finishRefund(outRefundNo: string, state?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'): Promise<NotifyResult>;
  /** The next answer to a /v3/ request carries a signature that does not match its body. */
  signNextAnswerWrongly(): void;
  /** The next payment notification names another merchant or app (its resource's mchid, appid), validly signed. */
  nameAnotherMerchantNext(fields: { mchid?: string; appid?: string }): void;
  /** Refunds are refused with NOT_ENOUGH (the merchant's balance is short) while set. */
  setRefundBalanceShort(isShort: boolean): void;
}

export interface NotifyResult {
  status: number;
  body: string;
}

const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
const rfc3339 = (at: Date) => `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(body: unknown): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(typeof body === 'string' ? body : '');
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function transactionOf(order: FakePayOrder) {
  return {
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: order.outTradeNo,
    ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
    trade_type: order.tradeType,
    trade_state: order.state,
    trade_state_desc: order.state === 'SUCCESS' ? '支付成功' : order.state === 'CLOSED' ? '订单已关闭' : '订单未支付',
    ...(order.successTime ? { success_time: rfc3339(order.successTime), bank_type: 'OTHERS' } : {}),
    payer: order.state === 'SUCCESS' ? { openid: order.openid || `o${randomBytes(13).toString('hex')}` } : {},
    amount: { total: order.totalFen, currency: 'CNY', ...(order.state === 'SUCCESS' ? { payer_total: order.totalFen, payer_currency: 'CNY' } : {}) },
  };
}

function refundBodyOf(refund: FakePayRefund, order: FakePayOrder) {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: order.transactionId,
    out_trade_no: refund.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    status: refund.status,
    create_time: rfc3339(refund.createdAt),
    ...(refund.successTime ? { success_time: rfc3339(refund.successTime) } : {}),
    amount: { total: refund.totalFen, refund: refund.refundFen, payer_total: refund.totalFen, payer_refund: refund.refundFen, currency: 'CNY' },
  };
}

/** Why WeChat Pay would refuse this order's fields (PARAM_ERROR), or null. */
function orderProblem(body: Record<string, unknown>, tradeType: TradeType, core: FakeWechatCore): string | null {
  const amount = isObject(body.amount) ? body.amount : {};
  if (body.appid !== core.keys.appId || body.mchid !== core.keys.mchId) {
    return 'appid 或 mchid 不正确';
  }
  if (typeof body.out_trade_no !== 'string' || !/^[\w*|-]{6,32}$/.test(body.out_trade_no)) {
    return 'out_trade_no 格式错误';
  }
  if (typeof body.description !== 'string' || body.description.length === 0 || body.description.length > 127) {
    return 'description 格式错误';
  }
  if (typeof body.notify_url !== 'string' || !/^https?:\/\/[^?#]+$/.test(body.notify_url)) {
    return 'notify_url 格式错误：须为 URL，且不能携带参数';
  }
  if (typeof amount.total !== 'number' || !Number.isSafeInteger(amount.total) || amount.total <= 0) {
    return 'amount.total 须为正整数（分）';
  }
  if (body.time_expire !== undefined && (typeof body.time_expire !== 'string' || Number.isNaN(Date.parse(body.time_expire)))) {
    return 'time_expire 格式错误';
  }
  if (tradeType === 'JSAPI' && !(isObject(body.payer) && typeof body.payer.openid === 'string' && body.payer.openid.length > 0)) {
    return 'payer.openid 不能为空';
  }
  if (tradeType === 'MWEB') {
    const scene = isObject(body.scene_info) ? body.scene_info : {};
    const h5 = isObject(scene.h5_info) ? scene.h5_info : {};
    if (typeof scene.payer_client_ip !== 'string' || !scene.payer_client_ip || typeof h5.type !== 'string') {
      return 'scene_info.payer_client_ip 与 scene_info.h5_info.type 不能为空';
    }
  }
  return null;
}

export const fakePay: FakeModule<FakePayControl> = (app: FastifyInstance, core: FakeWechatCore) => {
  const orders = new Map<string, FakePayOrder>();
  const refunds = new Map<string, FakePayRefund>();
  let signsNextWrongly = false;
  let isBalanceShort = false;
  let nextMerchantFields: { mchid?: string; appid?: string } = {};

  app.addHook('onSend', async (request, reply, payload) => {
    if (signsNextWrongly && request.url.startsWith('/v3/')) {
      signsNextWrongly = false;
      const tampered = signAsWechatPay(
        `${typeof payload === 'string' ? payload : ''}tampered`,
        { serial: core.keys.platformSerial, privateKey: core.keys.platformPrivateKey },
        core.nowSeconds(),
      );
      reply.header('Wechatpay-Signature', tampered['Wechatpay-Signature']);
    }
    return payload;
  });

  const createOrder = (tradeType: TradeType) => async (request: { body: unknown }, reply: FastifyReply) => {
    const body = parseJson(request.body);
    const problem = body ? orderProblem(body, tradeType, core) : '请求体不是 JSON';
    if (!body || problem) {
      return core.replyError(reply, 400, 'PARAM_ERROR', problem ?? '参数错误');
    }
    const outTradeNo = String(body.out_trade_no);
    const totalFen = Number((body.amount as Record<string, unknown>).total);
    const existing = orders.get(outTradeNo);
    if (existing) {
      if (existing.state === 'CLOSED') {
        return core.replyError(reply, 400, 'ORDER_CLOSED', '订单已关闭');
      }
      if (existing.state === 'SUCCESS' || existing.totalFen !== totalFen || existing.tradeType !== tradeType || existing.description !== body.description) {
        return core.replyError(reply, 400, 'ORDERNO_USED', '商户订单号重复');
      }
    }
    const order: FakePayOrder = existing ?? {
      appid: core.keys.appId,
      mchid: core.keys.mchId,
      outTradeNo,
      description: String(body.description),
      notifyUrl: String(body.notify_url),
      totalFen,
      tradeType,
      openid: isObject(body.payer) ? String(body.payer.openid) : '',
      payerIp: isObject(body.scene_info) ? String(body.scene_info.payer_client_ip) : '',
      expiresAt: typeof body.time_expire === 'string' ? Date.parse(body.time_expire) : null,
      prepayId: `wx${digits(10)}${randomBytes(12).toString('hex')}`,
      h5Url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${digits(16)}&package=${digits(10)}`,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
      state: 'NOTPAY',
      transactionId: '',
      successTime: null,
    };
    orders.set(outTradeNo, order);
    const answer = tradeType === 'JSAPI' ? { prepay_id: order.prepayId } : tradeType === 'MWEB' ? { h5_url: order.h5Url } : { code_url: order.codeUrl };
    return core.replySigned(reply, 200, answer);
  };

  app.post('/v3/pay/transactions/jsapi', createOrder('JSAPI'));
  app.post('/v3/pay/transactions/h5', createOrder('MWEB'));
  app.post('/v3/pay/transactions/native', createOrder('NATIVE'));

  app.get<{ Params: { outTradeNo: string }; Querystring: { mchid?: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo', async (request, reply) => {
    if (request.query.mchid !== core.keys.mchId) {
      return core.replyError(reply, 400, 'PARAM_ERROR', 'mchid 不正确');
    }
    const order = orders.get(request.params.outTradeNo);
    return order ? core.replySigned(reply, 200, transactionOf(order)) : core.replyError(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
  });

  app.post<{ Params: { outTradeNo: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo/close', async (request, reply) => {
    const body = parseJson(request.body);
    if (body?.mchid !== core.keys.mchId) {
      return core.replyError(reply, 400, 'PARAM_ERROR', 'mchid 不正确');
    }
    const order = orders.get(request.params.outTradeNo);
    if (!order) {
      return core.replyError(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (order.state === 'SUCCESS') {
      return core.replyError(reply, 400, 'ORDERPAID', '订单已支付');
    }
    order.state = 'CLOSED';
    return core.replySigned(reply, 204, undefined);
  });

  app.post('/v3/refund/domestic/refunds', async (request, reply) => {
    const body = parseJson(request.body);
    const amount = body && isObject(body.amount) ? body.amount : {};
    if (
      !body ||
      typeof body.out_trade_no !== 'string' ||
      typeof body.out_refund_no !== 'string' ||
      !/^[\w*|@-]{1,64}$/.test(body.out_refund_no) ||
      (body.notify_url !== undefined && (typeof body.notify_url !== 'string' || !/^https?:\/\/[^?#]+$/.test(body.notify_url))) ||
      typeof amount.refund !== 'number' ||
      typeof amount.total !== 'number' ||
      amount.currency !== 'CNY'
    ) {
      return core.replyError(reply, 400, 'PARAM_ERROR', '参数错误');
    }
    const order = orders.get(body.out_trade_no);
    if (!order) {
      return core.replyError(reply, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    }
    const known = refunds.get(body.out_refund_no);
    if (known) {
      return known.refundFen === amount.refund
        ? core.replySigned(reply, 200, refundBodyOf(known, order))
        : core.replyError(reply, 400, 'INVALID_REQUEST', '退款单号重复');
    }
    if (order.state !== 'SUCCESS') {
      return core.replyError(reply, 400, 'INVALID_REQUEST', '订单未支付，不能退款');
    }
    if (amount.total !== order.totalFen || amount.refund <= 0 || amount.refund > order.totalFen) {
      return core.replyError(reply, 400, 'PARAM_ERROR', '退款金额错误');
    }
    if (isBalanceShort) {
      return core.replyError(reply, 403, 'NOT_ENOUGH', '基本账户余额不足');
    }
    const refund: FakePayRefund = {
      outTradeNo: order.outTradeNo,
      outRefundNo: body.out_refund_no,
      refundId: `50${digits(27)}`,
      notifyUrl: typeof body.notify_url === 'string' ? body.notify_url : '',
      refundFen: amount.refund,
      totalFen: order.totalFen,
      status: 'PROCESSING',
      createdAt: new Date(core.nowSeconds() * 1000),
      successTime: null,
    };
    refunds.set(refund.outRefundNo, refund);
    return core.replySigned(reply, 200, refundBodyOf(refund, order));
  });

  app.get<{ Params: { outRefundNo: string } }>('/v3/refund/domestic/refunds/:outRefundNo', async (request, reply) => {
    const refund = refunds.get(request.params.outRefundNo);
    const order = refund ? orders.get(refund.outTradeNo) : undefined;
    return refund && order ? core.replySigned(reply, 200, refundBodyOf(refund, order)) : core.replyError(reply, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
  });

  const notifyPayment = (order: FakePayOrder, hasBadSignature = false) => {
    const merchantFields = nextMerchantFields;
    nextMerchantFields = {};
    return core.notify(order.notifyUrl, {
      eventType: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      originalType: 'transaction',
      resource: { ...transactionOf(order), ...merchantFields },
      hasBadSignature,
    });
  };

  const pay = async (order: FakePayOrder | undefined): Promise<NotifyResult> => {
    if (!order) {
      throw new Error('fake WeChat Pay: no such order');
    }
    if (order.state !== 'NOTPAY') {
      throw new Error(`fake WeChat Pay: the order is ${order.state}`);
    }
    if (order.expiresAt !== null && core.nowSeconds() * 1000 > order.expiresAt) {
      throw new Error('fake WeChat Pay: the order expired (time_expire)');
    }
    order.state = 'SUCCESS';
    order.transactionId = `42000${digits(23)}`;
    order.successTime = new Date(core.nowSeconds() * 1000);
    order.openid ||= `o${randomBytes(13).toString('hex')}`;
    core.ledger.push({
      tradeTime: order.successTime,
      transactionId: order.transactionId,
      outTradeNo: order.outTradeNo,
      openid: order.openid,
      tradeType: order.tradeType,
      tradeState: 'SUCCESS',
      totalFen: order.totalFen,
      refundId: '',
      outRefundNo: '',
      refundFen: 0,
      description: order.description,
    });
    return notifyPayment(order);
  };

  return {
    orders,
    refunds,
    payJsapi: async (params) => {
      const prepayId = /^prepay_id=(.+)$/.exec(params.package)?.[1];
      const order = [...orders.values()].find((candidate) => candidate.tradeType === 'JSAPI' && candidate.prepayId === prepayId);
      if (params.appId !== core.keys.appId || params.signType !== 'RSA' || !isMerchantPaySign(params, core.keys.merchantPublicKey)) {
        throw new Error('fake WeChat Pay: 支付验证签名失败 (paySign)');
      }
      return pay(order);
    },
    payCodeUrl: (codeUrl) => pay([...orders.values()].find((candidate) => candidate.tradeType === 'NATIVE' && candidate.codeUrl === codeUrl)),
    payH5: (outTradeNo) => pay([...orders.values()].find((candidate) => candidate.tradeType === 'MWEB' && candidate.outTradeNo === outTradeNo)),
    renotify: async (outTradeNo, options = {}) => {
      const order = orders.get(outTradeNo);
      if (order?.state !== 'SUCCESS') {
        throw new Error('fake WeChat Pay: the order is not paid');
      }
      return notifyPayment(order, options.hasBadSignature);
    },
    finishRefund: async (outRefundNo, state = 'SUCCESS') => {
      const refund = refunds.get(outRefundNo);
      const order = refund ? orders.get(refund.outTradeNo) : undefined;
      if (!refund || !order || refund.status !== 'PROCESSING') {
        throw new Error('fake WeChat Pay: no processing refund');
      }
      refund.status = state;
      if (state === 'SUCCESS') {
        refund.successTime = new Date(core.nowSeconds() * 1000);
        core.ledger.push({
          tradeTime: refund.successTime,
          transactionId: order.transactionId,
          outTradeNo: order.outTradeNo,
          openid: order.openid,
          tradeType: order.tradeType,
          tradeState: 'REFUND',
          totalFen: order.totalFen,
          refundId: refund.refundId,
          outRefundNo: refund.outRefundNo,
          refundFen: refund.refundFen,
          description: order.description,
        });
      }
      const resource = {
        mchid: order.mchid,
        out_trade_no: order.outTradeNo,
        transaction_id: order.transactionId,
        out_refund_no: refund.outRefundNo,
        refund_id: refund.refundId,
        refund_status: state,
        ...(refund.successTime ? { success_time: rfc3339(refund.successTime) } : {}),
        user_received_account: '支付用户零钱',
        amount: { total: refund.totalFen, refund: refund.refundFen, payer_total: refund.totalFen, payer_refund: refund.refundFen },
      };
      return core.notify(refund.notifyUrl, { eventType: `REFUND.${state}`, summary: '退款状态变更', originalType: 'refund', resource });
    },
    signNextAnswerWrongly: () => {
      signsNextWrongly = true;
    },
    nameAnotherMerchantNext: (fields) => {
      nextMerchantFields = fields;
    },
    setRefundBalanceShort: (isShort) => {
      isBalanceShort = isShort;
    },
  };
};
