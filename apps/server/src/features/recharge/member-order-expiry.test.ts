import { RechargeStatus } from '@hall/contract/recharge/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWechatPayOrders } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { findRechargeOrder } from '../../domain/top-up-settlement.ts';
import { closeExpiredMemberOrders, MEMBER_ORDER_TTL_MS } from './recharge.schedule.ts';
import { rechargeCreditsOf } from '../../test/recharge-credits.ts';

// A member's order (ADD_ORDERS) left unpaid must not stay for good: once its time to pay has
// passed it is closed at WeChat Pay and deleted, as public orders are; a payment that got there
// first is credited instead, once, however many sweeps meet it at the same moment.

const PHONE = '17012340001';

let api: TestApp;
let token: string;

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

const balanceOf = async () => (await api.deps.boss.findSubscriber(PHONE))?.balanceFen ?? Number.NaN;

async function order(productId: string): Promise<{ outTradeNo: string; amount: number }> {
  const created = await api.call('ADD_ORDERS', { productId }, token);
  expect(created, created.msg).toMatchObject({ code: 1 });
  return created.data as { outTradeNo: string; amount: number };
}

const creditsOf = (outTradeNo: string) => rechargeCreditsOf(api.deps.db, outTradeNo);

describe("a member's unpaid order", () => {
  it('expires: refused by PAY, closed at WeChat Pay and deleted once by sweeps running at the same moment; a payment that came first is credited once', async () => {
    const neverPaid = await order('CALL_10');
    const leftAtCashier = await order('CALL_20');
    expect(await api.call('PAY', { outTradeNo: leftAtCashier.outTradeNo, scene: 'native' }, token)).toMatchObject({ code: 1 });
    const paidUnnotified = await order('CALL_30');
    expect(await api.call('PAY', { outTradeNo: paidUnnotified.outTradeNo, scene: 'native' }, token)).toMatchObject({ code: 1 });
    // Paid at the cashier, but the notification never arrived.
    await api.deps.db
      .update(sandboxWechatPayOrders)
      .set({ state: 'SUCCESS', transactionId: 'WXMEMBERPAIDBEFOREEXPIRY0001', decidedAt: api.deps.now() })
      .where(eq(sandboxWechatPayOrders.outTradeNo, paidUnnotified.outTradeNo));
    const before = await balanceOf();

    expect(await closeExpiredMemberOrders(api.deps)).toEqual({ closed: 0, settled: 0 });
    api.advanceSeconds(MEMBER_ORDER_TTL_MS / 1000 + 1);
    expect(await api.call('PAY', { outTradeNo: neverPaid.outTradeNo, scene: 'native' }, token)).toMatchObject({ code: -100, msg: '订单已过期，请重新下单' });
    const fresh = await order('CALL_10');

    const sweeps = await Promise.all([closeExpiredMemberOrders(api.deps), closeExpiredMemberOrders(api.deps)]);

    expect(sweeps.reduce((sum, sweep) => sum + sweep.closed, 0)).toBe(2);
    expect(await findRechargeOrder(api.deps.db, neverPaid.outTradeNo)).toBeNull();
    expect(await findRechargeOrder(api.deps.db, leftAtCashier.outTradeNo)).toBeNull();
    expect(await api.deps.providers.wechatPay.queryOrder(leftAtCashier.outTradeNo)).toMatchObject({ state: 'CLOSED' });
    expect(await findRechargeOrder(api.deps.db, paidUnnotified.outTradeNo)).toMatchObject({ status: RechargeStatus.SUCCESS });
    expect(await creditsOf(paidUnnotified.outTradeNo)).toBe(1);
    expect(await balanceOf()).toBe(before + paidUnnotified.amount);
    expect(await findRechargeOrder(api.deps.db, fresh.outTradeNo)).toMatchObject({ status: RechargeStatus.UNPAID });

    // A further sweep finds nothing left to do.
    expect(await closeExpiredMemberOrders(api.deps)).toEqual({ closed: 0, settled: 0 });
    expect(await balanceOf()).toBe(before + paidUnnotified.amount);
  });
});
