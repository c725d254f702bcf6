import { DAY_MS } from '@hall/contract/china-time';
import {
  describeGiftLimit,
  GIFT_SETTING_NAMES,
  GIFT_SETTING_RULES,
  type GiftKind,
  type GiftSettingName,
  type GiftSettingValues,
} from '@hall/contract/gift/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gifts } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { DATA_GIVER, expectOk, RECEIVER, THIRD } from './gift-test-kit.ts';

// Every limit of 转赠设置, for the giver and for the receiver, a day and a month: the gifts
// already made (written as rows, as confirmations leave them) plus the one asked for may reach a
// limit, never pass it; yesterday's gifts do not count against today's limits.

let api: TestApp;
let linxiao: string;
let admin: string;
let fixtureCodeId = 9_000_000;

beforeAll(async () => {
  // Limits off: the walk checks far more gifts than a person would (rate-limits.test.ts covers GIFT_CHECK's).
  api = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
  linxiao = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
  admin = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.deps.db.delete(gifts);
});

/** Every limit far away but `name`, which is `value`. */
async function setOnlyLimit(name: GiftSettingName, value: number): Promise<void> {
  const loose = Object.fromEntries(GIFT_SETTING_NAMES.map((setting) => [setting, GIFT_SETTING_RULES[setting].max])) as GiftSettingValues;
  expectOk(await callAsStaff(api, 'CONSOLE_SAVE_GIFT_SETTINGS', admin, { ...loose, [name]: value }));
}

/** A gift made earlier: `ago` milliseconds before now. */
async function recordGift(kind: GiftKind, giverPhone: string, receiverPhone: string, amount: number, ago = 60_000): Promise<void> {
  fixtureCodeId += 1;
  await api.deps.db
    .insert(gifts)
    .values({ kind, giverPhone, receiverPhone, amount, smsCodeId: fixtureCodeId, createdAt: new Date(api.deps.now().getTime() - ago) });
}

const LIMITS: { name: GiftSettingName; kind: GiftKind; side: 'give' | 'receive'; period: 'day' | 'month'; measure: 'count' | 'amount' }[] = [
  { name: 'dataGiveCountPerDay', kind: 'data', side: 'give', period: 'day', measure: 'count' },
  { name: 'dataGiveCountPerMonth', kind: 'data', side: 'give', period: 'month', measure: 'count' },
  { name: 'dataGiveMbPerDay', kind: 'data', side: 'give', period: 'day', measure: 'amount' },
  { name: 'dataGiveMbPerMonth', kind: 'data', side: 'give', period: 'month', measure: 'amount' },
  { name: 'dataReceiveCountPerDay', kind: 'data', side: 'receive', period: 'day', measure: 'count' },
  { name: 'dataReceiveCountPerMonth', kind: 'data', side: 'receive', period: 'month', measure: 'count' },
  { name: 'dataReceiveMbPerDay', kind: 'data', side: 'receive', period: 'day', measure: 'amount' },
  { name: 'dataReceiveMbPerMonth', kind: 'data', side: 'receive', period: 'month', measure: 'amount' },
  { name: 'creditGiveCountPerDay', kind: 'credit', side: 'give', period: 'day', measure: 'count' },
  { name: 'creditGiveCountPerMonth', kind: 'credit', side: 'give', period: 'month', measure: 'count' },
  { name: 'creditGiveFenPerDay', kind: 'credit', side: 'give', period: 'day', measure: 'amount' },
  { name: 'creditGiveFenPerMonth', kind: 'credit', side: 'give', period: 'month', measure: 'amount' },
  { name: 'creditReceiveCountPerDay', kind: 'credit', side: 'receive', period: 'day', measure: 'count' },
  { name: 'creditReceiveCountPerMonth', kind: 'credit', side: 'receive', period: 'month', measure: 'count' },
  { name: 'creditReceiveFenPerDay', kind: 'credit', side: 'receive', period: 'day', measure: 'amount' },
  { name: 'creditReceiveFenPerMonth', kind: 'credit', side: 'receive', period: 'month', measure: 'amount' },
];

describe('the limits of 转赠设置', () => {
  it('names every setting but the cap per gift in this walk', () => {
    expect(LIMITS.map((limit) => limit.name).sort()).toEqual(GIFT_SETTING_NAMES.filter((name) => name !== 'creditMaxFenPerGift').sort());
  });

  it.each(LIMITS.map((limit) => [limit.name, limit] as const))('%s: reached, never passed', async (_name, limit) => {
    // Counts: 2 made, limit 3 (the 3rd passes, the 4th not). Amounts: 200 made, limit 300 (100 passes, 101 not).
    const limitValue = limit.measure === 'count' ? 3 : 300;
    await setOnlyLimit(limit.name, limitValue);
    const earlier = limit.measure === 'count' ? [100, 100] : [150, 50];
    // The earlier gifts are on the counted side: by the giver, or to the receiver (from a third number).
    for (const amount of earlier) {
      await (limit.side === 'give' ? recordGift(limit.kind, DATA_GIVER, THIRD, amount) : recordGift(limit.kind, THIRD, RECEIVER, amount));
    }
    const ask = (amount: number) => api.call('GIFT_CHECK', { kind: limit.kind, receiverPhone: RECEIVER, amount }, linxiao);
    const passing = limit.measure === 'count' ? 100 : 101;
    expect(await ask(100), `${limit.name} reached`).toMatchObject({ code: 1 });
    if (limit.measure === 'count') {
      await (limit.side === 'give' ? recordGift(limit.kind, DATA_GIVER, THIRD, 100) : recordGift(limit.kind, THIRD, RECEIVER, 100));
    }
    expect(await ask(passing), `${limit.name} passed`).toMatchObject({ code: -100, msg: describeGiftLimit(limit.kind, limit, limitValue) });
  });

  it("does not count yesterday's gifts against today's limit", async () => {
    await setOnlyLimit('dataGiveCountPerDay', 1);
    await recordGift('data', DATA_GIVER, THIRD, 100, DAY_MS + 60_000);
    expect(await api.call('GIFT_CHECK', { kind: 'data', receiverPhone: RECEIVER, amount: 100 }, linxiao)).toMatchObject({ code: 1 });
    await recordGift('data', DATA_GIVER, THIRD, 100);
    expect(await api.call('GIFT_CHECK', { kind: 'data', receiverPhone: RECEIVER, amount: 100 }, linxiao)).toMatchObject({
      code: -100,
      msg: '您今日转赠流量已达1次上限',
    });
  });

  it('holds a credit gift to the cap per gift the settings give, never above 50 yuan', async () => {
    await setOnlyLimit('creditMaxFenPerGift', 2000);
    expect(await api.call('GIFT_CHECK', { kind: 'credit', receiverPhone: RECEIVER, amount: 2000 }, linxiao)).toMatchObject({ code: 1 });
    expect(await api.call('GIFT_CHECK', { kind: 'credit', receiverPhone: RECEIVER, amount: 2001 }, linxiao)).toMatchObject({
      code: -100,
      msg: '单笔转赠话费不能超过20.00元',
    });
  });

  it("answers in GIFT_ALLOWANCE the most one gift may be under today's and this month's limits", async () => {
    await setOnlyLimit('dataGiveMbPerMonth', 500);
    await recordGift('data', DATA_GIVER, THIRD, 120);
    expect(expectOk<{ dataLeftMb: number }>(await api.call('GIFT_ALLOWANCE', {}, linxiao)).dataLeftMb).toBe(380);
    await setOnlyLimit('creditGiveCountPerDay', 1);
    await recordGift('credit', DATA_GIVER, THIRD, 100);
    expect(expectOk<{ creditLeftFen: number }>(await api.call('GIFT_ALLOWANCE', {}, linxiao)).creditLeftFen).toBe(0);
  });
});
