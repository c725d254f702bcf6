import { NOTIFICATION_KINDS, NOTIFICATION_TEMPLATES, type NotificationKind } from '@hall/contract/notifications/rules';
import { renderSms } from '@hall/contract/sms/templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { queueNotification } from '../../platform/notifications.ts';
import { operatorSmsTemplates, startFakeTencentSms, tencentSmsEnvironmentOf, type FakeTencentSms } from '../../test/fake-tencent-cloud/fake-sms.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { DELIVERY_RETRY, retryDelayMs } from '../../platform/jobs/retry-policy.ts';
import { notificationJob } from '../../platform/notification-delivery.ts';

// The notification outbox with SMS_PROVIDER=tencent: the worker sends each kind as its own
// registered template with the kind's parameters in the template's order, and a number Tencent
// refuses inside a 200 answer stays in the outbox for the next pass. The app is never made ready,
// so its own polling does not run: the passes are driven by hand.

let fake: FakeTencentSms;
let api: TestApp;

beforeAll(async () => {
  fake = await startFakeTencentSms();
  api = await createTestApp(tencentSmsEnvironmentOf(fake));
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

/** Parameters a decision would carry; the free-text ones name their kind. */
const SAMPLE_VALUES: Record<string, string> = {
  amount: '35.60',
  cardTail: '6217',
  phoneTail: '0001',
  iccidTail: '4321',
  orderNo: 'GH20261126ABCDEFGHJK',
  code: 'Q7RT2M',
};
const paramsOf = (kind: NotificationKind, index: number): Record<string, string> =>
  Object.fromEntries(NOTIFICATION_TEMPLATES[kind].params.map((name) => [name, SAMPLE_VALUES[name] ?? `原因${index}`]));
const phoneOf = (index: number) => `1390000${String(index).padStart(4, '0')}`;
const rowOf = async (dedupeKey: string) => (await api.deps.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey)))[0];

describe('the notification outbox through Tencent Cloud SMS', () => {
  it('sends every notification kind as its own template with its parameters', async () => {
    for (const [index, kind] of NOTIFICATION_KINDS.entries()) {
      await queueNotification(api.deps.db, {
        kind,
        phone: phoneOf(index),
        params: paramsOf(kind, index) as never,
        dedupeKey: `outbox-test:${kind}`,
        now: api.deps.now(),
      });
    }
    expect(await runDueJobs(api.deps, notificationJob, { limit: NOTIFICATION_KINDS.length })).toEqual({
      sent: NOTIFICATION_KINDS.length,
      retrying: 0,
      failed: 0,
    });

    for (const [index, kind] of NOTIFICATION_KINDS.entries()) {
      const template = operatorSmsTemplates().find((registered) => registered.kind === kind);
      const params = paramsOf(kind, index);
      const row = await rowOf(`outbox-test:${kind}`);
      expect(row, kind).toMatchObject({ sentBy: 'sms', lastError: null });
      expect(fake.sms.messagesTo(phoneOf(index)), kind).toEqual([
        {
          phoneNumber: `+86${phoneOf(index)}`,
          templateId: template?.id,
          params: NOTIFICATION_TEMPLATES[kind].params.map((name) => params[name]),
          // Tencent's {1} template renders the very text the sandbox shows.
          text: `【${fake.sms.signName}】${renderSms(kind, params)}`,
          sessionContext: `notification:${row?.id}`,
          serialNo: expect.any(String) as string,
        },
      ]);
    }
    const templateIds = new Set(NOTIFICATION_KINDS.map((_kind, index) => fake.sms.messagesTo(phoneOf(index))[0]?.templateId));
    expect(templateIds.size).toBe(NOTIFICATION_KINDS.length);
  });

  it('keeps a notification Tencent refused for one number and sends it on a later pass', async () => {
    const phone = '13900009999';
    fake.sms.failNextSendTo(phone, 'LimitExceeded.PhoneNumberDailyLimit');
    await queueNotification(api.deps.db, {
      kind: 'refundPaid',
      phone,
      params: { amount: '12.00', cardTail: '8888' },
      dedupeKey: 'outbox-test:refused',
      now: api.deps.now(),
    });

    expect(await runDueJobs(api.deps, notificationJob)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const refused = await rowOf('outbox-test:refused');
    expect(refused).toMatchObject({ sentAt: null, failedAt: null });
    expect(refused?.lastError).toContain('LimitExceeded.PhoneNumberDailyLimit');
    expect(refused?.lastError).not.toContain(phone);
    expect(fake.sms.messagesTo(phone)).toEqual([]);

    api.advanceSeconds(retryDelayMs(DELIVERY_RETRY, 1) / 1000 + 1);
    expect(await runDueJobs(api.deps, notificationJob)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(fake.sms.messagesTo(phone).map((message) => message.text)).toEqual([
      `【${fake.sms.signName}】您销户余额退款12.00元已退至您尾号8888的银行卡，请注意查收。`,
    ]);
  });
});
