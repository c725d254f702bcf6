import type { Envelope } from '@hall/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceLedger, members, sandboxWechatPayOrders, sandboxWechatPayRefunds, subscribers } from '../../db/schema.ts';
import { listOrdersNamed, readNewestOrder } from '../../test/service-orders.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { findRechargeOrder } from '../../domain/top-up-settlement.ts';
import { PaymentNotifyHeader } from '../../providers/wechat-pay/notification-signature.ts';
import { sandboxNotifyRequest } from '../../providers/wechat-pay/sandbox-notify-request.ts';
import type { PaymentNotification } from '../../providers/wechat-pay/wechat-pay.ts';

let api: TestApp;
let zhangwei: string;
let wangfang: string;
let newcomer: string;

beforeAll(async () => {
  api = await createTestApp();
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  wangfang = await api.logInAs(DemoUser.BOUND_OWING);
  newcomer = await api.logInAs(DemoUser.UNBOUND);
});
afterAll(() => api.close());

const balanceOf = async (phone: string) => (await api.deps.boss.findSubscriber(phone))?.balanceFen ?? Number.NaN;
/** A business counter of /metrics (hall_top_ups_settled_total, hall_refunds_paid_total), 0 before its first count. */
const counted = async (name: string, labels: Record<string, string> = {}) => {
  const values = (await api.deps.metrics.registry.getSingleMetric(name)?.get())?.values ?? [];
  return values.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))?.value ?? 0;
};
const dataOf = <T>(body: Envelope) => body.data as T;

async function orderProduct(token: string, productId: string) {
  const body = await api.call('ADD_ORDERS', { productId }, token);
  expect(body.code).toBe(1);
  return dataOf<{ outTradeNo: string; amount: number; kind: string }>(body);
}

/** The payer at the sandbox cashier: pays or fails, and follows the redirect. */
async function decideAtCashier(cashierUrl: string, result: 'SUCCESS' | 'PAYERROR') {
  const ref = new URL(cashierUrl, 'http://test').searchParams.get('ref') ?? '';
  const response = await api.app.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref, result } });
  expect(response.statusCode).toBe(302);
  return String(response.headers.location);
}

async function payOrder(token: string, outTradeNo: string, result: 'SUCCESS' | 'PAYERROR' = 'SUCCESS') {
  const pay = await api.call('PAY', { outTradeNo }, token);
  expect(pay.code).toBe(1);
  return decideAtCashier(dataOf<{ cashierUrl: string }>(pay).cashierUrl, result);
}

function signed(payment: PaymentNotification) {
  return sandboxNotifyRequest(api.deps.providers.sandboxWechatPay, payment, { now: api.deps.now() });
}

describe('ADD_ORDERS', () => {
  it('creates an unpaid order for a product of the bound number', async () => {
    const body = await api.call('ADD_ORDERS', { productId: 'CALL_50' }, zhangwei);
    expect(body).toMatchObject({ code: 1, data: { kind: 'call', productName: '50元', amount: 5000, mobilePhone: '170****0001' } });
    expect(dataOf<{ outTradeNo: string }>(body).outTradeNo).toMatch(/^R\d{14}\w{17}$/);
  });

  it('refuses an unknown product, or one of another service kind', async () => {
    expect(await api.call('ADD_ORDERS', { productId: 'NOPE' }, zhangwei)).toMatchObject({ code: -100, msg: '充值商品不存在或不适用于您的号码' });
    expect(await api.call('ADD_ORDERS', { productId: 'IOT_MONTH_1G' }, zhangwei)).toMatchObject({ code: -100 });
    expect(await api.call('ADD_ORDERS', { productId: '' }, zhangwei)).toMatchObject({ code: -100, msg: '请填写充值商品' });
  });

  it('needs a login and a bound phone', async () => {
    expect(await api.call('ADD_ORDERS', { productId: 'CALL_50' })).toMatchObject({ code: -101 });
    expect(await api.call('ADD_ORDERS', { productId: 'CALL_50' }, newcomer)).toMatchObject({ code: -102 });
  });
});

describe('PAY', () => {
  it('answers the cashier and, once paid, raises the balance and lands on /paySuccess', async () => {
    const before = await balanceOf('17012340001');
    const order = await orderProduct(zhangwei, 'CALL_20');
    const pay = await api.call('PAY', { outTradeNo: order.outTradeNo }, zhangwei);
    const { cashierUrl } = dataOf<{ cashierUrl: string }>(pay);
    expect(cashierUrl).toMatch(/^\/sandbox\/pay\?ref=/);
    expect(await balanceOf('17012340001')).toBe(before);
    const back = await decideAtCashier(cashierUrl, 'SUCCESS');
    expect(back).toBe(`/paySuccess?outTradeNo=${order.outTradeNo}`);
    expect(await balanceOf('17012340001')).toBe(before + 2000);
    expect(await api.call('PAY', { outTradeNo: order.outTradeNo }, zhangwei)).toMatchObject({ code: -100, msg: '订单已支付，请勿重复支付' });
  });

  it('refuses an order of another member and an unknown order', async () => {
    const order = await orderProduct(zhangwei, 'CALL_10');
    expect(await api.call('PAY', { outTradeNo: order.outTradeNo }, wangfang)).toMatchObject({ code: -100, msg: '订单不存在' });
    expect(await api.call('PAY', { outTradeNo: 'R000' }, zhangwei)).toMatchObject({ code: -100, msg: '订单不存在' });
    expect(await api.call('PAY', { outTradeNo: '<script>' }, zhangwei)).toMatchObject({ code: -100, msg: '订单号无效' });
  });

  it('leaves the balance alone when the payment fails', async () => {
    const before = await balanceOf('17012340001');
    const order = await orderProduct(zhangwei, 'CALL_30');
    await payOrder(zhangwei, order.outTradeNo, 'PAYERROR');
    expect(await balanceOf('17012340001')).toBe(before);
    const result = await api.call('BOSS_QUERY_ORDER', { outTradeNo: order.outTradeNo });
    expect(result).toMatchObject({ code: 1, data: { status: 0, paymentState: 'PAYERROR' } });
    expect(await api.call('PAY', { outTradeNo: order.outTradeNo }, zhangwei)).toMatchObject({ code: -100, msg: '该订单支付失败，请重新下单' });
  });

  it("refuses a snapshot page's virtual user, whose openid cannot pay", async () => {
    const order = await orderProduct(zhangwei, 'CALL_10');
    await api.deps.db.update(members).set({ isSnapshotUser: true }).where(eq(members.openid, DemoUser.BOUND_NORMAL));
    try {
      expect(await api.call('PAY', { outTradeNo: order.outTradeNo, scene: 'jsapi' }, zhangwei)).toMatchObject({ code: -100, msg: '请先授权微信登录后再支付' });
    } finally {
      await api.deps.db.update(members).set({ isSnapshotUser: false }).where(eq(members.openid, DemoUser.BOUND_NORMAL));
    }
    expect(await api.call('PAY', { outTradeNo: order.outTradeNo, scene: 'jsapi' }, zhangwei)).toMatchObject({ code: 1 });
  });
});

describe('payment notifications', () => {
  it('settle once however often the same notification comes, also all at once', async () => {
    const before = await balanceOf('17012340001');
    const [settledBefore, settledFenBefore] = [await counted('hall_top_ups_settled_total'), await counted('hall_top_ups_settled_fen_total')];
    const order = await orderProduct(zhangwei, 'CALL_100');
    const payment: PaymentNotification = {
      outTradeNo: order.outTradeNo,
      transactionId: 'WXCONCURRENT1',
      amountFen: 10000,
      state: 'SUCCESS',
      paidAt: new Date().toISOString(),
      notifyHandler: 'recharge',
    };
    const replies = await Promise.all(Array.from({ length: 20 }, async () => api.app.inject(await signed(payment))));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(await balanceOf('17012340001')).toBe(before + 10000);
    await api.app.inject(await signed(payment));
    expect(await balanceOf('17012340001')).toBe(before + 10000);
    // The metrics count the top-up once too.
    expect(await counted('hall_top_ups_settled_total')).toBe(settledBefore + 1);
    expect(await counted('hall_top_ups_settled_fen_total')).toBe(settledFenBefore + 10000);
    const records = dataOf<{ list: { status: number; amount: number }[] }>(await api.call('RECHARGE_RECORD', {}, zhangwei)).list;
    expect(records).toContainEqual(expect.objectContaining({ title: '话费充值100元', status: 2, amount: 10000 }));
  });

  it('ignore a wrong amount and a forged signature', async () => {
    const before = await balanceOf('17012340001');
    const order = await orderProduct(zhangwei, 'CALL_10');
    const payment: PaymentNotification = {
      outTradeNo: order.outTradeNo,
      transactionId: 'WXWRONG',
      amountFen: 1,
      state: 'SUCCESS',
      paidAt: new Date().toISOString(),
      notifyHandler: 'recharge',
    };
    expect((await api.app.inject(await signed(payment))).statusCode).toBe(400);
    const forged = await signed({ ...payment, amountFen: 1000 });
    forged.headers[PaymentNotifyHeader.SIGNATURE] = 'f'.repeat(64);
    expect((await api.app.inject(forged)).statusCode).toBe(401);
    expect(await balanceOf('17012340001')).toBe(before);
  });
});

interface BillData {
  amount: number;
  chart: { name: string; value: number }[];
}

/** This month's bill of the token's number and the balance page's 本月已消费 beside it. */
async function monthSpending(token: string) {
  const bill = dataOf<BillData>(await api.call('QUERY_BILL_DETAILS', {}, token));
  const balance = dataOf<{ dataVal: number[] }>(await api.call('QUERY_BALANCE', {}, token));
  return {
    total: bill.amount,
    itemsSum: bill.chart.reduce((sum, item) => sum + item.value, 0),
    packFees: bill.chart.find((item) => item.name === '流量包费')?.value ?? 0,
    spent: balance.dataVal[1] ?? Number.NaN,
  };
}

describe('OPEN_FLOW', () => {
  it('opens a paid flow pack: the money comes in, the pack is bought from it, and it shows in usage and services', async () => {
    const before = await balanceOf('17012340001');
    const order = await orderProduct(zhangwei, 'DAY_5G');
    const back = await payOrder(zhangwei, order.outTradeNo);
    expect(back).toBe(`/success?outTradeNo=${order.outTradeNo}`);
    const body = await api.call('OPEN_FLOW', { outTradeNo: order.outTradeNo }, zhangwei);
    expect(body).toMatchObject({ code: 1, data: { kind: 'dayFlow', status: 2, packStatus: 'opened', paymentState: 'SUCCESS', mobilePhone: '170****0001' } });
    expect(await balanceOf('17012340001')).toBe(before);
    const usage = dataOf<{ list: { data: { title: string; total: number }[] } }>(await api.call('QUERY_SET_MEAL', {}, zhangwei));
    expect(usage.list.data).toContainEqual(expect.objectContaining({ title: '5GB日包', total: 5120 }));
    const services = dataOf<{ list: { packageName: string; status: number }[] }>(await api.call('ORDER_BUSINESS', { type: 1, page: 1, pageSize: 6 }, zhangwei));
    expect(services.list[0]).toMatchObject({ packageName: '5GB日包', status: 1 });
    // The pack is an order of /orderQuery, passed once it is open.
    const flowOrder = await readNewestOrder(api, zhangwei, '流量包订购', '5GB日包');
    expect(flowOrder).toMatchObject({ check: '审核通过', oid: expect.stringMatching(/^LL\d{18}$/) });
    expect(flowOrder.details).toMatchObject({ 流量包: '5GB日包', 生效时间: '立即生效' });
  });

  it("puts the pack on this month's bill: its total and the balance page's spending rise by exactly the fee, once", async () => {
    const before = await monthSpending(zhangwei);
    expect(before.total).toBe(before.itemsSum);
    expect(before.spent).toBe(before.total);
    const order = await orderProduct(zhangwei, 'MONTH_5G');
    await payOrder(zhangwei, order.outTradeNo);
    // Confirming again (the result page, a repeated notification) charges nothing twice.
    expect(await api.call('OPEN_FLOW', { outTradeNo: order.outTradeNo }, zhangwei)).toMatchObject({ code: 1, data: { packStatus: 'opened' } });
    expect(await api.call('OPEN_FLOW', { outTradeNo: order.outTradeNo }, zhangwei)).toMatchObject({ code: 1, data: { packStatus: 'opened' } });
    expect(await listOrdersNamed(api, zhangwei, '流量包订购', '5GB月包')).toHaveLength(1);
    const after = await monthSpending(zhangwei);
    expect(after).toEqual({ total: before.total + 3000, itemsSum: before.total + 3000, packFees: before.packFees + 3000, spent: before.spent + 3000 });
    // A second pack of the month adds to the same line.
    await payOrder(zhangwei, (await orderProduct(zhangwei, 'DAY_500M')).outTradeNo);
    expect(await monthSpending(zhangwei)).toEqual({
      total: after.total + 100,
      itemsSum: after.total + 100,
      packFees: after.packFees + 100,
      spent: after.spent + 100,
    });
  });

  it('keeps the money as balance when an owing number cannot afford the pack', async () => {
    const before = await balanceOf('17012340003');
    expect(before).toBeLessThan(0);
    const billBefore = await monthSpending(wangfang);
    const order = await orderProduct(wangfang, 'MONTH_2G');
    await payOrder(wangfang, order.outTradeNo);
    const body = await api.call('OPEN_FLOW', { outTradeNo: order.outTradeNo }, wangfang);
    expect(body).toMatchObject({ code: 1, data: { status: 2, packStatus: 'insufficient' } });
    expect(await balanceOf('17012340003')).toBe(before + 2000);
    // The refused pack shows on /orderQuery as not passed, with the reason and where the money went.
    const refused = await readNewestOrder(api, wangfang, '流量包订购', '2GB月包');
    expect(refused).toMatchObject({ check: '审核未通过', tips: '已支付的金额已存入话费余额，可在余额查询中查看。' });
    expect(refused.details).toMatchObject({ 未通过原因: '账户余额不足（含欠费），流量包未开通' });
    expect(await listOrdersNamed(api, wangfang, '流量包订购')).toHaveLength(1);
    // A top-up is no charge: the bill stays as it was.
    expect(await monthSpending(wangfang)).toEqual(billBefore);
  });

  it('settles by querying WeChat Pay when the notification never came', async () => {
    const before = await balanceOf('17012340001');
    const order = await orderProduct(zhangwei, 'DAY_500M');
    const pay = await api.call('PAY', { outTradeNo: order.outTradeNo }, zhangwei);
    const ref = new URL(dataOf<{ cashierUrl: string }>(pay).cashierUrl, 'http://test').searchParams.get('ref') ?? '';
    // The payer paid, but the notification was lost: mark the sandbox order paid directly.
    await api.deps.db
      .update(sandboxWechatPayOrders)
      .set({ state: 'SUCCESS', transactionId: 'WXLOST1', decidedAt: new Date() })
      .where(eq(sandboxWechatPayOrders.providerRef, ref));
    expect(await balanceOf('17012340001')).toBe(before);
    const body = await api.call('OPEN_FLOW', { outTradeNo: order.outTradeNo }, zhangwei);
    expect(body).toMatchObject({ code: 1, data: { status: 2, packStatus: 'opened' } });
    expect(await balanceOf('17012340001')).toBe(before);
  });

  it("refuses a call-credit order and another member's order", async () => {
    const call = await orderProduct(zhangwei, 'CALL_10');
    expect(await api.call('OPEN_FLOW', { outTradeNo: call.outTradeNo }, zhangwei)).toMatchObject({ code: -100, msg: '订单不存在' });
    const flow = await orderProduct(zhangwei, 'DAY_2G');
    expect(await api.call('OPEN_FLOW', { outTradeNo: flow.outTradeNo }, wangfang)).toMatchObject({ code: -100, msg: '订单不存在' });
  });
});

describe('a payment for a number closed meanwhile', () => {
  /** A bill payment ordered while the number was open, the number cancelled, then paid at WeChat Pay. */
  async function paidAfterClosing(phone: string, amountFen: number): Promise<PaymentNotification> {
    const body = await api.call('BOSS_WX_PAY', { phone, amount: amountFen });
    const { outTradeNo, cashierUrl } = dataOf<{ outTradeNo: string; cashierUrl: string }>(body);
    await api.deps.db.update(subscribers).set({ status: 'cancelled' }).where(eq(subscribers.phone, phone));
    const ref = new URL(cashierUrl, 'http://test').searchParams.get('ref') ?? '';
    const transactionId = `WXCLOSED${phone}`;
    await api.deps.db
      .update(sandboxWechatPayOrders)
      .set({ state: 'SUCCESS', transactionId, decidedAt: new Date() })
      .where(eq(sandboxWechatPayOrders.providerRef, ref));
    return { outTradeNo, transactionId, amountFen, state: 'SUCCESS', paidAt: new Date().toISOString(), notifyHandler: 'recharge' };
  }
  const refundsOf = (outTradeNo: string) => api.deps.db.select().from(sandboxWechatPayRefunds).where(eq(sandboxWechatPayRefunds.outTradeNo, outTradeNo));
  const ledgerOf = (outTradeNo: string) => api.deps.db.select().from(balanceLedger).where(eq(balanceLedger.reference, outTradeNo));

  it('is refunded once and ends at 4 however often the notification comes, also all at once', async () => {
    const before = await balanceOf('17012340008');
    const refundsCountedBefore = await counted('hall_refunds_paid_total', { kind: 'wechat_pay' });
    const payment = await paidAfterClosing('17012340008', 2500);
    const replies = await Promise.all(Array.from({ length: 20 }, async () => api.app.inject(await signed(payment))));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const refunds = await refundsOf(payment.outTradeNo);
    expect(refunds).toEqual([expect.objectContaining({ amountFen: 2500, state: 'SUCCESS' })]);
    expect(await findRechargeOrder(api.deps.db, payment.outTradeNo)).toMatchObject({
      status: 4,
      transactionId: payment.transactionId,
      refundId: refunds[0]?.refundId,
      refundedAt: expect.any(Date),
    });
    // The closed number took nothing.
    expect(await balanceOf('17012340008')).toBe(before);
    expect(await ledgerOf(payment.outTradeNo)).toEqual([]);
    // Later notifications and order queries change nothing.
    expect((await api.app.inject(await signed(payment))).statusCode).toBe(200);
    expect(await api.call('BOSS_QUERY_ORDER', { outTradeNo: payment.outTradeNo })).toMatchObject({ code: 1, data: { status: 4, paymentState: 'SUCCESS' } });
    expect(await refundsOf(payment.outTradeNo)).toHaveLength(1);
    expect(await counted('hall_refunds_paid_total', { kind: 'wechat_pay' })).toBe(refundsCountedBefore + 1);
  });

  it('a closed number is answered like an open one before payment, and its payment is refunded', async () => {
    await api.deps.db.update(subscribers).set({ status: 'cancelled' }).where(eq(subscribers.phone, '17012340009'));
    const body = await api.call('BOSS_WX_PAY', { phone: '17012340009', amount: 1200 });
    const { outTradeNo, cashierUrl } = dataOf<{ outTradeNo: string; cashierUrl: string }>(body);
    await decideAtCashier(cashierUrl, 'SUCCESS');
    expect(await findRechargeOrder(api.deps.db, outTradeNo)).toMatchObject({ status: 4, refundId: expect.any(String) });
    expect(await refundsOf(outTradeNo)).toEqual([expect.objectContaining({ amountFen: 1200, state: 'SUCCESS' })]);
    expect(await ledgerOf(outTradeNo)).toEqual([]);
  });

  it('stays refunding (3) while the refund fails; the order query retries it and reaches 4', async () => {
    const payment = await paidAfterClosing('17012340007', 1200);
    const refund = vi.spyOn(api.deps.providers.wechatPay, 'refund').mockRejectedValueOnce(new Error('no answer within 3000 ms'));
    try {
      // WeChat Pay hears FAIL, so it will send the notification again.
      expect((await api.app.inject(await signed(payment))).statusCode).toBe(500);
      expect(await findRechargeOrder(api.deps.db, payment.outTradeNo)).toMatchObject({ status: 3, refundId: null, refundedAt: null });
      expect(await refundsOf(payment.outTradeNo)).toEqual([]);
      expect(await api.call('BOSS_QUERY_ORDER', { outTradeNo: payment.outTradeNo })).toMatchObject({ code: 1, data: { status: 4 } });
      expect(refund).toHaveBeenCalledTimes(2);
      expect(await refundsOf(payment.outTradeNo)).toHaveLength(1);
      expect(await ledgerOf(payment.outTradeNo)).toEqual([]);
    } finally {
      refund.mockRestore();
    }
  });

  it('stays refunding while WeChat Pay still processes the refund; the repeated notification finishes it', async () => {
    const payment = await paidAfterClosing('17012340005', 800);
    const refund = vi
      .spyOn(api.deps.providers.wechatPay, 'refund')
      .mockRejectedValueOnce(new Error('SYSTEM_ERROR'))
      .mockResolvedValueOnce({ outTradeNo: payment.outTradeNo, refundId: 'RFPENDING', amountFen: 800, state: 'PROCESSING', succeededAt: null });
    try {
      expect((await api.app.inject(await signed(payment))).statusCode).toBe(500);
      expect((await api.app.inject(await signed(payment))).statusCode).toBe(500);
      expect(await findRechargeOrder(api.deps.db, payment.outTradeNo)).toMatchObject({ status: 3 });
      expect((await api.app.inject(await signed(payment))).statusCode).toBe(200);
      expect(await findRechargeOrder(api.deps.db, payment.outTradeNo)).toMatchObject({ status: 4, refundedAt: expect.any(Date) });
      expect(refund).toHaveBeenCalledTimes(3);
    } finally {
      refund.mockRestore();
    }
  });
});

describe('RECHARGE_RECORD', () => {
  it("lists the number's top-ups newest first with their statuses", async () => {
    const fresh = await createTestApp();
    try {
      const token = await fresh.logInAs(DemoUser.BOUND_NORMAL);
      const body = await fresh.call('RECHARGE_RECORD', {}, token);
      const list = dataOf<{ list: { status: number; title: string; mobilePhone: string; date: string }[] }>(body).list;
      expect(list.map((item) => item.status).sort()).toEqual([0, 1, 2, 2, 3, 4]);
      expect(list[0]).toMatchObject({ title: '话费充值100元', status: 1, mobilePhone: '170****0001' });
      const other = await fresh.call('RECHARGE_RECORD', {}, await fresh.logInAs(DemoUser.BOUND_SERVICE_KIND_8));
      expect(other).toMatchObject({ code: 1, data: { list: [] } });
    } finally {
      await fresh.close();
    }
  });

  it('needs a bound phone', async () => {
    expect(await api.call('RECHARGE_RECORD', {}, newcomer)).toMatchObject({ code: -102 });
  });
});

describe('BOSS_WX_PAY', () => {
  it('tops up any number without a login and returns to /UniversalPay', async () => {
    const before = await balanceOf('17012340002');
    const body = await api.call('BOSS_WX_PAY', { phone: '17012340002', amount: 3456, recordNumber: 'NO123' });
    expect(body.code).toBe(1);
    const { cashierUrl, outTradeNo } = dataOf<{ cashierUrl: string; outTradeNo: string }>(body);
    const back = await decideAtCashier(cashierUrl, 'SUCCESS');
    expect(back).toBe('/UniversalPay?serviceid=17012340002&amount=3456&recordNumber=NO123');
    expect(await balanceOf('17012340002')).toBe(before + 3456);
    expect(await api.call('BOSS_QUERY_ORDER', { outTradeNo })).toMatchObject({ code: 1, data: { kind: 'bill', status: 2, amount: 3456 } });
  });

  it('refuses a bad number and a bad amount', async () => {
    expect(await api.call('BOSS_WX_PAY', { phone: '123', amount: 100 })).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await api.call('BOSS_WX_PAY', { phone: '17012340002', amount: 0 })).toMatchObject({ code: -100, msg: '请输入正确的充值金额' });
    expect(await api.call('BOSS_WX_PAY', { phone: '17012340002', amount: 12.5 })).toMatchObject({ code: -100, msg: '请输入正确的充值金额' });
    expect(await api.call('BOSS_WX_PAY', { phone: '17012340002', amount: 600000 })).toMatchObject({ code: -100, msg: '单笔充值金额不能超过5000元' });
  });
});

describe('BOSS_QUERY_ORDER', () => {
  it('answers an unpaid order as NOTPAY and masks the number', async () => {
    const order = await orderProduct(zhangwei, 'CALL_10');
    expect(await api.call('BOSS_QUERY_ORDER', { outTradeNo: order.outTradeNo })).toMatchObject({
      code: 1,
      data: { status: 0, paymentState: 'NOTPAY', mobilePhone: '170****0001', productName: '10元' },
    });
  });

  it('refuses an unknown or malformed order number', async () => {
    expect(await api.call('BOSS_QUERY_ORDER', { outTradeNo: 'RNOPE' })).toMatchObject({ code: -100, msg: '订单不存在' });
    expect(await api.call('BOSS_QUERY_ORDER', {})).toMatchObject({ code: -100, msg: '缺少订单号' });
  });
});
