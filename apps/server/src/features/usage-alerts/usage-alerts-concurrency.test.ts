import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sandboxWechatOutbox, usageAlertChecks } from '../../db/schema.ts';
import { drainDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { checkNumberAlerts, queueSweepChecks, usageAlertCheckJob, usageAlertDeliveryJob } from './usage-alert-jobs.ts';
import { alertSmsTo, eventsOf, moveToChinaTime, readState } from './usage-alerts-test-kit.ts';

// Checks that run at once (two instances, a replayed job) never alert twice: the events' unique key
// holds; a message is sent once however many passes run; and the WeChat subscription message goes
// first while the member holds a grant, the SMS after.

const TEMPLATE = 'tpl-usage-alert';
const ZHANGWEI = '17012340001';

let api: TestApp;
let token: string;

beforeAll(async () => {
  api = await createTestApp({ WECHAT_SUBSCRIBE_TEMPLATE_USAGE_ALERT: TEMPLATE });
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
  moveToChinaTime(api, 10);
});
afterAll(() => api.close());

/** An alert set straight in the table, so no check runs on saving it. */
async function setBalanceAlertAboveBalance(): Promise<number> {
  const { now } = await readState(api, token);
  const threshold = Math.min(100_000, Math.max(100, now.balanceFen + 100));
  await api.deps.db.execute(
    `insert into usage_alerts (member_id, phone, kind, threshold, is_enabled, created_at, updated_at)
     select id, '${ZHANGWEI}', 'balance', ${threshold}, true, now(), now() from members where openid = '${DemoUser.BOUND_NORMAL}'`,
  );
  return threshold;
}

describe('concurrent checks', () => {
  it('six checks of one crossing at once write one alert, and passes run at once send it once', async () => {
    await api.call('WECHAT_SUBSCRIBE_GRANTS', { scene: 'usageAlert' }, token);
    const threshold = await setBalanceAlertAboveBalance();
    const results = await Promise.all(Array.from({ length: 6 }, () => checkNumberAlerts(api.deps, ZHANGWEI)));
    expect(results.reduce((sum, result) => sum + result.written, 0)).toBe(1);
    expect(await eventsOf(api, ZHANGWEI)).toHaveLength(1);

    await Promise.all([
      drainDueJobs(api.deps, usageAlertDeliveryJob),
      drainDueJobs(api.deps, usageAlertDeliveryJob),
      drainDueJobs(api.deps, usageAlertDeliveryJob),
    ]);
    // The app's own job runner may have claimed the delivery before the drains: wait for its send.
    await expect.poll(async () => (await eventsOf(api, ZHANGWEI))[0], { timeout: 10_000 }).toMatchObject({ threshold, channel: 'sms', attempts: 1 });
    expect(
      await api.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'usageAlert'), eq(notifications.phone, ZHANGWEI))),
    ).toHaveLength(1);
    expect(await alertSmsTo(api, ZHANGWEI)).toHaveLength(1);
  });

  it('a replayed check job and a burst of usage queue one waiting check and alert nothing more', async () => {
    for (let batch = 0; batch < 5; batch += 1) {
      await api.deps.boss.recordUsage([
        { eventId: `burst-${batch}`, phone: ZHANGWEI, occurredAt: api.deps.now(), kind: 'sms_out', otherParty: '13800138000', count: 1 },
      ]);
    }
    const waiting = await api.deps.db.select().from(usageAlertChecks).where(eq(usageAlertChecks.phone, ZHANGWEI));
    expect(waiting.filter((check) => check.sentAt === null)).toHaveLength(1);
    await Promise.all([drainDueJobs(api.deps, usageAlertCheckJob), drainDueJobs(api.deps, usageAlertCheckJob)]);
    const done = await api.deps.db.select().from(usageAlertChecks).where(eq(usageAlertChecks.phone, ZHANGWEI));
    expect(done.every((check) => check.sentAt !== null && check.attempts === 1)).toBe(true);
    expect(await eventsOf(api, ZHANGWEI)).toHaveLength(1);
  });
});

describe('the sweep', () => {
  it('queues one check for each number with an alert on, and drops the checks done over a day ago', async () => {
    const waiting = () => api.deps.db.select().from(usageAlertChecks).where(eq(usageAlertChecks.phone, ZHANGWEI));
    await drainDueJobs(api.deps, usageAlertCheckJob);
    const done = (await waiting()).length;
    expect(done).toBeGreaterThan(0);
    await queueSweepChecks(api.deps.db, api.deps.now());
    await queueSweepChecks(api.deps.db, api.deps.now());
    expect((await waiting()).filter((check) => check.sentAt === null)).toHaveLength(1);
    await drainDueJobs(api.deps, usageAlertCheckJob);
    api.advanceSeconds(86_400 + 60);
    await queueSweepChecks(api.deps.db, api.deps.now());
    // What was done a day ago is gone; the sweep's new check waits.
    expect((await waiting()).map((check) => check.sentAt)).toEqual([null]);
    moveToChinaTime(api, 10);
    token = await api.logInAs(DemoUser.BOUND_NORMAL);
  });
});

describe('the channel', () => {
  it('is the WeChat subscription message while the member holds a grant, and SMS once none is left', async () => {
    expect(await api.call('WECHAT_SUBSCRIBE_GRANT', { scene: 'usageAlert', templateId: TEMPLATE }, token)).toMatchObject({ code: 1 });
    const { now } = await readState(api, token);
    const threshold = Math.min(100_000, Math.max(100, now.balanceFen + 300));
    expect(await api.call('USAGE_ALERT_SAVE', { kind: 'balance', threshold, isEnabled: true }, token)).toMatchObject({ code: 1 });
    const [byWechat] = await eventsOf(api, ZHANGWEI);
    expect(byWechat).toMatchObject({ threshold, channel: 'wechat' });
    const [message] = await api.deps.db.select().from(sandboxWechatOutbox).where(eq(sandboxWechatOutbox.kind, 'subscribe'));
    expect(message?.templateId).toBe(TEMPLATE);
    expect(message?.url).toMatch(/\/usageAlertOff\?t=[0-9a-z]+\.[\w-]{22}$/);
    expect(message?.data).toMatchObject({ thing1: expect.stringContaining('账户余额低于'), character_string2: '170****0001' });

    expect(await api.call('USAGE_ALERT_SAVE', { kind: 'balance', threshold: threshold + 1, isEnabled: true }, token)).toMatchObject({ code: 1 });
    expect((await eventsOf(api, ZHANGWEI))[0]).toMatchObject({ threshold: threshold + 1, channel: 'sms' });
    const history = await api.call('USAGE_ALERT_HISTORY', { page: 1 }, token);
    expect((history.data as { list: { channel: string }[] }).list.map((row) => row.channel)).toEqual(['sms', 'wechat', 'sms']);
  });
});
