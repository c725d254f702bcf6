import type { Envelope } from '@hall/contract/codes';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWechatPayOrders, subscribers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findRechargeOrder } from '../../domain/top-up-settlement.ts';
import { closeExpiredPublicOrders, PUBLIC_ORDER_TTL_MS } from './recharge.schedule.ts';

// The public top-up (/UniversalPay, no login): what it tells about a number, and how long its
// unpaid orders live.

const OURS = '17012340002';
const CLOSED = '17012340009';
const NOT_OURS = '13900000000';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
  await api.deps.db.update(subscribers).set({ status: 'cancelled' }).where(eq(subscribers.phone, CLOSED));
});
afterAll(() => api.close());

const balanceOf = async (phone: string) => (await api.deps.boss.findSubscriber(phone))?.balanceFen ?? Number.NaN;

async function startTopUp(phone: string, amount = 100): Promise<{ outTradeNo: string; cashierUrl: string }> {
  const body: Envelope = await api.call('BOSS_WX_PAY', { phone, amount });
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as { outTradeNo: string; cashierUrl: string };
}

async function decideAtCashier(cashierUrl: string, result: 'SUCCESS' | 'PAYERROR') {
  const ref = new URL(cashierUrl, 'http://test').searchParams.get('ref') ?? '';
  return api.app.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref, result } });
}

describe('BOSS_WX_PAY', () => {
  it("answers a number that is not the operator's exactly like one that is, up to the payment", async () => {
    const answers = await Promise.all([OURS, CLOSED, NOT_OURS].map((phone) => api.call('BOSS_WX_PAY', { phone, amount: 100 })));
    const shapes = answers.map((body) => ({ code: body.code, msg: body.msg, fields: Object.keys(body.data as object).sort() }));
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    const query = await api.call('BOSS_QUERY_ORDER', { outTradeNo: (answers[2]?.data as { outTradeNo: string }).outTradeNo });
    expect(query).toMatchObject({ code: 1, data: { status: RechargeStatus.UNPAID, paymentState: 'NOTPAY', mobilePhone: '139****0000' } });
  });

  it('gives the money paid for a number that is not ours back to the payer', async () => {
    const { outTradeNo, cashierUrl } = await startTopUp(NOT_OURS, 321);
    expect((await decideAtCashier(cashierUrl, 'SUCCESS')).statusCode).toBe(302);
    expect(await findRechargeOrder(api.deps.db, outTradeNo)).toMatchObject({ status: RechargeStatus.REFUNDED });
    expect(await api.deps.boss.findSubscriber(NOT_OURS)).toBeNull();
  });
});

// Last: the clock moves past the orders' lifetime.
describe('an unpaid public order', () => {
  it('expires: closed at WeChat Pay, deleted, refused by the cashier; a payment that came first is settled instead', async () => {
    const unpaid = await startTopUp(OURS, 200);
    const paidUnnotified = await startTopUp(OURS, 300);
    // Paid at the cashier, but the notification never arrived.
    await api.deps.db
      .update(sandboxWechatPayOrders)
      .set({ state: 'SUCCESS', transactionId: 'WXPAIDBEFOREEXPIRY0000000001', decidedAt: api.deps.now() })
      .where(eq(sandboxWechatPayOrders.outTradeNo, paidUnnotified.outTradeNo));
    const before = await balanceOf(OURS);

    expect(await closeExpiredPublicOrders(api.deps)).toEqual({ closed: 0, settled: 0 });
    api.advanceSeconds(PUBLIC_ORDER_TTL_MS / 1000 + 1);
    const fresh = await startTopUp(OURS, 400);

    const swept = await closeExpiredPublicOrders(api.deps);

    expect(swept.settled).toBe(1);
    expect(swept.closed).toBeGreaterThanOrEqual(1);
    expect(await findRechargeOrder(api.deps.db, unpaid.outTradeNo)).toBeNull();
    expect(await api.call('BOSS_QUERY_ORDER', { outTradeNo: unpaid.outTradeNo })).toMatchObject({ code: -100, msg: '订单不存在' });
    expect(await api.deps.providers.wechatPay.queryOrder(unpaid.outTradeNo)).toMatchObject({ state: 'CLOSED' });
    await decideAtCashier(unpaid.cashierUrl, 'SUCCESS');
    expect(await api.deps.providers.wechatPay.queryOrder(unpaid.outTradeNo)).toMatchObject({ state: 'CLOSED', transactionId: null });

    expect(await findRechargeOrder(api.deps.db, paidUnnotified.outTradeNo)).toMatchObject({ status: RechargeStatus.SUCCESS });
    expect(await balanceOf(OURS)).toBe(before + 300);
    expect(await findRechargeOrder(api.deps.db, fresh.outTradeNo)).toMatchObject({ status: RechargeStatus.UNPAID });
  });
});
