import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, notifications, sandboxSmsOutbox } from '../../db/schema.ts';
import { appModules } from '../../modules.ts';
import { readPageMeta } from '../../platform/feature-module.ts';
import { sendQueuedNotificationNow } from '../../platform/notification-delivery.ts';
import { queueNotification } from '../../platform/notifications.ts';
import { recordSubscribeGrant, sendSubscriptionMessage } from '../../platform/wechat-subscriptions.ts';
import { wechatEnvironmentOf } from '../../test/fake-wechat/fake-keys.ts';
import { startFullFakeWechat, type FullFakeWechat } from '../../test/fake-wechat/fake-wechat.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// The app configured for the real WeChat (WECHAT_PROVIDER=wechat, every API base on the full fake):
// template and subscription messages go through the official account's API with the access token
// the app fetched itself (stable_token), exactly as they would to api.weixin.qq.com.

const DECISION_TEMPLATE = 'tpl-decision';
const USAGE_TEMPLATE = 'tpl-usage-alert';

let fake: FullFakeWechat;
let api: TestApp;

beforeAll(async () => {
  fake = await startFullFakeWechat();
  fake.messages.addTemplate(DECISION_TEMPLATE, ['thing1', 'phrase2', 'thing3']);
  fake.messages.addSubscribeTemplate(USAGE_TEMPLATE, ['thing1', 'thing2']);
  api = await createTestApp({
    ...wechatEnvironmentOf(fake.keys, fake.baseUrl),
    WECHAT_TEMPLATE_DECISION: DECISION_TEMPLATE,
    WECHAT_SUBSCRIBE_TEMPLATE_USAGE_ALERT: USAGE_TEMPLATE,
  });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

const rowOf = async (dedupeKey: string) => (await api.deps.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey)))[0];

describe('messages through the real adapter and the fake official account', () => {
  it('lets the page load the JS-SDK (page meta hall-wechat-sdk)', async () => {
    expect(await readPageMeta(appModules, api.deps)).toMatchObject({ 'hall-wechat-sdk': '1' });
  });

  it('delivers a decision notice as a template message with the token the app fetched', async () => {
    await queueNotification(api.deps.db, {
      kind: 'simReplacementRefused',
      phone: '17012340001',
      params: { reason: '地址不详' },
      dedupeKey: 'simReplacement:real-1:decision',
      now: api.deps.now(),
    });
    expect(await sendQueuedNotificationNow(api.deps, 'simReplacement:real-1:decision')).toBe('wechat');
    expect(fake.messages.sent()).toEqual([
      {
        kind: 'template',
        touser: DemoUser.BOUND_NORMAL,
        templateId: DECISION_TEMPLATE,
        url: 'http://localhost:3000/personal',
        data: { thing1: '补换卡申请', phrase2: '未通过', thing3: '原因：地址不详' },
      },
    ]);
    const send = fake.requests.find((request) => request.url.startsWith('/cgi-bin/message/template/send'));
    const token = new URL(send?.url ?? '', fake.baseUrl).searchParams.get('access_token') ?? '';
    expect(fake.accessTokens.has(token)).toBe(true);
    expect(fake.requests.some((request) => request.url.startsWith('/cgi-bin/stable_token'))).toBe(true);
  });

  it('falls back to SMS for a member who does not follow the official account', async () => {
    fake.messages.markNotFollowing(DemoUser.BOUND_OWING);
    await queueNotification(api.deps.db, {
      kind: 'realNamePassed',
      phone: '17012340003',
      params: {},
      dedupeKey: 'application:real-2:decision',
      now: api.deps.now(),
    });
    expect(await sendQueuedNotificationNow(api.deps, 'application:real-2:decision')).toBe('sms');
    expect(await rowOf('application:real-2:decision')).toMatchObject({ sentBy: 'sms', wechatRefusal: 'errcode 43004: require subscribe' });
    expect(await api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, '17012340003'))).toEqual([
      expect.objectContaining({ text: '【自助营业厅】您的实名补登记已审核通过，号码已完成实名登记。' }),
    ]);
  });

  it('sends a one-time subscription message on a grant the member gave', async () => {
    const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, DemoUser.BOUND_JOINED_THIS_MONTH));
    // The member tapped 允许 (WeChat holds it) and the page recorded it (WECHAT_SUBSCRIBE_GRANT).
    fake.messages.acceptSubscription(DemoUser.BOUND_JOINED_THIS_MONTH, USAGE_TEMPLATE);
    expect(await recordSubscribeGrant(api.deps, member?.id ?? 0, { scene: 'usageAlert', templateId: USAGE_TEMPLATE })).toEqual({ grants: 1 });
    const data = { thing1: '本月流量已用80%', thing2: '可在营业厅办理流量包' };
    expect(await sendSubscriptionMessage(api.deps, member?.id ?? 0, 'usageAlert', data)).toMatchObject({ isSent: true });
    expect(await sendSubscriptionMessage(api.deps, member?.id ?? 0, 'usageAlert', data)).toEqual({ isSent: false, reason: 'noGrant' });
    expect(fake.messages.sent().filter((message) => message.kind === 'subscribe')).toEqual([
      { kind: 'subscribe', touser: DemoUser.BOUND_JOINED_THIS_MONTH, templateId: USAGE_TEMPLATE, url: '', data },
    ]);
  });
});
