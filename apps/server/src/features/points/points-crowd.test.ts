import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pointsAccounts, pointsLedger, pointsProducts } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// A crowd exchanging one product on the embedded database, with the load shedding on (a limit of
// 1 s, which a crowd holding the event loop exceeds, and a busy test machine's own lag does not):
// every exchange is answered, as an exchange or as the spec's sold-out refusal (none shed,
// none left waiting), the stock never goes below zero and no point is spent twice.

const PHONE = '17012340011';
const PRODUCT_ID = 'PP_FLOW_1G';
const CROWD = 50;
const STOCK = 20;

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ EVENT_LOOP_LAG_LIMIT_MS: '1000' });
  // Starting (migrations, seed) lags the loop, and the lag is sampled once a second: the crowd comes
  // once two samples in a row find the instance past it.
  let calmSamples = 0;
  while (calmSamples < 2) {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    calmSamples = api.app.isUnderPressure() ? 0 : calmSamples + 1;
  }
});
afterAll(() => api.close());

it('answers each of 50 simultaneous exchanges of a product with 20 in stock, selling exactly the stock once', async () => {
  const token = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
  await api.deps.db
    .insert(pointsAccounts)
    .values({ phone: PHONE, currentPoints: 100_000, grandTotalPoints: 100_000 })
    .onConflictDoUpdate({ target: pointsAccounts.phone, set: { currentPoints: 100_000, grandTotalPoints: 100_000 } });
  await api.deps.db.update(pointsProducts).set({ stock: STOCK }).where(eq(pointsProducts.id, PRODUCT_ID));
  const [product] = await api.deps.db.select().from(pointsProducts).where(eq(pointsProducts.id, PRODUCT_ID));
  const cost = product?.pointsCost ?? 0;

  const replies = await Promise.all(Array.from({ length: CROWD }, () => api.call('POINTS_EXCHANGE', { productId: PRODUCT_ID }, token)));

  expect(replies.filter((reply) => reply.code === 1)).toHaveLength(STOCK);
  expect(replies.filter((reply) => reply.code === -100 && reply.msg === '该商品已兑完')).toHaveLength(CROWD - STOCK);
  const [after] = await api.deps.db.select().from(pointsProducts).where(eq(pointsProducts.id, PRODUCT_ID));
  expect(after?.stock).toBe(0);
  const [account] = await api.deps.db.select().from(pointsAccounts).where(eq(pointsAccounts.phone, PHONE));
  expect(account?.currentPoints).toBe(100_000 - STOCK * cost);
  const balances = (await api.deps.db.select().from(pointsLedger).where(eq(pointsLedger.phone, PHONE)))
    .filter((entry) => entry.kind === 'exchange')
    .map((entry) => entry.balanceAfter);
  expect(new Set(balances).size).toBe(STOCK);
  expect(Math.min(...balances)).toBe(100_000 - STOCK * cost);
}, 60_000);
