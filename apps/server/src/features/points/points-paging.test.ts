import type { PointsDetailPage, PointsOrderPage } from '@hall/contract/points/schemas';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { pointsAccounts, pointsLedger, pointsOrders } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// Points orders and points detail come a page at a time; the next page starts after the last row
// the client has (last_id), so entries added on top between two pages neither repeat nor push
// rows out of sight.

let api: TestApp;
let token: string;
const PHONE = '17012340004';
const MINUTE_MS = 60_000;

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
});
afterAll(() => api.close());

/** Appends grants of 1 point, one a minute going back from an hour ago, keeping the account in step. */
async function grantOnePointTimes(times: number): Promise<void> {
  const account = (await api.deps.db.select().from(pointsAccounts).where(eq(pointsAccounts.phone, PHONE)))[0];
  let balance = account?.currentPoints ?? 0;
  const start = api.deps.now().getTime() - 60 * MINUTE_MS - times * MINUTE_MS;
  const rows = Array.from({ length: times }, (_, index) => {
    balance += 1;
    return {
      phone: PHONE,
      change: 1,
      kind: 'grant' as const,
      title: `测试发放${index + 1}`,
      balanceAfter: balance,
      createdAt: new Date(start + index * MINUTE_MS),
    };
  });
  await api.deps.db.insert(pointsLedger).values(rows);
  await api.deps.db
    .update(pointsAccounts)
    .set({ currentPoints: sql`${pointsAccounts.currentPoints} + ${times}`, grandTotalPoints: sql`${pointsAccounts.grandTotalPoints} + ${times}` })
    .where(eq(pointsAccounts.phone, PHONE));
}

async function detailPage(input: Record<string, unknown>): Promise<PointsDetailPage> {
  const body = await api.call('POINTS_DETAIL', { type: 0, page_size: 20, ...input }, token);
  expect(body.code).toBe(1);
  return body.data as PointsDetailPage;
}

async function orderPage(input: Record<string, unknown>): Promise<PointsOrderPage> {
  const body = await api.call('POINTS_ORDERS', { interval: 0, page_size: 20, ...input }, token);
  expect(body.code).toBe(1);
  return body.data as PointsOrderPage;
}

describe('POINTS_DETAIL paging', () => {
  it('pages the whole ledger, past the old 200-row cap, and a sign-in between two pages repeats or skips nothing', async () => {
    await grantOnePointTimes(230);
    const expected = (
      await api.deps.db
        .select({ id: pointsLedger.id })
        .from(pointsLedger)
        .where(eq(pointsLedger.phone, PHONE))
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    ).map((row) => String(row.id));
    expect(expected.length).toBeGreaterThan(230);

    const first = await detailPage({ page: 1 });
    expect(first).toMatchObject({ page: 1, total: expected.length, total_page: Math.ceil(expected.length / 20) });
    expect(first.list.map((item) => item.id)).toEqual(expected.slice(0, 20));

    // Someone signs in between page 1 and page 2: a new entry on top of the list.
    expect((await api.call('SIGN', {}, token)).code).toBe(1);

    const seen = [...first.list.map((item) => item.id)];
    let page = first;
    while (page.total_page > page.page) {
      page = await detailPage({ page: page.page + 1, last_id: Number(seen.at(-1)) });
      seen.push(...page.list.map((item) => item.id));
    }
    expect(seen).toEqual(expected);
    expect(page.total_page).toBe(page.page);

    // Started again from the first page, the sign-in is on top.
    const again = await detailPage({ page: 1 });
    expect(again.list[0]).toMatchObject({ title: '每日签到', points: 1 });
    expect(again.total).toBe(expected.length + 1);
  });

  it('keeps the filter on the pages after the first', async () => {
    const earned = await detailPage({ type: 1, page: 1 });
    const next = await detailPage({ type: 1, page: 2, last_id: Number(earned.list.at(-1)?.id) });
    expect([...earned.list, ...next.list].every((item) => item.points > 0)).toBe(true);
    expect(new Set([...earned.list, ...next.list].map((item) => item.id)).size).toBe(40);
  });

  it("shows nothing after a row that is not the member's own", async () => {
    const someoneElse = (await api.deps.db.select({ id: pointsLedger.id }).from(pointsLedger).where(eq(pointsLedger.phone, '17012340001')).limit(1))[0];
    const page = await detailPage({ page: 2, last_id: someoneElse?.id });
    expect(page.list).toEqual([]);
    expect(page.total_page).toBe(2);
  });

  it('names bad paging', async () => {
    expect(await api.call('POINTS_DETAIL', { type: 0, page: 0 }, token)).toMatchObject({ code: -100, msg: '页码格式错误' });
    expect(await api.call('POINTS_DETAIL', { type: 0, page_size: 500 }, token)).toMatchObject({ code: -100, msg: '每页条数格式错误' });
    expect(await api.call('POINTS_DETAIL', { type: 0, last_id: 'x' }, token)).toMatchObject({ code: -100, msg: '分页位置格式错误' });
  });
});

describe('POINTS_ORDERS paging', () => {
  it('pages the orders of a range, and an exchange between two pages repeats or skips nothing', async () => {
    const member = (await queryRows<{ id: number | string }>(api.deps.db, sql`select id from members where bound_phone = ${PHONE}`))[0];
    const now = api.deps.now().getTime();
    await api.deps.db.insert(pointsOrders).values(
      Array.from({ length: 25 }, (_, index) => ({
        phone: PHONE,
        memberId: Number(member?.id),
        productId: 'PP_FLOW_1G',
        title: `测试订单${index + 1}`,
        pointsCost: 100,
        valueFen: 1000,
        createdAt: new Date(now - (index + 2) * 24 * 3600 * 1000),
      })),
    );
    const since = new Date(now);
    since.setMonth(since.getMonth() - 6);
    const expected = (
      await api.deps.db
        .select({ id: pointsOrders.id })
        .from(pointsOrders)
        .where(and(eq(pointsOrders.phone, PHONE), gte(pointsOrders.createdAt, since)))
        .orderBy(desc(pointsOrders.createdAt), desc(pointsOrders.id))
    ).map((row) => String(row.id));

    const first = await orderPage({ page: 1 });
    expect(first).toMatchObject({ page: 1, total: expected.length, total_page: Math.ceil(expected.length / 20) });

    // An exchange between page 1 and page 2: a new order on top.
    expect((await api.call('POINTS_EXCHANGE', { productId: 'PP_FLOW_1G' }, token)).code).toBe(1);

    const second = await orderPage({ page: 2, last_id: Number(first.list.at(-1)?.orderId) });
    expect([...first.list, ...second.list].map((order) => order.orderId)).toEqual(expected);
    expect(second.total_page).toBe(2);
    expect((await orderPage({ page: 1 })).list[0]).toMatchObject({ title: '1GB国内流量包' });
  });
});
