import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, billItems, bossMonthlyFees, subscribers, usageItems } from '../db/schema.ts';
import { formatChinaMonth } from '@hall/contract/china-time';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { UsageEvent } from './usage-boss.ts';

// Each rule uses its own demo number, so the charges of one do not blur another's figures.
const SUN_LI = '17012340008'; // 大王卡39元: 200 minutes, 80 GB, no messages.
const ZHANG_WEI_E = '17012340005'; // 标准卡E: 30 GB.
const LI_NA = '17012340002'; // 畅享流量29元: 20 GB.
const ZHOU_JIE = '17012340009'; // 标准卡A, balance 0.
const WANG_FANG = '17012340003'; // 标准卡E: 100 messages.
const LIN_XIAO = '17012340011'; // 大王卡19元, joined this month.

let api: TestApp;
let sequence = 0;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

function data(phone: string, megabytes: number): UsageEvent {
  return { eventId: `test:${phone}:${++sequence}`, phone, occurredAt: api.deps.now(), kind: 'data', pool: 'general', megabytes };
}

async function subscriberOf(phone: string) {
  const rows = await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, phone));
  const row = rows[0];
  if (!row) {
    throw new Error(`no subscriber ${phone}`);
  }
  return row;
}

async function usageLedger(phone: string) {
  return api.deps.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.phone, phone), eq(balanceLedger.reason, 'usage')));
}

async function billItemOf(phone: string, itemName: string): Promise<number> {
  const rows = await api.deps.db
    .select({ amountFen: billItems.amountFen })
    .from(billItems)
    .where(and(eq(billItems.phone, phone), eq(billItems.billMonth, formatChinaMonth(api.deps.now())), eq(billItems.itemName, itemName)));
  return rows[0]?.amountFen ?? 0;
}

async function generalDataLeft(phone: string): Promise<{ used: number; left: number }> {
  const usage = await api.deps.boss.getPackageUsage(phone);
  const general = usage.items.find((item) => item.title === '国内通用流量');
  if (!general) {
    throw new Error('no general data');
  }
  return { used: general.used, left: general.total - general.used };
}

describe('recording usage', () => {
  it('charges once when the same events come twice, or twice at once', async () => {
    const before = await subscriberOf(SUN_LI);
    const ledgerBefore = (await usageLedger(SUN_LI)).length;
    // No messages in the package: each costs 0.1 yuan.
    const events: UsageEvent[] = [
      { eventId: `test:sms:${++sequence}`, phone: SUN_LI, occurredAt: api.deps.now(), kind: 'sms_out', otherParty: '13800138000', count: 4 },
    ];
    expect(await api.deps.boss.recordUsage(events)).toEqual({ recorded: 1, intercepted: 0 });
    expect(await api.deps.boss.recordUsage(events)).toEqual({ recorded: 0, intercepted: 0 });
    const twice: UsageEvent[] = [
      { eventId: `test:sms:${++sequence}`, phone: SUN_LI, occurredAt: api.deps.now(), kind: 'sms_out', otherParty: '13800138000', count: 1 },
    ];
    const results = await Promise.all([api.deps.boss.recordUsage(twice), api.deps.boss.recordUsage(twice)]);
    expect(results.map((result) => result.recorded).sort()).toEqual([0, 1]);
    expect((await subscriberOf(SUN_LI)).balanceFen).toBe(before.balanceFen - 50);
    expect((await usageLedger(SUN_LI)).length).toBe(ledgerBefore + 2);
    expect((await api.deps.boss.getPackageUsage(SUN_LI)).overage.smsCount).toBe(5);
  });

  it('charges minutes beyond the package at the tariff, each call rounded up to a whole minute', async () => {
    const usage = await api.deps.boss.getPackageUsage(SUN_LI);
    const voice = usage.items.find((item) => item.kind === 'voice');
    const left = (voice?.total ?? 0) - (voice?.used ?? 0);
    const before = await subscriberOf(SUN_LI);
    const smsBillBefore = await billItemOf(SUN_LI, '短信彩信费');
    const voiceBillBefore = await billItemOf(SUN_LI, '语音通话费');
    // 10 minutes beyond the package, the last 30 seconds counting as a whole minute.
    await api.deps.boss.recordUsage([
      {
        eventId: `test:call:${++sequence}`,
        phone: SUN_LI,
        occurredAt: api.deps.now(),
        kind: 'voice_out',
        otherParty: '13800138000',
        seconds: (left + 10) * 60 - 30,
      },
      { eventId: `test:call:${++sequence}`, phone: SUN_LI, occurredAt: api.deps.now(), kind: 'voice_in', otherParty: '13800138000', seconds: 600 },
    ]);
    expect((await subscriberOf(SUN_LI)).balanceFen).toBe(before.balanceFen - 150);
    expect(await billItemOf(SUN_LI, '语音通话费')).toBe(voiceBillBefore + 150);
    expect(await billItemOf(SUN_LI, '短信彩信费')).toBe(smsBillBefore);
    const after = await api.deps.boss.getPackageUsage(SUN_LI);
    expect(after.overage.voiceMinutes).toBe(10);
    expect(after.items.find((item) => item.kind === 'voice')).toMatchObject({ used: voice?.total });
  });

  it('shows 3 GB over the package today as daily packs and moves the balance by their fee in one ledger entry', async () => {
    const { left } = await generalDataLeft(ZHANG_WEI_E);
    const before = await subscriberOf(ZHANG_WEI_E);
    const ledgerBefore = await usageLedger(ZHANG_WEI_E);
    await api.deps.boss.recordUsage([data(ZHANG_WEI_E, left), data(ZHANG_WEI_E, 3072)]);
    // 3072 MB takes seven 500 MB daily packs: 7 yuan.
    const usage = await api.deps.boss.getPackageUsage(ZHANG_WEI_E);
    expect(usage.items.find((item) => item.title === '国内通用流量')).toMatchObject({ used: usage.items[0]?.total });
    expect(usage.items.find((item) => item.isAutoDayPack)).toMatchObject({ autoDayPackCount: 7, total: 3500, used: 3072, feeFen: 100 });
    expect(usage.overage.dataFeeFen).toBe(700);
    expect((await subscriberOf(ZHANG_WEI_E)).balanceFen).toBe(before.balanceFen - 700);
    const ledger = await usageLedger(ZHANG_WEI_E);
    expect(ledger.length).toBe(ledgerBefore.length + 1);
    expect(ledger.at(-1)).toMatchObject({ changeFen: -700, reference: `usage:${ZHANG_WEI_E}:${formatChinaMonth(api.deps.now())}:1` });
    expect(await billItemOf(ZHANG_WEI_E, '上网流量费')).toBe(700);
  });

  it('draws packs valid to the same day in the order they were bought, whatever order their rows were written in', async () => {
    const { left } = await generalDataLeft(LIN_XIAO);
    const pack = { phone: LIN_XIAO, usageKind: 'data' as const, packageName: '流量包', feeFen: 0, totalAmount: 100 };
    // The pack bought later is written first, so its row comes first by id.
    await api.deps.db.insert(usageItems).values({ ...pack, title: '后购100M包', createdAt: api.deps.now() });
    await api.deps.db.insert(usageItems).values({ ...pack, title: '先购100M包', createdAt: new Date(api.deps.now().getTime() - 60_000) });
    await api.deps.boss.recordUsage([data(LIN_XIAO, left + 30)]);
    const usage = await api.deps.boss.getPackageUsage(LIN_XIAO);
    expect(usage.items.filter((item) => item.title.endsWith('100M包')).map((item) => [item.title, item.used])).toEqual(
      expect.arrayContaining([
        ['先购100M包', 30],
        ['后购100M包', 0],
      ]),
    );
  });

  it('stops ordering daily packs at 200 GB in the month and bills the rest at 0.25 yuan per MB', async () => {
    const { used, left } = await generalDataLeft(LI_NA);
    const before = await subscriberOf(LI_NA);
    await api.deps.boss.recordUsage([data(LI_NA, left), data(LI_NA, 190_000)]);
    // From 20 480 MB, 369 packs bring the month to 204 980 MB (the last ordered at 204 480 MB);
    // the rest of the day's 190 000 MB is overage.
    const overageMb = used + left + 190_000 - 204_980;
    const dataFen = 369 * 100 + overageMb * 25;
    const usage = await api.deps.boss.getPackageUsage(LI_NA);
    expect(usage.items.find((item) => item.isAutoDayPack)?.autoDayPackCount).toBe(369);
    expect(usage.overage.dataFeeFen).toBe(dataFen);
    expect(await billItemOf(LI_NA, '上网流量费')).toBe(dataFen);
    expect((await subscriberOf(LI_NA)).balanceFen).toBe(before.balanceFen - dataFen);
  });

  it('takes directed data from the package’s directed allowance first, at no charge, and only the rest from general data', async () => {
    const before = await api.deps.boss.getPackageUsage(ZHOU_JIE);
    const directed = before.items.find((item) => item.title === '国内定向流量');
    expect(directed?.total).toBe(2048);
    const directedLeft = (directed?.total ?? 0) - (directed?.used ?? 0);
    const general = await generalDataLeft(ZHOU_JIE);
    const balance = (await subscriberOf(ZHOU_JIE)).balanceFen;
    await api.deps.boss.recordUsage([
      { eventId: `test:directed:${++sequence}`, phone: ZHOU_JIE, occurredAt: api.deps.now(), kind: 'data', pool: 'directed', megabytes: directedLeft + 100 },
    ]);
    const after = await api.deps.boss.getPackageUsage(ZHOU_JIE);
    expect(after.items.find((item) => item.title === '国内定向流量')).toMatchObject({ used: 2048 });
    expect((await generalDataLeft(ZHOU_JIE)).used).toBe(general.used + 100);
    expect((await subscriberOf(ZHOU_JIE)).balanceFen).toBe(balance);
  });

  it('follows usage that arrives after the monthly run closed its month into the total invoicing reads', async () => {
    const lastMonth = formatChinaMonth(api.deps.now(), 1);
    const monthTotal = async (table: 'bill' | 'fees') => {
      if (table === 'fees') {
        const rows = await api.deps.db
          .select({ amountFen: bossMonthlyFees.amountFen })
          .from(bossMonthlyFees)
          .where(and(eq(bossMonthlyFees.phone, WANG_FANG), eq(bossMonthlyFees.feeMonth, lastMonth)));
        return rows[0]?.amountFen ?? 0;
      }
      const rows = await api.deps.db
        .select({ amountFen: billItems.amountFen })
        .from(billItems)
        .where(and(eq(billItems.phone, WANG_FANG), eq(billItems.billMonth, lastMonth)));
      return rows.reduce((sum, row) => sum + row.amountFen, 0);
    };
    const before = await monthTotal('fees');
    // 200 messages on the 28th of last month, far beyond the package's 50, reported after the run closed it.
    const lateInLastMonth = new Date(new Date(`${lastMonth.slice(0, 4)}-${lastMonth.slice(4)}-01T00:00:00+08:00`).getTime() + 27 * 24 * 3600 * 1000);
    await api.deps.boss.recordUsage([
      { eventId: `test:late:${++sequence}`, phone: WANG_FANG, occurredAt: lateInLastMonth, kind: 'sms_out', otherParty: '13800138000', count: 200 },
    ]);
    expect(await monthTotal('fees')).toBeGreaterThan(before);
    expect(await monthTotal('fees')).toBe(await monthTotal('bill'));
  });

  it('marks a number owing when usage takes its balance below zero, and ignores a cancelled number', async () => {
    const { left } = await generalDataLeft(ZHOU_JIE);
    expect(await subscriberOf(ZHOU_JIE)).toMatchObject({ balanceFen: 0, status: 'normal' });
    await api.deps.boss.recordUsage([data(ZHOU_JIE, left + 1)]);
    expect(await subscriberOf(ZHOU_JIE)).toMatchObject({ balanceFen: -100, status: 'owing' });

    await api.deps.db.update(subscribers).set({ status: 'cancelled' }).where(eq(subscribers.phone, ZHOU_JIE));
    expect(await api.deps.boss.recordUsage([data(ZHOU_JIE, 5000)])).toEqual({ recorded: 0, intercepted: 0 });
    expect((await subscriberOf(ZHOU_JIE)).balanceFen).toBe(-100);
    expect(await api.deps.boss.recordUsage([data('17099999999', 10)])).toEqual({ recorded: 0, intercepted: 0 });
  });
});
