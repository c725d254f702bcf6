import { formatChinaMonth } from '@hall/contract/china-time';
import { UsageAlertMessage } from '@hall/contract/usage-alerts/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, usageAlertChecks, usageAlerts } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { alertSmsTo, eventsOf, moveToChinaTime, readState, runAlertPasses, saveAlert, tokenInSms } from './usage-alerts-test-kit.ts';

// 用量提醒 through the API: what may be set, a crossing alerts once per threshold per China month
// by SMS when no WeChat grant is held, the quiet hours hold it until they end, and the link in the
// message switches the alert off without a login.

const ZHANGWEI = '17012340001';
const LIUYANG = '17012340004';

let api: TestApp;
let zhangwei: string;
let liuyang: string;

beforeAll(async () => {
  api = await createTestApp();
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  liuyang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
  moveToChinaTime(api, 10);
});
afterAll(() => api.close());

describe('USAGE_ALERT_SAVE', () => {
  it('refuses a threshold out of its kind’s range and an unknown kind with a Chinese message', async () => {
    expect(await saveAlert(api, zhangwei, { kind: 'dataPercent', threshold: 100 })).toMatchObject({ code: -100, msg: UsageAlertMessage.THRESHOLD_INVALID });
    expect(await saveAlert(api, zhangwei, { kind: 'balance', threshold: 50 })).toMatchObject({ code: -100, msg: UsageAlertMessage.THRESHOLD_INVALID });
    expect(await saveAlert(api, zhangwei, { kind: 'minutes', threshold: 50 })).toMatchObject({ code: -100, msg: UsageAlertMessage.KIND_INVALID });
    expect(await api.call('USAGE_ALERT_QUIET_HOURS', { start: 24, end: 8 }, zhangwei)).toMatchObject({ code: -100, msg: UsageAlertMessage.HOUR_INVALID });
  });

  it('sets, changes and switches off one alert per kind, on the active number only', async () => {
    const set = await saveAlert(api, liuyang, { kind: 'spend', threshold: 900_000 });
    expect(set.data?.alerts).toEqual([expect.objectContaining({ kind: 'spend', threshold: 900_000, isEnabled: true })]);
    const changed = await saveAlert(api, liuyang, { kind: 'spend', threshold: 800_000 });
    expect(changed.data?.alerts).toEqual([expect.objectContaining({ kind: 'spend', threshold: 800_000, isEnabled: true })]);
    const off = await saveAlert(api, liuyang, { kind: 'spend', threshold: 800_000, isEnabled: false });
    expect(off.data?.alerts).toEqual([expect.objectContaining({ kind: 'spend', isEnabled: false })]);
    const rows = await api.deps.db.select().from(usageAlerts).where(eq(usageAlerts.phone, LIUYANG));
    expect(rows).toHaveLength(1);
    expect((await readState(api, liuyang)).quietHours).toEqual({ start: 22, end: 8 });
  });
});

describe('an alert that crosses', () => {
  it('a balance below the threshold alerts at once by SMS when no WeChat grant is held, with a switch-off link', async () => {
    const { now } = await readState(api, zhangwei);
    const threshold = Math.min(100_000, Math.max(100, now.balanceFen + 100));
    expect(await saveAlert(api, zhangwei, { kind: 'balance', threshold })).toMatchObject({ code: 1 });
    const [event] = await eventsOf(api, ZHANGWEI);
    expect(event).toMatchObject({ kind: 'balance', threshold, channel: 'sms' });
    expect(event?.sentAt).not.toBeNull();
    const [sms] = await alertSmsTo(api, ZHANGWEI);
    expect(sms?.text).toContain('账户余额低于');
    expect(tokenInSms(sms?.text ?? '')).toMatch(/^[0-9a-z]+\.[\w-]{22}$/);
    const history = await api.call('USAGE_ALERT_HISTORY', { page: 1 }, zhangwei);
    expect(history.data).toMatchObject({ total: 1, list: [{ kind: 'balance', channel: 'sms', status: 'sent' }] });
  });

  it('alerts once per threshold per China month, however often it is checked, and again next month', async () => {
    const before = (await alertSmsTo(api, ZHANGWEI)).length;
    await api.deps.db.insert(usageAlertChecks).values({ phone: ZHANGWEI, createdAt: api.deps.now() });
    await runAlertPasses(api);
    await api.deps.boss.recordUsage([
      { eventId: 'alert-once-1', phone: ZHANGWEI, occurredAt: api.deps.now(), kind: 'sms_out', otherParty: '13800138000', count: 3 },
    ]);
    await runAlertPasses(api);
    expect(await eventsOf(api, ZHANGWEI)).toHaveLength(1);
    expect(await alertSmsTo(api, ZHANGWEI)).toHaveLength(before);

    // Next China month, 10:00: the same threshold alerts again.
    const month = (await eventsOf(api, ZHANGWEI))[0]?.billMonth;
    do {
      moveToChinaTime(api, 10);
      api.advanceSeconds(86_400 * 3);
      moveToChinaTime(api, 10);
    } while (formatChinaMonth(api.deps.now()) === month);
    await api.deps.db.insert(usageAlertChecks).values({ phone: ZHANGWEI, createdAt: api.deps.now() }).onConflictDoNothing();
    await runAlertPasses(api);
    const events = await eventsOf(api, ZHANGWEI);
    expect(events).toHaveLength(2);
    expect(events[0]?.billMonth).not.toBe(month);
    // A month on, the sessions have lapsed: the members log in again.
    zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
    liuyang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
  });

  it('general data left below the threshold alerts once the usage feed records the crossing', async () => {
    const { now } = await readState(api, liuyang);
    const threshold = Math.floor(now.dataLeftPercent / 2);
    expect(threshold).toBeGreaterThan(1);
    expect(await saveAlert(api, liuyang, { kind: 'dataPercent', threshold })).toMatchObject({ code: 1 });
    expect(await eventsOf(api, LIUYANG)).toHaveLength(0);
    // Use nine tenths of what is left: below half of the share left before.
    const usedMb = Math.ceil((now.dataLeftMb * 9) / 10);
    await api.deps.boss.recordUsage([
      { eventId: 'alert-data-1', phone: LIUYANG, occurredAt: api.deps.now(), kind: 'data', pool: 'general', megabytes: usedMb },
    ]);
    expect(await api.deps.db.select().from(usageAlertChecks).where(eq(usageAlertChecks.phone, LIUYANG))).not.toHaveLength(0);
    await runAlertPasses(api);
    const [event] = await eventsOf(api, LIUYANG);
    expect(event).toMatchObject({ kind: 'dataPercent', threshold, channel: 'sms' });
    expect(event?.observed).toBeLessThan(threshold);
    const [sms] = await alertSmsTo(api, LIUYANG);
    expect(sms?.text).toContain(`通用流量剩余低于${threshold}%`);
  });
});

describe('quiet hours', () => {
  it('hold an alert due in them until 08:00 China time, and a member may change them', async () => {
    const owing = await api.logInAs(DemoUser.BOUND_OWING);
    const phone = '17012340003';
    moveToChinaTime(api, 23, 30);
    const { now } = await readState(api, owing);
    const threshold = Math.min(100_000, Math.max(100, now.balanceFen + 100));
    expect(await saveAlert(api, owing, { kind: 'balance', threshold })).toMatchObject({ code: 1 });
    const [waiting] = await eventsOf(api, phone);
    expect(waiting).toMatchObject({ sentAt: null, channel: null });
    expect((await api.call('USAGE_ALERT_HISTORY', { page: 1 }, owing)).data).toMatchObject({ list: [{ status: 'waiting', sentAt: null }] });
    moveToChinaTime(api, 7, 59);
    await runAlertPasses(api);
    expect(await alertSmsTo(api, phone)).toHaveLength(0);
    moveToChinaTime(api, 8);
    await runAlertPasses(api);
    expect(await alertSmsTo(api, phone)).toHaveLength(1);
    expect((await eventsOf(api, phone))[0]).toMatchObject({ channel: 'sms' });

    // Quiet hours 21:00-07:00 instead: a new threshold crossed at 07:30 goes at once.
    expect((await api.call('USAGE_ALERT_QUIET_HOURS', { start: 21, end: 7 }, owing)).data).toMatchObject({ quietHours: { start: 21, end: 7 } });
    moveToChinaTime(api, 7, 30);
    expect(await saveAlert(api, owing, { kind: 'balance', threshold: threshold + 1 })).toMatchObject({ code: 1 });
    const [changed] = await eventsOf(api, phone);
    expect(changed).toMatchObject({ kind: 'balance', threshold: threshold + 1, channel: 'sms' });
  });
});

describe('USAGE_ALERT_OFF', () => {
  it('switches the alert of the link off without a login; a forged or altered token is refused', async () => {
    const [sms] = await alertSmsTo(api, LIUYANG);
    const token = tokenInSms(sms?.text ?? '');
    const [id, mac = ''] = token.split('.');
    const forged = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(await api.call('USAGE_ALERT_OFF', { key: forged })).toMatchObject({ code: -100, msg: UsageAlertMessage.TOKEN_INVALID });
    expect(await api.call('USAGE_ALERT_OFF', { key: `zz.${mac}` })).toMatchObject({ code: -100, msg: UsageAlertMessage.TOKEN_INVALID });
    expect(await api.call('USAGE_ALERT_OFF', { key: '' })).toMatchObject({ code: -100 });
    const off = await api.call('USAGE_ALERT_OFF', { key: token });
    expect(off).toMatchObject({ code: 1, data: { kind: 'dataPercent', condition: expect.stringMatching(/^通用流量剩余低于\d+%$/), phone: '170****0004' } });
    expect((await readState(api, liuyang)).alerts).toContainEqual(expect.objectContaining({ kind: 'dataPercent', isEnabled: false }));
    // Again: the same answer, nothing else changes.
    expect(await api.call('USAGE_ALERT_OFF', { key: token })).toMatchObject({ code: 1 });
  });

  it('is limited per address', async () => {
    let status = 200;
    for (let attempt = 0; attempt < 31 && status === 200; attempt += 1) {
      const reply = await api.app.inject({
        method: 'POST',
        url: '/api/wechat/usageAlertOff',
        payload: { key: 'x.aaaaaaaaaaaaaaaaaaaaaa' },
        remoteAddress: '10.9.8.7',
      });
      status = reply.statusCode;
    }
    expect(status).toBe(429);
  });

  it('an alert switched off while it waits for the end of the quiet hours is not sent', async () => {
    const newcomerPhone = ZHANGWEI;
    zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
    moveToChinaTime(api, 23);
    const { now } = await readState(api, zhangwei);
    const threshold = Math.min(100_000, Math.max(100, now.balanceFen + 200));
    expect(await saveAlert(api, zhangwei, { kind: 'balance', threshold })).toMatchObject({ code: 1 });
    const [waiting] = await eventsOf(api, newcomerPhone);
    expect(waiting).toMatchObject({ kind: 'balance', threshold, sentAt: null });
    expect(await saveAlert(api, zhangwei, { kind: 'balance', threshold, isEnabled: false })).toMatchObject({ code: 1 });
    const smsBefore = (await alertSmsTo(api, newcomerPhone)).length;
    moveToChinaTime(api, 8);
    await runAlertPasses(api);
    expect((await eventsOf(api, newcomerPhone))[0]).toMatchObject({ kind: 'balance', threshold, channel: 'none' });
    expect(await alertSmsTo(api, newcomerPhone)).toHaveLength(smsBefore);
    const history = await api.call('USAGE_ALERT_HISTORY', { page: 1 }, zhangwei);
    expect((history.data as { list: unknown[] }).list[0]).toMatchObject({ kind: 'balance', status: 'skipped', channel: 'none' });
    expect(await api.deps.db.select().from(notifications).where(eq(notifications.kind, 'usageAlert'))).not.toHaveLength(0);
  });
});
