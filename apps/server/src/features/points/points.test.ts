import { formatChinaDate } from '@hall/contract/china-time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { pointsAccounts, pointsLedger, pointsOrders, pointsProducts } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

interface Balance {
  currentPoints: number;
  grandTotalPoints: number;
}

async function readAccount(phone: string): Promise<Balance> {
  const rows = await api.deps.db.select().from(pointsAccounts).where(eq(pointsAccounts.phone, phone));
  return { currentPoints: rows[0]?.currentPoints ?? 0, grandTotalPoints: rows[0]?.grandTotalPoints ?? 0 };
}

async function sumLedger(phone: string): Promise<number> {
  const rows = await queryRows<{ total: string | null }>(api.deps.db, sql`select sum(change)::text as total from points_ledger where phone = ${phone}`);
  return Number(rows[0]?.total ?? 0);
}

/** Gives a number exactly this balance the way an operator would: a grant appended to its ledger (never an edit). */
async function setBalance(phone: string, points: number): Promise<void> {
  const change = points - (await readAccount(phone)).currentPoints;
  if (change === 0) {
    return;
  }
  await api.deps.db
    .update(pointsAccounts)
    .set({ currentPoints: points, grandTotalPoints: sql`${pointsAccounts.grandTotalPoints} + ${Math.max(change, 0)}` })
    .where(eq(pointsAccounts.phone, phone));
  await api.deps.db.insert(pointsLedger).values({ phone, change, kind: 'grant', title: '测试发放', balanceAfter: points });
}

describe('BANNER', () => {
  it('lists the points area banners with picture and link', async () => {
    const body = await api.call('BANNER', {}, await api.logInAs(DemoUser.BOUND_NORMAL));
    expect(body.code).toBe(1);
    const list = (body.data as { list: { title: string; url: string; tpurl: string }[] }).list;
    expect(list.map((item) => item.title)).toEqual(['签到领积分', '积分兑流量']);
    expect(list[0]?.tpurl).toMatch(/^data:image\/svg\+xml/);
  });

  it('needs a login', async () => {
    expect(await api.call('BANNER', {})).toMatchObject({ code: -101 });
  });
});

describe('POINTS_EXCHANGE_LIST', () => {
  it('lists the products with their points cost and stock', async () => {
    const body = await api.call('POINTS_EXCHANGE_LIST', {}, await api.logInAs(DemoUser.UNBOUND));
    expect(body.data).toMatchObject({ list: expect.arrayContaining([expect.objectContaining({ productId: 'PP_FLOW_1G', points: 100, stock: 500 })]) });
  });
});

describe('POINTS_EXCHANGE', () => {
  it('deducts the cost, writes the order and the ledger', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const before = await readAccount('17012340001');
    const body = await api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G' }, token);
    expect(body).toMatchObject({
      code: 1,
      data: { currentPoints: before.currentPoints - 100, grandTotalPoints: before.grandTotalPoints, productName: '1GB国内流量包', points: 100 },
    });
    expect(await readAccount('17012340001')).toEqual({ ...before, currentPoints: before.currentPoints - 100 });
    expect(await sumLedger('17012340001')).toBe(before.currentPoints - 100);
    const member = await api.call('PERSONAL_DATA', {}, token);
    expect(member.data).toMatchObject({ mobilePhoneInfo: { pointInfo: { currentPoints: before.currentPoints - 100 } } });
  });

  it('fails with 兑换失败，积分不足 and changes nothing when points are short', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    const before = await readAccount('17012340004');
    const products = (await api.call('POINTS_EXCHANGE_LIST', {}, token)).data as { list: { productId: string; stock: number }[] };
    const stockBefore = products.list.find((item) => item.productId === 'PP_VIDEO_VIP')?.stock;
    expect(await api.call('POINTS_EXCHANGE', { productId: 'PP_VIDEO_VIP' }, token)).toMatchObject({ code: -100, msg: '兑换失败，积分不足' });
    expect(await readAccount('17012340004')).toEqual(before);
    const after = (await api.call('POINTS_EXCHANGE_LIST', {}, token)).data as { list: { productId: string; stock: number }[] };
    expect(after.list.find((item) => item.productId === 'PP_VIDEO_VIP')?.stock).toBe(stockBefore);
  });

  it('refuses sold-out and unknown products', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('POINTS_EXCHANGE', { productId: 'PP_CALL_50' }, token)).toMatchObject({ code: -100, msg: '该商品已兑完' });
    expect(await api.call('POINTS_EXCHANGE', { productId: 'NOPE' }, token)).toMatchObject({ code: -100, msg: '兑换商品不存在或已下架' });
    expect(await api.call('POINTS_EXCHANGE', { productId: '' }, token)).toMatchObject({ code: -100, msg: '请选择兑换商品' });
    expect(await api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G', requestId: 'x' }, token)).toMatchObject({ code: -100, msg: '兑换请求号格式错误' });
  });

  it('exchanges once for a retried request id', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const before = await readAccount('17012340001');
    const first = await api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G', requestId: 'retry-0001' }, token);
    const again = await api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G', requestId: 'retry-0001' }, token);
    expect(first.code).toBe(1);
    expect(again).toMatchObject({ code: 1, data: { orderId: (first.data as { orderId: string }).orderId } });
    expect((await readAccount('17012340001')).currentPoints).toBe(before.currentPoints - 100);
  });

  it('needs a bound number', async () => {
    expect(await api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G' }, await api.logInAs(DemoUser.UNBOUND))).toMatchObject({ code: -102 });
  });

  it('lets exactly 10 of 200 simultaneous exchanges through on a balance for 10', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    await setBalance('17012340003', 1000);
    const replies = await Promise.all(Array.from({ length: 200 }, () => api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G' }, token)));
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(10);
    expect(replies.filter((reply) => reply.code === -100 && reply.msg === '兑换失败，积分不足')).toHaveLength(190);
    const account = await readAccount('17012340003');
    expect(account.currentPoints).toBe(0);
    expect(await sumLedger('17012340003')).toBe(0);
    const ledger = await api.deps.db.select().from(pointsLedger).where(eq(pointsLedger.phone, '17012340003'));
    expect(ledger.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    const orders = await api.call('POINTS_ORDERS', { interval: 0 }, token);
    expect((orders.data as { list: unknown[] }).list).toHaveLength(10);
  }, 60_000);

  it('sells exactly the pieces in stock when more exchanges than pieces arrive at once, and never goes below zero', async () => {
    const phone = '17012340011';
    const token = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
    await api.deps.db
      .insert(pointsAccounts)
      .values({ phone, currentPoints: 10_000, grandTotalPoints: 10_000 })
      .onConflictDoUpdate({ target: pointsAccounts.phone, set: { currentPoints: 10_000, grandTotalPoints: 10_000 } });
    await api.deps.db.update(pointsProducts).set({ stock: 5 }).where(eq(pointsProducts.id, 'PP_FLOW_1G'));
    try {
      const replies = await Promise.all(Array.from({ length: 40 }, () => api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G' }, token)));
      expect(replies.filter((reply) => reply.code === 1)).toHaveLength(5);
      expect(replies.filter((reply) => reply.code === -100 && reply.msg === '该商品已兑完')).toHaveLength(35);
      const [product] = await api.deps.db.select().from(pointsProducts).where(eq(pointsProducts.id, 'PP_FLOW_1G'));
      expect(product?.stock).toBe(0);
      expect((await readAccount(phone)).currentPoints).toBe(10_000 - 5 * 100);
      const orders = await api.deps.db.select().from(pointsOrders).where(eq(pointsOrders.phone, phone));
      expect(orders).toHaveLength(5);
      const ledger = await api.deps.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.phone, phone), eq(pointsLedger.kind, 'exchange')));
      expect(ledger.map((entry) => entry.balanceAfter).sort((a, b) => b - a)).toEqual([9900, 9800, 9700, 9600, 9500]);
    } finally {
      await api.deps.db.update(pointsProducts).set({ stock: 500 }).where(eq(pointsProducts.id, 'PP_FLOW_1G'));
    }
  }, 60_000);

  it('refuses a number without a points account as short of points, taking no stock and writing nothing', async () => {
    const phone = '17012340011';
    const token = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
    await api.deps.db.delete(pointsAccounts).where(eq(pointsAccounts.phone, phone));
    const ordersBefore = await api.deps.db.select().from(pointsOrders).where(eq(pointsOrders.phone, phone));
    const [productBefore] = await api.deps.db.select().from(pointsProducts).where(eq(pointsProducts.id, 'PP_FLOW_1G'));
    expect(await api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G' }, token)).toMatchObject({ code: -100, msg: '兑换失败，积分不足' });
    const [productAfter] = await api.deps.db.select().from(pointsProducts).where(eq(pointsProducts.id, 'PP_FLOW_1G'));
    expect(productAfter?.stock).toBe(productBefore?.stock);
    expect(await api.deps.db.select().from(pointsOrders).where(eq(pointsOrders.phone, phone))).toHaveLength(ordersBefore.length);
  });
});

describe('SIGN and SIGN_STATUS', () => {
  it('signs in once a day for +1 current and grand total', async () => {
    const token = await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8);
    const before = await readAccount('17112340006');
    expect(await api.call('SIGN_STATUS', {}, token)).toMatchObject({ code: 1, data: { is_sign: false } });
    expect(await api.call('SIGN', {}, token)).toMatchObject({
      code: 1,
      data: { is_sign: true, reward: 1, currentPoints: before.currentPoints + 1, grandTotalPoints: before.grandTotalPoints + 1 },
    });
    expect(await api.call('SIGN_STATUS', {}, token)).toMatchObject({ data: { is_sign: true } });
    expect(await api.call('SIGN', {}, token)).toMatchObject({ code: -100, msg: '今日已签到，明天再来吧' });
    expect(await readAccount('17112340006')).toEqual({ currentPoints: before.currentPoints + 1, grandTotalPoints: before.grandTotalPoints + 1 });
    const detail = await api.call('POINTS_DETAIL', { type: 1 }, token);
    expect((detail.data as { list: { title: string; points: number }[] }).list[0]).toMatchObject({ title: '每日签到', points: 1 });
  });

  it('rewards once for 50 simultaneous sign-ins', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    const before = await readAccount('17012340004');
    const replies = await Promise.all(Array.from({ length: 50 }, () => api.call('SIGN', {}, token)));
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === -100)).toHaveLength(49);
    expect(await readAccount('17012340004')).toEqual({ currentPoints: before.currentPoints + 1, grandTotalPoints: before.grandTotalPoints + 1 });
  }, 60_000);

  it('counts days in Asia/Shanghai and opens again the next day', async () => {
    expect(formatChinaDate(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(formatChinaDate(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    const token = await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8);
    api.advanceSeconds(24 * 3600);
    expect(await api.call('SIGN_STATUS', {}, token)).toMatchObject({ data: { is_sign: false } });
    expect((await api.call('SIGN', {}, token)).code).toBe(1);
  });

  it('is not signed in without a number, and signing needs one', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('SIGN_STATUS', {}, token)).toMatchObject({ code: 1, data: { is_sign: false } });
    expect(await api.call('SIGN', {}, token)).toMatchObject({ code: -102, msg: '请先绑定手机号' });
    expect(await api.call('SIGN', {})).toMatchObject({ code: -101 });
  });
});

describe('POINTS_ORDERS', () => {
  it('filters six months, one year and two years', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const titlesOf = async (interval: number) =>
      ((await api.call('POINTS_ORDERS', { interval }, token)).data as { list: { title: string; amount: number }[] }).list;
    const sixMonths = await titlesOf(0);
    const oneYear = await titlesOf(1);
    const twoYears = await titlesOf(2);
    expect(sixMonths.length).toBeLessThan(oneYear.length);
    expect(oneYear.length).toBeLessThan(twoYears.length);
    expect(twoYears).toContainEqual(expect.objectContaining({ title: '60分钟国内语音包', amount: 600 }));
    expect(sixMonths).not.toContainEqual(expect.objectContaining({ title: '60分钟国内语音包' }));
  });

  it('names a bad range', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('POINTS_ORDERS', { interval: 5 }, token)).toMatchObject({ code: -100, msg: '查询时间范围格式错误' });
  });
});

describe('POINTS_DETAIL', () => {
  it('filters all, earned and used, and the ledger adds up to the balance', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const listOf = async (type: number) => ((await api.call('POINTS_DETAIL', { type }, token)).data as { list: { points: number }[] }).list;
    const all = await listOf(0);
    const earned = await listOf(1);
    const used = await listOf(2);
    expect(earned.every((item) => item.points > 0)).toBe(true);
    expect(used.every((item) => item.points < 0)).toBe(true);
    expect(all).toHaveLength(earned.length + used.length);
    expect(all.reduce((sum, item) => sum + item.points, 0)).toBe((await readAccount('17012340001')).currentPoints);
    expect(await api.call('POINTS_DETAIL', { type: 'x' }, token)).toMatchObject({ code: -100, msg: '积分明细类型格式错误' });
  });
});

/** Every message along an error's causes (the driver's error sits under the query builder's). */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    messages.push(current.message);
  }
  return messages.join(' | ');
}

async function failureOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return messagesOf(error);
  }
  return 'no error';
}

describe('points_ledger', () => {
  it('is append-only: the database refuses an UPDATE or a DELETE of an entry, and the entries stay as they were', async () => {
    const phone = '17012340001';
    const before = await api.deps.db.select().from(pointsLedger).where(eq(pointsLedger.phone, phone)).orderBy(pointsLedger.id);
    expect(before.length).toBeGreaterThan(0);
    const first = before[0]!;
    expect(await failureOf(() => api.deps.db.update(pointsLedger).set({ change: 99_999 }).where(eq(pointsLedger.id, first.id)))).toMatch(
      /points_ledger is append-only: UPDATE is not allowed/,
    );
    expect(await failureOf(() => api.deps.db.delete(pointsLedger).where(eq(pointsLedger.phone, phone)))).toMatch(
      /points_ledger is append-only: DELETE is not allowed/,
    );
    expect(await failureOf(() => queryRows(api.deps.db, sql`truncate points_ledger`))).toMatch(/points_ledger is append-only: TRUNCATE is not allowed/);
    expect(await api.deps.db.select().from(pointsLedger).where(eq(pointsLedger.phone, phone)).orderBy(pointsLedger.id)).toEqual(before);
  });

  it('still takes new entries', async () => {
    const phone = '17012340001';
    const balance = (await readAccount(phone)).currentPoints;
    await setBalance(phone, balance + 5);
    expect(await sumLedger(phone)).toBe(balance + 5);
    await setBalance(phone, balance);
    expect(await sumLedger(phone)).toBe(balance);
  });
});

describe('POINTS_RULE', () => {
  it('answers the rule text', async () => {
    const body = await api.call('POINTS_RULE', {}, await api.logInAs(DemoUser.UNBOUND));
    expect(body).toMatchObject({ code: 1, data: { title: '积分规则', content: expect.stringContaining('每日签到可获得1积分') } });
  });
});
