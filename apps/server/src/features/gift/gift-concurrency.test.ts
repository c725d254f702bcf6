import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, gifts, subscribers } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { balanceOf, DATA_GIVER, expectOk, GIVER, giftRowsOf, RECEIVER, sendGiftCode } from './gift-test-kit.ts';

// One gift, never twice: confirmations sent at once with the same code give once, never beyond
// what remains, and two givers at once never take a receiver past its limit. On PGlite by default;
// with TEST_DATABASE_URL the same confirmations race on PostgreSQL's connections.

let api: TestApp;
let zhangwei: string;
let linxiao: string;

beforeAll(async () => {
  api = await createTestApp();
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  linxiao = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
});
afterAll(() => api.close());

const successes = (replies: { code: number }[]) => replies.filter((reply) => reply.code === 1).length;

describe('concurrent confirmations', () => {
  it('with one code give once, and all that remains at most once', async () => {
    // The whole balance at once, six times: one gift, the balance 0, never below.
    await api.deps.db.update(subscribers).set({ balanceFen: 3000 }).where(eq(subscribers.phone, GIVER));
    const receiverBefore = await balanceOf(api, RECEIVER);
    const gift = { kind: 'credit', receiverPhone: RECEIVER, amount: 3000 } as const;
    const code = await sendGiftCode(api, zhangwei, GIVER);
    const replies = await Promise.all(Array.from({ length: 6 }, () => api.call('GIFT_CONFIRM', { ...gift, code }, zhangwei)));
    expect(successes(replies)).toBe(1);
    for (const reply of replies.filter((answer) => answer.code !== 1)) {
      expect(reply.code).toBe(-100);
    }
    expect(await giftRowsOf(api, GIVER)).toHaveLength(1);
    expect(await balanceOf(api, GIVER)).toBe(0);
    expect(await balanceOf(api, RECEIVER)).toBe(receiverBefore + 3000);
    const entries = await api.deps.db.select().from(balanceLedger).where(like(balanceLedger.reference, 'gift:%'));
    expect(entries.map((entry) => entry.reason).sort()).toEqual(['gift_in', 'gift_out']);
  });

  it('of data give once and leave the giver exactly what remained less the gift', async () => {
    const { remainingDataMb } = expectOk<{ remainingDataMb: number }>(await api.call('GIFT_ALLOWANCE', {}, linxiao));
    const gift = { kind: 'data', receiverPhone: RECEIVER, amount: 1024 } as const;
    const code = await sendGiftCode(api, linxiao, DATA_GIVER);
    const replies = await Promise.all(Array.from({ length: 6 }, () => api.call('GIFT_CONFIRM', { ...gift, code }, linxiao)));
    expect(successes(replies)).toBe(1);
    expect(await giftRowsOf(api, DATA_GIVER)).toHaveLength(1);
    expect(expectOk<{ remainingDataMb: number }>(await api.call('GIFT_ALLOWANCE', {}, linxiao)).remainingDataMb).toBe(remainingDataMb - 1024);
  });

  it("of two givers at once never take the receiver past its day's limit", async () => {
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    const settings = expectOk<Record<string, unknown>>(await callAsStaff(api, 'CONSOLE_GIFT_SETTINGS', admin, {}));
    const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...values } = settings;
    expectOk(await callAsStaff(api, 'CONSOLE_SAVE_GIFT_SETTINGS', admin, { ...values, creditReceiveCountPerDay: 2 }));
    await api.deps.db.update(subscribers).set({ balanceFen: 5000 }).where(eq(subscribers.phone, GIVER));
    const gift = { kind: 'credit', receiverPhone: RECEIVER, amount: 500 } as const;
    const zhangweiCode = await sendGiftCode(api, zhangwei, GIVER);
    const linxiaoCode = await sendGiftCode(api, linxiao, DATA_GIVER);
    // RECEIVER has one credit gift today (above): one more may come, from one of the two.
    const replies = await Promise.all([
      api.call('GIFT_CONFIRM', { ...gift, code: zhangweiCode }, zhangwei),
      api.call('GIFT_CONFIRM', { ...gift, code: linxiaoCode }, linxiao),
    ]);
    expect(successes(replies)).toBe(1);
    expect(replies.find((reply) => reply.code !== 1)).toMatchObject({ code: -100, msg: '对方今日收到的话费转赠已达上限，请改日再试' });
    const received = await api.deps.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.receiverPhone, RECEIVER), eq(gifts.kind, 'credit')));
    expect(received).toHaveLength(2);
  });

  it('refuses the code once its gift is given, whichever confirmation comes later', async () => {
    const gift = { kind: 'data', receiverPhone: RECEIVER, amount: 10 } as const;
    const code = await sendGiftCode(api, linxiao, DATA_GIVER);
    expectOk(await api.call('GIFT_CONFIRM', { ...gift, code }, linxiao));
    const later = await Promise.all([api.call('GIFT_CONFIRM', { ...gift, code }, linxiao), api.call('GIFT_CONFIRM', { ...gift, code }, linxiao)]);
    expect(later.map((reply) => reply.msg)).toEqual(['验证码已失效，请重新获取', '验证码已失效，请重新获取']);
  });
});
