import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sandboxSmsOutbox, sandboxWechatOutbox } from '../../db/schema.ts';
import { notificationJob, sendQueuedNotificationNow } from '../../platform/notification-delivery.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import { createSandboxWechatMessages } from '../../providers/wechat-messages/sandbox-wechat-messages.ts';
import { createWechatApiMessages } from '../../providers/wechat-messages/wechat-api-messages.ts';
import type { WechatMessages } from '../../providers/wechat-messages/wechat-messages.ts';
import { fakeMessages } from '../../test/fake-wechat/fake-messages.ts';
import { startFakeWechat } from '../../test/fake-wechat/fake-wechat-server.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';

// The channel choice of the notification worker against the fake official account: a kind with a
// configured template goes to the number's member in WeChat first, by SMS when WeChat refuses it
// or the number has no member, and a token problem is retried rather than sent by SMS. The app is
// never made ready here, so its own polling does not run: each test drives the passes by hand.

const TRANSFER_TEMPLATE = 'tpl-transfer-code';
const DECISION_TEMPLATE = 'tpl-decision';
const ZHANGWEI = { openid: DemoUser.BOUND_NORMAL, phone: '17012340001' };
const WANGFANG = { openid: DemoUser.BOUND_OWING, phone: '17012340003' };

let api: TestApp;
let fake: Awaited<ReturnType<typeof startFakeWechat<{ messages: typeof fakeMessages }>>>;
let sandboxMessages: WechatMessages;
const token = 'fake-issued-access-token';

beforeAll(async () => {
  fake = await startFakeWechat({ messages: fakeMessages });
  fake.accessTokens.add(token);
  fake.messages.addTemplate(TRANSFER_TEMPLATE, ['character_string1', 'character_string2', 'thing3']);
  fake.messages.addTemplate(DECISION_TEMPLATE, ['thing1', 'phrase2', 'thing3']);
  api = await createTestApp({ WECHAT_TEMPLATE_TRANSFER_CODE: TRANSFER_TEMPLATE, WECHAT_TEMPLATE_DECISION: DECISION_TEMPLATE });
  sandboxMessages = api.deps.providers.wechatMessages;
  api.deps.providers.wechatMessages = createWechatApiMessages({
    apiBase: fake.baseUrl,
    accessToken: () => Promise.resolve(token),
    rejectAccessToken: () => Promise.resolve(),
  });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

const now = () => api.deps.now();
const rowOf = async (dedupeKey: string) => (await api.deps.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey)))[0];
const smsTo = (phone: string) => api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, phone));
const sentTo = (openid: string) => fake.messages.sent().filter((message) => message.touser === openid);

describe('the transfer code', () => {
  it('goes to the member in the official account as the transfer-code template, once, and its code is masked in the log once sent', async () => {
    const dedupeKey = NotificationKey.transferCode('GH20261125ABCDEFGHJK');
    await queueNotification(api.deps.db, {
      kind: 'transferCode',
      phone: ZHANGWEI.phone,
      params: { orderNo: 'GH20261125ABCDEFGHJK', code: 'Q7RT2M' },
      dedupeKey,
      now: now(),
    });
    await sendQueuedNotificationNow(api.deps, dedupeKey);

    expect(sentTo(ZHANGWEI.openid)).toEqual([
      {
        kind: 'template',
        touser: ZHANGWEI.openid,
        templateId: TRANSFER_TEMPLATE,
        url: '',
        data: { character_string1: 'GH20261125ABCDEFGHJK', character_string2: 'Q7RT2M', thing3: '7日内有效，请只告知过户接收人' },
      },
    ]);
    expect(await rowOf(dedupeKey)).toMatchObject({
      sentAt: now(),
      sentBy: 'wechat',
      wechatRefusal: null,
      params: { orderNo: 'GH20261125ABCDEFGHJK', code: '******' },
    });
    expect(await smsTo(ZHANGWEI.phone)).toHaveLength(0);

    // Sent: neither the immediate send nor the worker sends it again.
    await sendQueuedNotificationNow(api.deps, dedupeKey);
    await runDueJobs(api.deps, notificationJob);
    expect(sentTo(ZHANGWEI.openid)).toHaveLength(1);
  });
});

describe('a decision notice', () => {
  it('goes as the decision template with the refusal reason, opening the number page', async () => {
    const dedupeKey = 'application:7001:decision';
    await queueNotification(api.deps.db, { kind: 'realNameRefused', phone: ZHANGWEI.phone, params: { reason: '证件照片不清晰' }, dedupeKey, now: now() });
    expect(await runDueJobs(api.deps, notificationJob)).toMatchObject({ sent: 1 });
    expect(sentTo(ZHANGWEI.openid).at(-1)).toEqual({
      kind: 'template',
      touser: ZHANGWEI.openid,
      templateId: DECISION_TEMPLATE,
      url: 'http://localhost:3000/personal',
      data: { thing1: '实名补登记', phrase2: '未通过', thing3: '原因：证件照片不清晰' },
    });
    expect(await rowOf(dedupeKey)).toMatchObject({ sentBy: 'wechat' });
  });

  it('falls back to SMS when the member does not follow the official account (43004), and records why', async () => {
    fake.messages.markNotFollowing(WANGFANG.openid);
    const dedupeKey = 'application:7002:decision';
    await queueNotification(api.deps.db, { kind: 'cancellationRefused', phone: WANGFANG.phone, params: { reason: '资料不全' }, dedupeKey, now: now() });
    expect(await runDueJobs(api.deps, notificationJob)).toMatchObject({ sent: 1, retrying: 0 });
    expect(sentTo(WANGFANG.openid)).toHaveLength(0);
    expect(await smsTo(WANGFANG.phone)).toEqual([
      expect.objectContaining({ text: '【自助营业厅】您的销户申请未通过审核，原因：资料不全。号码仍可正常使用。' }),
    ]);
    expect(await rowOf(dedupeKey)).toMatchObject({ sentBy: 'sms', wechatRefusal: 'errcode 43004: require subscribe' });
  });

  it('goes by SMS when no member is bound to the number', async () => {
    const phone = '17012340002';
    const dedupeKey = 'application:7003:decision';
    const before = fake.messages.sent().length;
    await queueNotification(api.deps.db, { kind: 'transferPassed', phone, params: { phoneTail: '0002' }, dedupeKey, now: now() });
    await runDueJobs(api.deps, notificationJob);
    expect(fake.messages.sent()).toHaveLength(before);
    expect(await smsTo(phone)).toHaveLength(1);
    expect(await rowOf(dedupeKey)).toMatchObject({ sentBy: 'sms', wechatRefusal: null });
  });

  it('goes by SMS for a kind without a template (a customer-service answer)', async () => {
    const dedupeKey = NotificationKey.serviceAnswer('complaint', 7004);
    const before = fake.messages.sent().length;
    await queueNotification(api.deps.db, { kind: 'serviceAnswered', phone: ZHANGWEI.phone, params: { answer: '已为您处理' }, dedupeKey, now: now() });
    await runDueJobs(api.deps, notificationJob);
    expect(fake.messages.sent()).toHaveLength(before);
    expect(await rowOf(dedupeKey)).toMatchObject({ sentBy: 'sms' });
  });

  it('is retried, not sent by SMS, when WeChat refuses the access token (40001), and goes by WeChat once it is valid', async () => {
    const real = api.deps.providers.wechatMessages;
    api.deps.providers.wechatMessages = createWechatApiMessages({
      apiBase: fake.baseUrl,
      accessToken: () => Promise.resolve('a-token-the-fake-never-issued'),
      rejectAccessToken: () => Promise.resolve(),
    });
    const dedupeKey = 'application:7005:decision';
    try {
      await queueNotification(api.deps.db, { kind: 'simReplacementPassed', phone: ZHANGWEI.phone, params: { iccidTail: '1234' }, dedupeKey, now: now() });
      expect(await runDueJobs(api.deps, notificationJob)).toMatchObject({ sent: 0, retrying: 1 });
      expect(await rowOf(dedupeKey)).toMatchObject({ sentAt: null, lastError: expect.stringContaining('errcode 40001') });
    } finally {
      api.deps.providers.wechatMessages = real;
    }
    const smsBefore = (await smsTo(ZHANGWEI.phone)).length;
    api.advanceSeconds(60);
    expect(await runDueJobs(api.deps, notificationJob)).toMatchObject({ sent: 1 });
    expect(await rowOf(dedupeKey)).toMatchObject({ sentBy: 'wechat', attempts: 2 });
    expect(sentTo(ZHANGWEI.openid).at(-1)).toMatchObject({ data: { thing1: '补换卡申请', phrase2: '已通过', thing3: '新卡即将寄出，原卡已失效' } });
    expect(await smsTo(ZHANGWEI.phone)).toHaveLength(smsBefore);
  });
});

describe('the sandbox official account', () => {
  it('keeps each message in its outbox, a resend of the same notification once', async () => {
    const message = { dedupeKey: 'notification:99001', openid: ZHANGWEI.openid, templateId: DECISION_TEMPLATE, url: '', data: { thing1: '销户申请' } };
    expect(await sandboxMessages.sendTemplate(message)).toEqual({ isDelivered: true });
    expect(await sandboxMessages.sendTemplate(message)).toEqual({ isDelivered: true });
    const rows = await api.deps.db.select().from(sandboxWechatOutbox).where(eq(sandboxWechatOutbox.dedupeKey, 'notification:99001'));
    expect(rows).toEqual([expect.objectContaining({ kind: 'template', openid: ZHANGWEI.openid, data: { thing1: '销户申请' } })]);
  });

  it('is what the worker uses by default: a template notification lands in the WeChat outbox, not the SMS one', async () => {
    const real = api.deps.providers.wechatMessages;
    api.deps.providers.wechatMessages = createSandboxWechatMessages(api.deps.db, api.deps.now);
    try {
      const dedupeKey = 'application:7006:decision';
      await queueNotification(api.deps.db, {
        kind: 'transferRefused',
        phone: '17012340011',
        params: { phoneTail: '0011', reason: '材料不全' },
        dedupeKey,
        now: now(),
      });
      await runDueJobs(api.deps, notificationJob);
      const row = await rowOf(dedupeKey);
      expect(row).toMatchObject({ sentBy: 'wechat' });
      expect(
        await api.deps.db
          .select()
          .from(sandboxWechatOutbox)
          .where(eq(sandboxWechatOutbox.dedupeKey, `notification:${row?.id}`)),
      ).toEqual([
        expect.objectContaining({
          openid: DemoUser.BOUND_JOINED_THIS_MONTH,
          templateId: DECISION_TEMPLATE,
          data: { thing1: '过户申请', phrase2: '未通过', thing3: '原因：材料不全' },
        }),
      ]);
      expect(await smsTo('17012340011')).toHaveLength(0);
    } finally {
      api.deps.providers.wechatMessages = real;
    }
  });
});
