import { isHiddenUsagePack } from '@hall/contract/queries/rules';
import type { MyRights } from '@hall/contract/points/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStartOfNextChinaMonth, formatChinaMonth } from '@hall/contract/china-time';
import { readPointsSettings, updatePointsSettings } from '../../platform/points-settings.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import type { UsageEvent } from '../../boss/usage-boss.ts';

// 我的权益 (MY_RIGHTS): what the bound number holds, read from the back office in one reply: this
// month's allowances with packs, points and the sign-in reward, caller services held (one cancelled
// at month end runs to its end), and the offers in force or pending.

const ZHANGWEI = '17012340001';
let api: TestApp;
let sequence = 0;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function readRights(token: string): Promise<MyRights> {
  const body = await api.call('MY_RIGHTS', {}, token);
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as MyRights;
}

const usedOf = (rights: MyRights, kind: 'data') => rights.allowances.filter((item) => item.kind === kind).reduce((sum, item) => sum + item.used, 0);

function usage(kind: 'data' | 'voice', amount: number): UsageEvent {
  const base = { eventId: `rights:${++sequence}`, phone: ZHANGWEI, occurredAt: api.deps.now() };
  return kind === 'data'
    ? { ...base, kind: 'data', pool: 'general', megabytes: amount }
    : { ...base, kind: 'voice_out', otherParty: '13800138000', seconds: amount * 60 };
}

describe('MY_RIGHTS', () => {
  it('answers the allowances used and left, the caller services, the offers and the points after a sign-in', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const before = await readRights(token);
    expect(before.month).toBe(formatChinaMonth(api.deps.now()));
    expect(before.packageName).toBe('标准卡A套餐');
    expect(before.points).toMatchObject({ currentPoints: 1280, grandTotalPoints: 3840, isSignedIn: false });
    expect(before.allowances.find((item) => item.title === '2GB月包')).toBeUndefined();

    // A flow pack bought, a caller service opened, usage recorded, a sign-in with a reward the console set.
    const settings = await readPointsSettings(api.deps.db);
    await updatePointsSettings(api.deps.db, { ...settings, signInReward: 7, updatedAt: api.deps.now(), updatedBy: 1 });
    expect(await api.deps.boss.orderFlowPack({ phone: ZHANGWEI, productId: 'MONTH_2G', reference: 'rights-test-pack', amountFen: 2000 })).toBe('opened');
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 1, effectType: 0 }, token)).toMatchObject({ code: 1 });
    expect(await api.deps.boss.recordUsage([usage('data', 300), usage('voice', 12)])).toEqual({ recorded: 2, intercepted: 0 });
    expect(await api.call('SIGN', {}, token)).toMatchObject({ code: 1, data: { reward: 7 } });

    const after = await readRights(token);
    // The allowances are the back office's, each with what is left.
    const held = await api.deps.boss.getPackageUsage(ZHANGWEI);
    const shown = held.items.filter((item) => !isHiddenUsagePack(item));
    expect(after.allowances.map((item) => [item.title, item.total, item.used])).toEqual(shown.map((item) => [item.title, item.total, item.used]));
    // The zero-fee packs the usage page never lists are no allowance here either.
    expect(held.items.map((item) => item.title)).toContain('0元1M按天');
    expect(after.allowances.map((item) => item.title)).not.toContain('0元1M按天');
    for (const item of after.allowances) {
      expect(item.surplus).toBe(Math.max(0, item.total - item.used));
      expect(item.unit).toBe({ data: 'MB', voice: '分钟', sms: '条' }[item.kind]);
    }
    expect(usedOf(after, 'data') - usedOf(before, 'data')).toBe(300);
    // The package's minutes were used up already: the new call is beyond them, and nothing is left.
    expect(after.allowances.find((item) => item.kind === 'voice')).toMatchObject({ title: '国内语音通话', total: 100, used: 100, surplus: 0, isPack: false });
    expect(after.allowances.find((item) => item.title === '2GB月包')).toMatchObject({ kind: 'data', isPack: true, total: 2048, unit: 'MB' });
    expect(after.allowances.filter((item) => !item.isPack).map((item) => item.packageName)).toEqual([
      '标准卡A套餐',
      '标准卡A套餐',
      '标准卡A套餐',
      '标准卡A套餐',
    ]);

    expect(after.points).toEqual({ currentPoints: 1287, grandTotalPoints: 3847, signInReward: 7, isSignedIn: true });

    expect(after.callerServices).toEqual([
      {
        packageId: 'CALLER_REMIND',
        callType: 1,
        title: '来电提醒',
        monthlyFee: 200,
        status: 'open',
        since: api.deps.now().toISOString(),
        until: '',
      },
      expect.objectContaining({ packageId: 'CALLER_DISPLAY', callType: 2, title: '来电显示', monthlyFee: 600, status: 'open', until: '' }),
    ]);

    // Offers: the package and the pending change, the packs and value-added services in force or pending; none expired.
    const offerNames = (type: number) => after.offers.filter((offer) => offer.type === type).map((offer) => [offer.packageName, offer.status]);
    expect(offerNames(0)).toEqual(
      expect.arrayContaining([
        ['标准卡A套餐', 1],
        ['标准卡E套餐', 0],
      ]),
    );
    expect(offerNames(0)).toHaveLength(2);
    expect(offerNames(1)).toEqual(
      expect.arrayContaining([
        ['2GB月包', 1],
        ['1元500M自动续订日包', 1],
      ]),
    );
    expect(offerNames(1)).toHaveLength(2);
    // The caller services are listed once, in their own part, not again as value-added orders.
    expect(offerNames(2)).toContainEqual(['炫铃', 0]);
    expect(offerNames(2).map(([name]) => name)).not.toEqual(expect.arrayContaining(['来电提醒']));
    expect(offerNames(2).map(([name]) => name)).not.toEqual(expect.arrayContaining(['来电显示']));
    expect(after.offers.map((offer) => offer.packageName)).not.toContain('畅享流量29元套餐');
    expect(after.offers.map((offer) => offer.packageName)).not.toContain('彩铃');
    const pack = after.offers.find((offer) => offer.packageName === '2GB月包');
    expect(pack?.effectTime).toBe(api.deps.now().toISOString());
    expect(pack?.overTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('shows a caller service cancelled at month end with its end, until it ends', async () => {
    const token = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 1, effectType: 0 }, token)).toMatchObject({ code: 1 });
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 0, effectType: 1 }, token)).toMatchObject({ code: 1 });
    const monthEnd = findStartOfNextChinaMonth(api.deps.now());
    const remind = (await readRights(token)).callerServices.find((service) => service.packageId === 'CALLER_REMIND');
    expect(remind).toMatchObject({ status: 'cancelled', monthlyFee: 200, until: monthEnd.toISOString(), since: expect.stringMatching(/^\d{4}-/) });

    // Past its end it is no longer held.
    api.advanceSeconds(Math.ceil((monthEnd.getTime() - api.deps.now().getTime()) / 1000) + 60);
    expect((await readRights(token)).callerServices.map((service) => service.packageId)).not.toContain('CALLER_REMIND');
  });

  it('refuses a member without a bound number, and no token, as the other bound operations', async () => {
    expect(await api.call('MY_RIGHTS', {}, await api.logInAs(DemoUser.UNBOUND))).toMatchObject({ code: -102, msg: '请先绑定手机号' });
    expect(await api.call('MY_RIGHTS', {})).toMatchObject({ code: -101 });
  });
});
