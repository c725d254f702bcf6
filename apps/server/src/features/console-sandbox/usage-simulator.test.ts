import { formatChinaDate } from '@hall/contract/china-time';
import type { OperationOutput } from '@hall/contract/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { callInterceptions, markedNumbers, sandboxUsageProfiles, usageRecords } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findYesterday, generateDayUsage, listDaysAfter, MAX_SIMULATED_DAYS, NUISANCE_CALLERS, simulateUsage } from './usage-simulator.ts';

let api: TestApp;
let staff: string;
const DAY_SECONDS = 24 * 3600;
// 李娜's number has no demo profile: the tests below give it one.
const PHONE = '17012340002';
/** 张伟's second number (no member bound): call protection's tests give it settings. */
const OTHER_PHONE = '17012340005';
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];

beforeAll(async () => {
  api = await createTestApp();
  staff = await logInStaff(api, DemoStaff.SERVICE);
});
afterAll(() => api.close());

const countRecords = async (phone: string) =>
  Number((await queryRows<{ count: string }>(api.deps.db, sql`select count(*)::text as count from usage_records where phone = ${phone}`))[0]?.count);
const countAllRecords = async () => Number((await queryRows<{ count: string }>(api.deps.db, sql`select count(*)::text as count from usage_records`))[0]?.count);
const balanceOf = async (phone: string) => (await api.deps.boss.findSubscriber(phone))?.balanceFen ?? Number.NaN;

describe('the usage simulator', () => {
  it('generates the same events with the same ids for the same number and day, and different days differ', () => {
    const week = WEEK.map((day) => generateDayUsage(PHONE, day, 'normal'));
    expect(WEEK.map((day) => generateDayUsage(PHONE, day, 'normal'))).toEqual(week);
    const ids = week.flat().map((event) => event.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith(`sim:${PHONE}:2026-03-`))).toBe(true);
    expect(new Set(week.map((events) => JSON.stringify(events.map((event) => event.kind === 'data' && event.megabytes)))).size).toBeGreaterThan(1);
    // Each event happens on its own China day.
    for (const [index, events] of week.entries()) {
      expect(events.every((event) => formatChinaDate(event.occurredAt).startsWith(WEEK[index] ?? ''))).toBe(true);
    }
  });

  it('follows the profile: data only has no calls or messages, heavy uses more data than light', () => {
    const kinds = new Set(WEEK.flatMap((day) => generateDayUsage(PHONE, day, 'data_only').map((event) => event.kind)));
    expect([...kinds]).toEqual(['data']);
    const dataOf = (profile: 'light' | 'heavy') =>
      WEEK.flatMap((day) => generateDayUsage(PHONE, day, profile)).reduce((sum, event) => sum + (event.kind === 'data' ? event.megabytes : 0), 0);
    expect(dataOf('heavy')).toBeGreaterThan(dataOf('light') * 5);
    expect(WEEK.flatMap((day) => generateDayUsage(PHONE, day, 'heavy')).some((event) => event.kind === 'voice_out')).toBe(true);
  });

  it('lists the days after the last simulated one, at most the latest MAX_SIMULATED_DAYS', () => {
    expect(listDaysAfter('2026-03-01', '2026-03-08')).toEqual(WEEK);
    expect(listDaysAfter('2026-03-08', '2026-03-08')).toEqual([]);
    const long = listDaysAfter('2025-01-01', '2026-03-08');
    expect(long).toHaveLength(MAX_SIMULATED_DAYS);
    expect(long.at(-1)).toBe('2026-03-08');
  });

  it('records a week of a profiled number once: a second sweep, or a sweep of the same days again, records nothing', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_SET_USAGE_PROFILE', staff, { phone: PHONE, profile: 'heavy' })).toMatchObject({ code: 1 });
    const startDay = findYesterday(api.deps.now());
    const recordsBefore = await countRecords(PHONE);
    const balanceBefore = await balanceOf(PHONE);
    api.advanceSeconds(7 * DAY_SECONDS);

    const days = listDaysAfter(startDay, findYesterday(api.deps.now()));
    expect(days).toHaveLength(7);
    const expected = days.flatMap((day) => generateDayUsage(PHONE, day, 'heavy')).length;
    // The demo's profiled numbers have their week generated too.
    expect((await simulateUsage(api.deps.db, api.deps.boss, api.deps.now())).days).toBeGreaterThanOrEqual(7);
    expect(await countRecords(PHONE)).toBe(recordsBefore + expected);
    const [row] = await api.deps.db.select().from(sandboxUsageProfiles).where(eq(sandboxUsageProfiles.phone, PHONE));
    expect(row?.simulatedThrough).toBe(days.at(-1));
    // A heavy week uses far more than a package: the balance pays for it as the usage is recorded.
    const balanceAfter = await balanceOf(PHONE);
    expect(balanceAfter).toBeLessThan(balanceBefore);

    expect(await simulateUsage(api.deps.db, api.deps.boss, api.deps.now())).toEqual({ days: 0, recorded: 0 });
    // Forgetting how far it got regenerates the same ids: the back office records them once.
    await api.deps.db.update(sandboxUsageProfiles).set({ simulatedThrough: startDay }).where(eq(sandboxUsageProfiles.phone, PHONE));
    expect(await simulateUsage(api.deps.db, api.deps.boss, api.deps.now())).toEqual({ days: 7, recorded: 0 });
    expect(await countRecords(PHONE)).toBe(recordsBefore + expected);
    expect(await balanceOf(PHONE)).toBe(balanceAfter);
  });

  it('records each day once when two sweeps run at once', async () => {
    const phone = '17012340005';
    staff = await logInStaff(api, DemoStaff.SERVICE);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_SET_USAGE_PROFILE', staff, { phone, profile: 'normal' })).toMatchObject({ code: 1 });
    const recordsBefore = await countRecords(phone);
    api.advanceSeconds(3 * DAY_SECONDS);
    const yesterday = findYesterday(api.deps.now());
    const profiles = await api.deps.db.select().from(sandboxUsageProfiles);
    const eventsOf = (item: (typeof profiles)[number]) =>
      listDaysAfter(item.simulatedThrough, yesterday).flatMap((day) => generateDayUsage(item.phone, day, item.profile));
    const expected = profiles.reduce((sum, item) => sum + eventsOf(item).length, 0);
    const expectedOfPhone = profiles.filter((item) => item.phone === phone).reduce((sum, item) => sum + eventsOf(item).length, 0);
    expect(expectedOfPhone).toBeGreaterThan(0);

    const allRecordsBefore = await countAllRecords();
    const sweeps = await Promise.all([simulateUsage(api.deps.db, api.deps.boss, api.deps.now()), simulateUsage(api.deps.db, api.deps.boss, api.deps.now())]);
    // What the sweeps say they recorded is what was written, once: a number credit control
    // suspended meanwhile (it runs on its own schedule) takes none, so the total is at most the events.
    const recorded = sweeps.reduce((sum, sweep) => sum + sweep.recorded, 0);
    expect(recorded).toBe((await countAllRecords()) - allRecordsBefore);
    expect(recorded).toBeLessThanOrEqual(expected);
    expect(await countRecords(phone)).toBe(recordsBefore + expectedOfPhone);
  });

  it('lists the profiles on the steps page and removes one with none', async () => {
    staff = await logInStaff(api, DemoStaff.SERVICE);
    const steps = (await callAsStaff(api, 'CONSOLE_SANDBOX_STEPS', staff)).data as OperationOutput<'CONSOLE_SANDBOX_STEPS'>;
    expect(steps.usageProfiles).toContainEqual(expect.objectContaining({ phone: '17012340004', profile: 'heavy' }));
    expect(steps.usageProfiles).toContainEqual(expect.objectContaining({ phone: PHONE, profile: 'heavy' }));
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_SET_USAGE_PROFILE', staff, { phone: PHONE, profile: 'none' })).toMatchObject({ code: 1 });
    const after = (await callAsStaff(api, 'CONSOLE_SANDBOX_STEPS', staff)).data as OperationOutput<'CONSOLE_SANDBOX_STEPS'>;
    expect(after.usageProfiles?.map((item) => item.phone)).not.toContain(PHONE);
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_SET_USAGE_PROFILE', staff, { phone: '17099999999', profile: 'light' })).toMatchObject({
      code: -100,
      msg: '号码不存在或已销户',
    });
  });
});

describe('CONSOLE_SANDBOX_INJECT_USAGE', () => {
  const inject = (payload: Record<string, unknown>) => callAsStaff(api, 'CONSOLE_SANDBOX_INJECT_USAGE', staff, payload);

  it('records an injection once per request id, and answers the balance after it', async () => {
    staff = await logInStaff(api, DemoStaff.SERVICE);
    const phone = '17012340008';
    const before = await countRecords(phone);
    const first = await inject({ requestId: 'inject-data-0001', phone, kind: 'data_gb', amount: 3 });
    expect(first).toMatchObject({ code: 1, data: { recorded: 1, balanceFen: await balanceOf(phone) } });
    const repeated = await inject({ requestId: 'inject-data-0001', phone, kind: 'data_gb', amount: 3 });
    expect(repeated).toMatchObject({ code: 1, data: { recorded: 0, balanceFen: await balanceOf(phone) } });
    expect(await countRecords(phone)).toBe(before + 1);
    // A new click is new usage.
    expect(await inject({ requestId: 'inject-data-0002', phone, kind: 'data_mb', amount: 100 })).toMatchObject({ code: 1, data: { recorded: 1 } });
  });

  it('charges messages beyond the package to the balance, once', async () => {
    // 17012340008's light profile keeps it in credit; a heavier profiled number may be suspended by
    // credit control (on its own schedule) once the tests above moved the clock.
    const phone = '17012340008';
    const balanceBefore = await balanceOf(phone);
    const sent = await inject({ requestId: 'inject-sms-0001', phone, kind: 'sms_count', amount: 500, otherParty: '13800138000' });
    expect(sent).toMatchObject({ code: 1, data: { recorded: 1 } });
    const balanceAfter = await balanceOf(phone);
    expect(balanceAfter).toBeLessThan(balanceBefore);
    expect(await inject({ requestId: 'inject-sms-0001', phone, kind: 'sms_count', amount: 500, otherParty: '13800138000' })).toMatchObject({
      code: 1,
      data: { recorded: 0, balanceFen: balanceAfter },
    });
  });

  it('refuses unknown numbers, calls without the other party and amounts beyond the limit', async () => {
    expect(await inject({ requestId: 'inject-none-0001', phone: '17099999999', kind: 'data_mb', amount: 1 })).toMatchObject({
      code: -100,
      msg: '号码不存在或已销户',
    });
    expect(await inject({ requestId: 'inject-call-0001', phone: '17012340009', kind: 'voice_minutes', amount: 3 })).toMatchObject({
      code: -100,
      msg: '请输入对方号码',
    });
    expect(await inject({ requestId: 'inject-big-0001', phone: '17012340009', kind: 'data_gb', amount: 301 })).toMatchObject({
      code: -100,
      msg: '数量不能超过300',
    });
    expect(await inject({ requestId: 'inject-stop-0001', phone: '17012340007', kind: 'data_mb', amount: 1 })).toMatchObject({
      code: -100,
      msg: '号码已停机，无法产生用量',
    });
  });
});

describe('the usage simulator and call protection', () => {
  it('receives calls, some from nuisance callers, drawn after the other events', () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
    const events = days.flatMap((day) => generateDayUsage(OTHER_PHONE, day, 'heavy'));
    const received = events.filter((event) => event.kind === 'voice_in');
    expect(received.length).toBeGreaterThan(0);
    expect(received.some((event) => 'otherParty' in event && (NUISANCE_CALLERS as readonly string[]).includes(event.otherParty))).toBe(true);
    // Within a day, the received calls carry the last indexes: the events before keep theirs.
    for (const day of days) {
      const ofDay = generateDayUsage(OTHER_PHONE, day, 'heavy');
      const indexOf = (event: (typeof ofDay)[number]) => Number(event.eventId.split(':').at(-1));
      const callIndexes = ofDay.filter((event) => event.kind === 'voice_in').map(indexOf);
      const otherIndexes = ofDay.filter((event) => event.kind !== 'voice_in').map(indexOf);
      expect(Math.min(...callIndexes, Infinity)).toBeGreaterThan(Math.max(...otherIndexes));
    }
  });

  it('has its marked callers intercepted for a number that blocks every category', async () => {
    const phone = OTHER_PHONE;
    await api.deps.db.execute(
      sql`insert into call_protection_settings (phone, enabled_since, updated_at) values (${phone}, ${new Date('2026-01-01T00:00:00Z')}, ${new Date('2026-01-01T00:00:00Z')})`,
    );
    for (const code of ['marketing', 'fraud', 'harassment']) {
      await api.deps.db.execute(
        sql`insert into call_protection_categories (phone, category_code, added_at) values (${phone}, ${code}, ${new Date('2026-01-01T00:00:00Z')})`,
      );
    }
    const marked = new Set((await api.deps.db.select({ number: markedNumbers.number }).from(markedNumbers)).map((row) => row.number));
    const events = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'].flatMap((day) =>
      generateDayUsage(phone, day, 'heavy'),
    );
    const fromMarked = events.filter((event) => event.kind === 'voice_in' && marked.has(event.otherParty));
    expect(fromMarked.length).toBeGreaterThan(0);
    const result = await api.deps.boss.recordUsage(events);
    expect(result.intercepted).toBeGreaterThanOrEqual(fromMarked.length);
    const logged = await api.deps.db.select().from(callInterceptions).where(eq(callInterceptions.phone, phone));
    expect(new Set(logged.map((row) => row.eventId))).toEqual(new Set(fromMarked.map((event) => event.eventId)));
    const delivered = await api.deps.db
      .select({ eventId: usageRecords.eventId })
      .from(usageRecords)
      .where(
        inArray(
          usageRecords.eventId,
          fromMarked.map((event) => event.eventId),
        ),
      );
    expect(delivered).toEqual([]);
    // The unmarked callers' calls are recorded.
    const ringing = events.filter((event) => event.kind === 'voice_in' && !marked.has(event.otherParty));
    const recordedCalls = await api.deps.db
      .select({ eventId: usageRecords.eventId })
      .from(usageRecords)
      .where(
        inArray(
          usageRecords.eventId,
          ringing.map((event) => event.eventId),
        ),
      );
    expect(recordedCalls).toHaveLength(ringing.length);
  });
});
