import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, notifications, wechatCredentials, wechatSubscribeGrants } from '../../db/schema.ts';
import { sendQueuedNotificationNow } from '../../platform/notification-delivery.ts';
import { queueNotification } from '../../platform/notifications.ts';
import { sendSubscriptionMessage } from '../../platform/wechat-subscriptions.ts';
import { createWechatApiClient } from '../../providers/wechat-api/wechat-api-client.ts';
import { wechatEnvironmentOf } from '../../test/fake-wechat/fake-keys.ts';
import { startFakeWechat } from '../../test/fake-wechat/fake-wechat-server.ts';
import { fakeWechatModules } from '../../test/fake-wechat/fake-wechat.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';

// A token WeChat rejects before its stored expiry (40001: the AppSecret was reset, or another system
// force-refreshed) is reported, so the next caller gets a new one through stable_token with
// force_refresh, one instance at a time and at most once every 30 s, instead of failing until the
// stored expiry. The fake runs on the app's clock, so its 30 s rule and the claim's agree.

const PUBLIC_URL = 'https://hall.example';
const DECISION_TEMPLATE = 'tpl-decision';
const USAGE_TEMPLATE = 'tpl-usage-alert';
const ZHANGWEI = { openid: DemoUser.BOUND_NORMAL, phone: '17012340001' };

let api: TestApp | undefined;
let fake: Awaited<ReturnType<typeof startFakeWechat<typeof fakeWechatModules>>>;
const app = () => {
  if (!api) {
    throw new Error('the app is not started');
  }
  return api;
};

beforeAll(async () => {
  fake = await startFakeWechat(fakeWechatModules, { now: () => (api ? api.deps.now().getTime() : Date.now()) });
  fake.messages.addTemplate(DECISION_TEMPLATE, ['thing1', 'phrase2', 'thing3']);
  fake.messages.addSubscribeTemplate(USAGE_TEMPLATE, ['thing1', 'character_string2', 'thing3']);
  api = await createTestApp({
    ...wechatEnvironmentOf(fake.keys, fake.baseUrl),
    PUBLIC_URL,
    WECHAT_TEMPLATE_DECISION: DECISION_TEMPLATE,
    WECHAT_SUBSCRIBE_TEMPLATE_USAGE_ALERT: USAGE_TEMPLATE,
  });
});
afterAll(async () => {
  await api?.close();
  await fake.close();
});

/** Each case starts past the 30 s a previous force refresh holds. */
const pastLastForceRefresh = () => app().advanceSeconds(31);

/** An instance of the app's access-token client on the shared database, waiting at most 300 ms for another's refresh. */
const instance = () =>
  createWechatApiClient(app().deps.db, app().deps.now, { apiBase: fake.baseUrl, appId: fake.keys.appId, appSecret: fake.keys.appSecret, waitLimitMs: 300 });

const lastStableTokenBody = () => JSON.parse(fake.requests.filter((request) => request.url === '/cgi-bin/stable_token').at(-1)?.body ?? '{}') as unknown;
const rowOf = async (dedupeKey: string) => (await app().deps.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey)))[0];

describe('a token WeChat rejects before its expiry', () => {
  it('is replaced at the next send (force_refresh), and the notification the rejection failed goes then', async () => {
    pastLastForceRefresh();
    const { deps } = app();
    const first = 'application:7100:decision';
    await queueNotification(deps.db, { kind: 'simReplacementPassed', phone: ZHANGWEI.phone, params: { iccidTail: '1111' }, dedupeKey: first, now: deps.now() });
    expect(await sendQueuedNotificationNow(deps, first)).toBe('wechat');
    const rejected = fake.officialAccount.currentAccessToken();

    fake.officialAccount.invalidateAccessToken();
    const forcedBefore = fake.officialAccount.calls.forceRefresh;
    const dedupeKey = 'application:7101:decision';
    await queueNotification(deps.db, { kind: 'simReplacementPassed', phone: ZHANGWEI.phone, params: { iccidTail: '2222' }, dedupeKey, now: deps.now() });
    expect(await sendQueuedNotificationNow(deps, dedupeKey)).toBeNull();
    expect(await rowOf(dedupeKey)).toMatchObject({ sentAt: null, lastError: expect.stringContaining('errcode 40001') });

    // The outbox's retry, with the token that replaced it.
    app().advanceSeconds(60);
    expect(await sendQueuedNotificationNow(deps, dedupeKey)).toBe('wechat');
    expect(await rowOf(dedupeKey)).toMatchObject({ sentBy: 'wechat', attempts: 2 });
    expect(fake.messages.sent().at(-1)).toMatchObject({ touser: ZHANGWEI.openid, data: { thing1: '补换卡申请', phrase2: '已通过' } });
    expect(fake.officialAccount.calls.forceRefresh - forcedBefore).toBe(1);
    expect(lastStableTokenBody()).toMatchObject({ force_refresh: true });
    expect(fake.officialAccount.currentAccessToken()).not.toBe(rejected);
  });

  it('is replaced for a one-time subscription message too: the failed send keeps its grant, the next one spends it', async () => {
    pastLastForceRefresh();
    const { deps } = app();
    const memberId = await memberIdOf(DemoUser.BOUND_OWING);
    // The member tapped 允许 once: WeChat holds the subscription and the page recorded it.
    fake.messages.acceptSubscription(DemoUser.BOUND_OWING, USAGE_TEMPLATE);
    await deps.db.insert(wechatSubscribeGrants).values({ memberId, scene: 'usageAlert', templateId: USAGE_TEMPLATE, grantedAt: deps.now() });
    await deps.providers.wechatApi.accessToken();
    fake.officialAccount.invalidateAccessToken();

    const alert = { thing1: '本月流量已用80%', character_string2: '17012340003', thing3: '可在营业厅办理流量包' };
    await expect(sendSubscriptionMessage(deps, memberId, 'usageAlert', alert)).rejects.toThrow(/errcode 40001/);
    expect(await sendSubscriptionMessage(deps, memberId, 'usageAlert', alert)).toMatchObject({ isSent: true });
    expect(fake.messages.sent().at(-1)).toMatchObject({ kind: 'subscribe', touser: DemoUser.BOUND_OWING, data: alert });
  });

  it('is replaced within the same wx.config when getticket rejects it', async () => {
    pastLastForceRefresh();
    const { deps } = app();
    await deps.providers.wechatApi.accessToken();
    await deps.db.delete(wechatCredentials).where(eq(wechatCredentials.kind, 'jsapi_ticket'));
    fake.officialAccount.invalidateAccessToken();
    const url = `${PUBLIC_URL}/activity?id=9`;
    const body = await app().call('WECHAT_JS_CONFIG', { url });
    expect(body).toMatchObject({ code: 1, data: { isAvailable: true } });
    const config = body.data as { nonceStr: string; timestamp: number; signature: string };
    const ticket = fake.officialAccount.currentTicket() ?? '';
    expect(config.signature).toBe(jsSdkSignature({ jsapiTicket: ticket, nonceStr: config.nonceStr, timestamp: config.timestamp, url }));
    expect(lastStableTokenBody()).toMatchObject({ force_refresh: true });
  });

  it('reported by two instances at once is force-refreshed once, and both get the new token', async () => {
    pastLastForceRefresh();
    const [instanceA, instanceB] = [instance(), instance()];
    const rejected = await instanceA.accessToken();
    fake.officialAccount.invalidateAccessToken();
    const before = { ...fake.officialAccount.calls };
    const [tokenA, tokenB] = await Promise.all(
      [instanceA, instanceB].map(async (wechatApi) => {
        await wechatApi.rejectAccessToken(rejected);
        return wechatApi.accessToken();
      }),
    );
    expect(tokenA).toBe(tokenB);
    expect(tokenA).not.toBe(rejected);
    expect(tokenA).toBe(fake.officialAccount.currentAccessToken());
    expect(fake.officialAccount.calls.stableToken - before.stableToken).toBe(1);
    expect(fake.officialAccount.calls.forceRefresh - before.forceRefresh).toBe(1);
  });

  it('reported late, after it was replaced, leaves the new token alone', async () => {
    pastLastForceRefresh();
    const [instanceA, instanceB] = [instance(), instance()];
    const rejected = await instanceA.accessToken();
    fake.officialAccount.invalidateAccessToken();
    await instanceA.rejectAccessToken(rejected);
    const replacement = await instanceA.accessToken();
    const before = { ...fake.officialAccount.calls };

    // Instance B's send with the old token failed a moment ago; its report comes after the refresh.
    await instanceB.rejectAccessToken(rejected);
    expect(await instanceB.accessToken()).toBe(replacement);
    expect(await instanceA.accessToken()).toBe(replacement);
    expect(fake.officialAccount.calls.stableToken).toBe(before.stableToken);
  });

  it('is force-refreshed at most once every 30 s: a second rejection within them waits for the claim to lapse', async () => {
    pastLastForceRefresh();
    const wechatApi = instance();
    const first = await wechatApi.accessToken();
    fake.officialAccount.invalidateAccessToken();
    await wechatApi.rejectAccessToken(first);
    const second = await wechatApi.accessToken();
    const before = { ...fake.officialAccount.calls };

    app().advanceSeconds(10);
    fake.officialAccount.invalidateAccessToken();
    await wechatApi.rejectAccessToken(second);
    await expect(wechatApi.accessToken()).rejects.toMatchObject({ name: 'ServiceUnavailableError' });
    expect(fake.officialAccount.calls.stableToken).toBe(before.stableToken);

    app().advanceSeconds(21);
    const third = await wechatApi.accessToken();
    expect(third).not.toBe(second);
    expect(third).toBe(fake.officialAccount.currentAccessToken());
    expect(fake.officialAccount.calls.forceRefresh - before.forceRefresh).toBe(1);
  });
});

async function memberIdOf(openid: string): Promise<number> {
  const [member] = await app().deps.db.select({ id: members.id }).from(members).where(eq(members.openid, openid));
  if (!member) {
    throw new Error(`no member ${openid}`);
  }
  return member.id;
}
