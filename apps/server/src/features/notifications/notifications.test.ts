import { renderNotification } from '@hall/contract/notifications/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, sandboxSmsOutbox } from '../../db/schema.ts';
import { queueNotification } from '../../platform/notifications.ts';
import type { SmsGateway, SmsMessage } from '../../providers/sms-gateway/sms-gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { DELIVERY_RETRY, retryDelayMs } from '../../platform/jobs/retry-policy.ts';
import { notificationJob } from '../../platform/notification-delivery.ts';

// The app is not made ready until the last test, so its own polling does not run: each test drives
// the worker's passes by hand.

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const now = () => api.deps.now();
let phoneCounter = 0;
/** A number of its own for each notification, so tests do not see each other's SMS. */
const nextPhone = () => `1390000${String((phoneCounter += 1)).padStart(4, '0')}`;

async function queueRefusal(dedupeKey: string, phone = nextPhone()): Promise<{ id: number; phone: string }> {
  await queueNotification(api.deps.db, { kind: 'cancellationRefused', phone, params: { reason: '资料不全' }, dedupeKey, now: now() });
  const [row] = await api.deps.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey));
  if (!row) {
    throw new Error(`${dedupeKey} was not queued`);
  }
  return { id: row.id, phone };
}

const readNotification = async (id: number) => (await api.deps.db.select().from(notifications).where(eq(notifications.id, id)))[0];
const smsTo = (phone: string) => api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, phone));
const passOf = (limit = 100) => runDueJobs(api.deps, notificationJob, { limit });

/** Runs `work` with the gateway wrapped: `intercept` sees every message first and may throw. */
async function withGateway<T>(intercept: (message: SmsMessage) => void, work: () => Promise<T>): Promise<T> {
  const real = api.deps.providers.smsGateway;
  const wrapped: SmsGateway = {
    send: async (message) => {
      intercept(message);
      await real.send(message);
    },
  };
  api.deps.providers.smsGateway = wrapped;
  try {
    return await work();
  } finally {
    api.deps.providers.smsGateway = real;
  }
}

const refuseFor = (phone: string) => (message: SmsMessage) => {
  if (message.phone === phone) {
    throw new Error('gateway answered 502');
  }
};

describe('the notification worker', () => {
  it('sends a queued notification once, with the text its kind renders', async () => {
    const { id, phone } = await queueRefusal('application:9001:decision');
    expect(await passOf()).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(await smsTo(phone)).toEqual([
      expect.objectContaining({ notificationId: id, text: `【自助营业厅】${renderNotification('cancellationRefused', { reason: '资料不全' })}` }),
    ]);
    expect(await readNotification(id)).toMatchObject({ attempts: 1, sentAt: now(), claimedUntil: null, lastError: null, failedAt: null });

    expect(await passOf()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('sends an event queued twice under one dedupe key once', async () => {
    const phone = nextPhone();
    await queueRefusal('application:9002:decision', phone);
    await queueRefusal('application:9002:decision', phone);
    expect(await api.deps.db.select().from(notifications).where(eq(notifications.dedupeKey, 'application:9002:decision'))).toHaveLength(1);
    await passOf();
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('hands each notification to the gateway once when passes run at the same time', async () => {
    const queued = [];
    for (let index = 0; index < 30; index += 1) {
      queued.push(await queueRefusal(`application:${9100 + index}:decision`));
    }
    const handed: number[] = [];
    const passes = await withGateway(
      (message) => handed.push(message.notificationId ?? 0),
      () => Promise.all([passOf(10), passOf(10), passOf(10), passOf(10), passOf(10)]),
    );
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(30);
    expect([...handed].sort((left, right) => left - right)).toEqual(queued.map((row) => row.id));
    for (const row of queued) {
      expect(await smsTo(row.phone)).toHaveLength(1);
    }
  });

  it('keeps a notification the gateway refuses, with the error, and sends it after the back-off', async () => {
    const { id, phone } = await queueRefusal('application:9201:decision');
    expect(await withGateway(refuseFor(phone), () => passOf())).toMatchObject({ sent: 0, retrying: 1 });
    expect(await readNotification(id)).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      lastError: 'gateway answered 502',
      claimedUntil: new Date(now().getTime() + retryDelayMs(DELIVERY_RETRY, 1)),
    });
    expect(await smsTo(phone)).toHaveLength(0);

    // Not before its time, though the gateway works again.
    api.advanceSeconds(retryDelayMs(DELIVERY_RETRY, 1) / 1000 - 1);
    expect(await passOf()).toMatchObject({ sent: 0 });
    api.advanceSeconds(1);
    expect(await passOf()).toMatchObject({ sent: 1 });
    expect(await readNotification(id)).toMatchObject({ attempts: 2, sentAt: now(), lastError: null });
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it(`waits longer after each refusal and gives up after ${DELIVERY_RETRY.maxAttempts} attempts`, async () => {
    const { id, phone } = await queueRefusal('application:9202:decision');
    expect(retryDelayMs(DELIVERY_RETRY, 2)).toBeGreaterThan(retryDelayMs(DELIVERY_RETRY, 1));
    await withGateway(refuseFor(phone), async () => {
      for (let attempt = 1; attempt <= DELIVERY_RETRY.maxAttempts; attempt += 1) {
        const pass = await passOf();
        expect(pass, `attempt ${attempt}`).toMatchObject(attempt < DELIVERY_RETRY.maxAttempts ? { retrying: 1, failed: 0 } : { retrying: 0, failed: 1 });
        api.advanceSeconds(retryDelayMs(DELIVERY_RETRY, attempt) / 1000);
      }
    });
    expect(await readNotification(id)).toMatchObject({ attempts: DELIVERY_RETRY.maxAttempts, sentAt: null, failedAt: expect.any(Date), claimedUntil: null });
    api.advanceSeconds(24 * 3600);
    expect(await passOf()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await readNotification(id)).toMatchObject({ attempts: DELIVERY_RETRY.maxAttempts, sentAt: null });
    expect(await smsTo(phone)).toHaveLength(0);
  });

  it('sends a notification whose worker died holding it once the lease has run out, and not before', async () => {
    const { id, phone } = await queueRefusal('application:9301:decision');
    const leaseEnd = new Date(now().getTime() + 60_000);
    await api.deps.db.update(notifications).set({ attempts: 1, claimedUntil: leaseEnd }).where(eq(notifications.id, id));
    expect(await passOf()).toMatchObject({ sent: 0 });

    await api.deps.db
      .update(notifications)
      .set({ claimedUntil: new Date(now().getTime() - 1000) })
      .where(eq(notifications.id, id));
    expect(await passOf()).toMatchObject({ sent: 1 });
    expect(await readNotification(id)).toMatchObject({ attempts: 2, sentAt: now() });
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('shows a notification once when the process died after the gateway took it and before marking it sent', async () => {
    const { id, phone } = await queueRefusal('application:9302:decision');
    // The first worker claimed it and the gateway took it; then kill -9.
    await api.deps.db
      .update(notifications)
      .set({ attempts: 1, claimedUntil: new Date(now().getTime() - 1000) })
      .where(eq(notifications.id, id));
    await api.deps.providers.smsGateway.send({ notificationId: id, kind: 'cancellationRefused', phone, params: { reason: '资料不全' } });
    expect(await smsTo(phone)).toHaveLength(1);

    expect(await passOf()).toMatchObject({ sent: 1 });
    expect(await readNotification(id)).toMatchObject({ sentAt: now() });
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('gives up at once on a kind the contract does not know', async () => {
    const phone = nextPhone();
    const [row] = await api.deps.db
      .insert(notifications)
      .values({ dedupeKey: 'test:unknown-kind', kind: 'noSuchKind', phone, params: {} })
      .returning({ id: notifications.id });
    expect(await passOf()).toMatchObject({ failed: 1 });
    expect(await readNotification(row?.id ?? 0)).toMatchObject({ failedAt: now(), lastError: 'unknown notification kind noSuchKind' });
    expect(await smsTo(phone)).toHaveLength(0);
  });
});

// Last: from here on the app's own polling runs.
describe('the server', () => {
  it('sends what the outbox holds as soon as it starts', async () => {
    const { id, phone } = await queueRefusal('application:9401:decision');
    await api.app.ready();
    await vi.waitFor(async () => expect((await readNotification(id))?.sentAt).not.toBeNull(), { timeout: 5000, interval: 50 });
    expect(await smsTo(phone)).toHaveLength(1);
  });
});
