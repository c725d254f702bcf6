import { AuthType } from '@hall/contract/identity/rules';
import { endpoints } from '@hall/contract/endpoints';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDeps } from '../create-deps.ts';
import { listMigrationFiles } from '../db/migrate.ts';
import { boundProvider } from '../providers/time-budget.ts';
import { finishFaceCheck } from '../test/face-check.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';
import { createIdentityChecks } from './identity-checks.ts';
import { attachInstanceWatch, findInstanceWatch, markShuttingDown } from './instance-watch.ts';
import { createMetrics, observeOutsideCalls, type Metrics } from './metrics.ts';
import { registerMetricsRoute } from './metrics.routes.ts';
import { createRequestIdGenerator } from './request-id.ts';
import { watchSchedule } from './schedule-watch.ts';

const METRICS_TOKEN = 'scraper-token-0123456789';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => api.close());

/** The value of one sample of a metric, 0 when it has none yet. */
async function sampleOf(metrics: Metrics, name: string, labels: Record<string, string>): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name);
  const values = (await metric?.get())?.values ?? [];
  const found = values.find((value) => Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted));
  return found?.value ?? 0;
}

const scrape = (token?: string) => api.app.inject({ method: 'GET', url: '/metrics', headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

describe('GET /healthz and /readyz', () => {
  it('answers live, and ready with every check passing, in plain JSON', async () => {
    const live = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true }, schedules: { ok: true }, shutdown: { ok: true }, load: { ok: true } },
    });
  });

  it('is not ready (503 with the reason) while the database refuses, and ready again after', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' });
    const execute = vi.spyOn(api.deps.db, 'execute').mockRejectedValueOnce(refused);
    const down = await api.app.inject({ method: 'GET', url: '/readyz' });
    execute.mockRestore();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: { ok: false, reason: 'the database does not answer' } } });
    // The public reply names no address of the database.
    expect(down.body).not.toContain('10.1.2.3');
    expect((await api.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 within its budget when the database hangs', async () => {
    const execute = vi.spyOn(api.deps.db, 'execute').mockReturnValueOnce(new Promise(() => undefined) as never);
    const startedAt = Date.now();
    const hung = await api.app.inject({ method: 'GET', url: '/readyz' });
    execute.mockRestore();
    expect(hung.statusCode).toBe(503);
    expect(Date.now() - startedAt).toBeLessThan(4000);
  });

  it('is not ready while the newest migration is not applied', async () => {
    const newest = listMigrationFiles().at(-1) ?? '';
    await api.deps.db.execute(sql`delete from schema_migrations where name = ${newest}`);
    const behind = await api.app.inject({ method: 'GET', url: '/readyz' });
    await api.deps.db.execute(sql`insert into schema_migrations (name) values (${newest})`);
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ checks: { migrations: { ok: false, reason: `migration ${newest} is not applied` } } });
    expect((await api.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready once shutdown begins, while /healthz still answers', async () => {
    const watch = findInstanceWatch(api.app);
    try {
      markShuttingDown(api.app);
      const draining = await api.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'unavailable', reason: 'shutting down' });
      expect((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      watch!.shuttingDown = false;
    }
  });

  it('counts the schedules armed from ready until close', async () => {
    const app = Fastify({ logger: false });
    const watch = attachInstanceWatch(app, createMetrics({ connections: () => ({ open: 1, idle: null, waiting: null }) }));
    watchSchedule(app, { name: 'probe', run: async () => undefined });
    expect(watch.schedules.get('probe')).toEqual({ armed: false });
    await app.ready();
    expect(watch.schedules.get('probe')).toEqual({ armed: true });
    await app.close();
    expect(watch.schedules.get('probe')).toEqual({ armed: false });
  });
});

describe('GET /metrics', () => {
  it('is served only with the scraper token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('wrong-token-0123456789xx')).statusCode).toBe(401);
    const scraped = await scrape(METRICS_TOKEN);
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraped.body).toContain('# TYPE hall_http_requests_total counter');
    if (api.deps.database.kind === 'embedded') {
      // One connection, and no idle or waiting figures it could report.
      expect(scraped.body).toContain('hall_db_pool_connections{state="open"} 1');
      expect(scraped.body).not.toContain('state="idle"');
    } else {
      // node-postgres' pool: open, idle and waiting, read at the scrape.
      expect(scraped.body).toMatch(/hall_db_pool_connections\{state="open"\} [1-9]/);
      expect(scraped.body).toMatch(/hall_db_pool_connections\{state="idle"\} \d+/);
      expect(scraped.body).toMatch(/hall_db_pool_connections\{state="waiting"\} \d+/);
    }
  });

  it('is not served in production without a token (404), and is with one', async () => {
    const metrics = createMetrics({ connections: () => ({ open: 1, idle: null, waiting: null }) });
    const closed = Fastify({ logger: false });
    registerMetricsRoute(closed, { NODE_ENV: 'production', METRICS_TOKEN: undefined }, metrics);
    expect((await closed.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const guarded = Fastify({ logger: false });
    registerMetricsRoute(guarded, { NODE_ENV: 'production', METRICS_TOKEN }, metrics);
    expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(200);
  });

  it("shows the fleet's work queue: schedules due, how long overdue, failures in a row; a scrape survives a database that refuses", async () => {
    await api.deps.db.execute(sql`insert into scheduled_runs (name, next_due_at, attempts) values ('probe sweep', now() - interval '90 seconds', 3)`);
    try {
      const text = (await scrape(METRICS_TOKEN)).body;
      expect(Number(/^hall_schedules_due (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
      expect(Number(/^hall_schedule_overdue_seconds\{schedule="probe sweep"\} ([\d.]+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(89);
      expect(text).toMatch(/^hall_schedule_failures_in_a_row\{schedule="probe sweep"\} 3$/m);
      const execute = vi.spyOn(api.deps.db, 'execute').mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      const whileDown = await scrape(METRICS_TOKEN);
      execute.mockRestore();
      expect(whileDown.statusCode).toBe(200);
      expect(whileDown.body).toMatch(/^hall_schedules_due Nan$/m);
      expect(whileDown.body).not.toMatch(/^hall_schedule_overdue_seconds\{/m);
      expect(whileDown.body).toMatch(/^hall_http_requests_total\{/m);
    } finally {
      await api.deps.db.execute(sql`delete from scheduled_runs where name = 'probe sweep'`);
    }
  });

  it('counts and times each request by operation name, envelope code and status', async () => {
    const labelsOf = (code: string) => ({ operation: 'PERSONAL_DATA', code, status: '200' });
    const refusedBefore = await sampleOf(api.deps.metrics, 'hall_http_requests_total', labelsOf('-101'));
    const doneBefore = await sampleOf(api.deps.metrics, 'hall_http_requests_total', labelsOf('1'));
    expect((await api.call('PERSONAL_DATA', {})).code).toBe(-101);
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect((await api.call('PERSONAL_DATA', {}, token)).code).toBe(1);
    expect(await sampleOf(api.deps.metrics, 'hall_http_requests_total', labelsOf('-101'))).toBe(refusedBefore + 1);
    expect(await sampleOf(api.deps.metrics, 'hall_http_requests_total', labelsOf('1'))).toBe(doneBefore + 1);
    const text = (await scrape(METRICS_TOKEN)).body;
    expect(text).toMatch(/hall_http_request_duration_seconds_count\{operation="PERSONAL_DATA",code="1",status="200"\} [1-9]/);
    // Never the raw URL of an operation.
    expect(text).not.toContain(`operation="${endpoints.PERSONAL_DATA.path}"`);
  });

  it('times outside calls by system, call and outcome, and counts the SMS sent', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const sentBefore = await sampleOf(api.deps.metrics, 'hall_sms_sent_total', { kind: 'bindCode' });
    const callsBefore = await sampleOf(api.deps.metrics, 'hall_outside_call_duration_seconds', { system: 'sms-gateway', call: 'send', outcome: 'ok' });
    expect((await api.call('SEND_SMS_CODE', { mobilePhone: '17012340009', type: '01' }, token)).code).toBe(1);
    const text = (await scrape(METRICS_TOKEN)).body;
    const match = /hall_outside_call_duration_seconds_count\{system="sms-gateway",call="send",outcome="ok"\} (\d+)/.exec(text);
    expect(Number(match?.[1])).toBeGreaterThan(callsBefore);
    expect(await sampleOf(api.deps.metrics, 'hall_sms_sent_total', { kind: 'bindCode' })).toBe(sentBefore + 1);
  });

  it('counts an outside call that does not answer in time as a timeout', async () => {
    const metrics = createMetrics({ connections: () => ({ open: 1, idle: null, waiting: null }) });
    const hung = boundProvider('face-check', 30, { start: () => new Promise<never>(() => undefined) }, ['start'], observeOutsideCalls(metrics));
    await expect(hung.start()).rejects.toThrow(/no answer within 30 ms/);
    const failing = boundProvider('mailer', 1000, { send: () => Promise.reject(new Error('refused')) }, ['send'], observeOutsideCalls(metrics));
    await expect(failing.send()).rejects.toThrow('refused');
    expect(await sampleOf(metrics, 'hall_outside_call_errors_total', { system: 'face-check', call: 'start', outcome: 'timeout' })).toBe(1);
    expect(await sampleOf(metrics, 'hall_outside_call_errors_total', { system: 'mailer', call: 'send', outcome: 'error' })).toBe(1);
  });

  it('counts face checks started, passed and failed', async () => {
    const checks = createIdentityChecks(api.deps);
    const outcomeCount = (outcome: string) => sampleOf(api.deps.metrics, 'hall_face_checks_total', { check: 'face_check', outcome });
    const [startedBefore, passedBefore, failedBefore] = [await outcomeCount('started'), await outcomeCount('passed'), await outcomeCount('failed')];
    const start = () =>
      checks.start({
        memberId: 1,
        authType: AuthType.UNSET_ACCONT,
        ownerName: '张伟',
        idNumber: '110105199003071234',
        idHint: '071234',
        phone: '17012340001',
        consent: true,
        returnUrl: '/cancelForm',
      });
    const passing = await start();
    await finishFaceCheck(api, passing.url, 'passed');
    await checks.readPassed({ memberId: 1, bizNo: passing.biz_no });
    // Read again: still one pass.
    await checks.readPassed({ memberId: 1, bizNo: passing.biz_no });
    const failing = await start();
    await finishFaceCheck(api, failing.url, 'failed');
    await expect(checks.readPassed({ memberId: 1, bizNo: failing.biz_no })).rejects.toMatchObject({ code: -998 });
    expect(await outcomeCount('started')).toBe(startedBefore + 2);
    expect(await outcomeCount('passed')).toBe(passedBefore + 1);
    expect(await outcomeCount('failed')).toBe(failedBefore + 1);
  });

  it('counts the runs, failures and duration of background work per schedule', async () => {
    const app = Fastify({ logger: false });
    const metrics = createMetrics({ connections: () => ({ open: 1, idle: null, waiting: null }) });
    attachInstanceWatch(app, metrics);
    let shouldFail = false;
    const work = watchSchedule(app, {
      name: 'probe sweep',
      run: async () => {
        if (shouldFail) {
          throw new Error('sweep failed');
        }
      },
    });
    await work.run();
    shouldFail = true;
    await expect(work.run()).rejects.toThrow('sweep failed');
    expect(await sampleOf(metrics, 'hall_schedule_runs_total', { schedule: 'probe sweep' })).toBe(2);
    expect(await sampleOf(metrics, 'hall_schedule_failures_total', { schedule: 'probe sweep' })).toBe(1);
    const text = await metrics.registry.metrics();
    expect(text).toContain('hall_schedule_run_duration_seconds_count{schedule="probe sweep"} 2');
  });

  it('counts no failure for a run that throws because the instance is stopping it', async () => {
    const app = Fastify({ logger: false });
    const metrics = createMetrics({ connections: () => ({ open: 1, idle: null, waiting: null }) });
    attachInstanceWatch(app, metrics);
    const work = watchSchedule(app, {
      name: 'stopped sweep',
      run: async (signal: AbortSignal) => {
        signal.throwIfAborted();
      },
    });
    const stop = new AbortController();
    stop.abort();
    await expect(work.run(stop.signal)).rejects.toThrow();
    expect(await sampleOf(metrics, 'hall_schedule_runs_total', { schedule: 'stopped sweep' })).toBe(1);
    expect(await sampleOf(metrics, 'hall_schedule_failures_total', { schedule: 'stopped sweep' })).toBe(0);
  });

  it('keeps each app its own registry (many apps in one process do not collide)', () => {
    const other = createDeps(api.deps.config, api.deps.database);
    expect(other.metrics.registry).not.toBe(api.deps.metrics.registry);
  });
});

describe('the request id', () => {
  it('is in the x-request-id header of success and error replies, and in the error envelope', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const done = await api.app.inject({ method: 'POST', url: endpoints.PERSONAL_DATA.path, payload: { token } });
    expect(done.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(done.json()).not.toHaveProperty('requestId');

    const refused = await api.app.inject({ method: 'POST', url: endpoints.PERSONAL_DATA.path, payload: {} });
    expect(refused.json()).toMatchObject({ code: -101, requestId: refused.headers['x-request-id'] });
    expect(refused.headers['x-request-id']).not.toBe(done.headers['x-request-id']);

    const missing = await api.app.inject({ method: 'GET', url: '/api/no-such-operation' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: -100, requestId: missing.headers['x-request-id'] });

    const live = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignores an incoming x-request-id unless a trusted proxy sent it', async () => {
    const refused = await api.app.inject({
      method: 'POST',
      url: endpoints.PERSONAL_DATA.path,
      payload: {},
      headers: { 'x-request-id': 'lb-0123456789abcdef' },
    });
    expect(refused.headers['x-request-id']).not.toBe('lb-0123456789abcdef');
    expect(refused.json()).toMatchObject({ requestId: refused.headers['x-request-id'] });
  });

  it("takes a trusted proxy's x-request-id only when it is a safe short token", () => {
    const fromPeer = (remoteAddress: string, id: string) => ({ headers: { 'x-request-id': id }, socket: { remoteAddress } }) as never;
    const behindBalancer = createRequestIdGenerator(['10.0.0.0/8', 'loopback']);
    expect(behindBalancer(fromPeer('10.1.2.3', 'lb-0123456789abcdef'))).toBe('lb-0123456789abcdef');
    expect(behindBalancer(fromPeer('::ffff:127.0.0.1', 'lb-0123456789abcdef'))).toBe('lb-0123456789abcdef');
    // Not one of the proxies: a client cannot choose its own id.
    expect(behindBalancer(fromPeer('203.0.113.9', 'lb-0123456789abcdef'))).not.toBe('lb-0123456789abcdef');
    // A trusted proxy's unsafe value (log injection, overlong) is replaced too.
    expect(behindBalancer(fromPeer('10.1.2.3', 'bad id\n{"level":60}'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(behindBalancer(fromPeer('10.1.2.3', 'x'.repeat(65)))).toMatch(/^[0-9a-f-]{36}$/);
    expect(createRequestIdGenerator(false)(fromPeer('10.1.2.3', 'lb-0123456789abcdef'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(createRequestIdGenerator(true)(fromPeer('198.51.100.1', 'lb-0123456789abcdef'))).toBe('lb-0123456789abcdef');
  });
});
