import { SUBSCRIBE_GRANTS_MAX, SubscribeMessage } from '@hall/contract/wechat/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, wechatSubscribeGrants } from '../../db/schema.ts';
import { sendSubscriptionMessage } from '../../platform/wechat-subscriptions.ts';
import { createWechatApiMessages } from '../../providers/wechat-messages/wechat-api-messages.ts';
import { fakeMessages } from '../../test/fake-wechat/fake-messages.ts';
import { startFakeWechat } from '../../test/fake-wechat/fake-wechat-server.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { wechatSubscriptionsModule } from './wechat-subscriptions.module.ts';

// One-time subscription messages: the page records each 允许 (WECHAT_SUBSCRIBE_GRANT), a send spends
// exactly one grant (sendSubscriptionMessage) through cgi-bin/message/subscribe/bizsend of the fake.

const USAGE_TEMPLATE = 'tpl-usage-alert';
const USAGE_KEYS = ['thing1', 'character_string2', 'thing3'];
const alert = { thing1: '本月流量已用80%', character_string2: '17012340001', thing3: '可在营业厅办理流量包' };
const token = 'fake-issued-access-token';

let api: TestApp;
let fake: Awaited<ReturnType<typeof startFakeWechat<{ messages: typeof fakeMessages }>>>;

beforeAll(async () => {
  fake = await startFakeWechat({ messages: fakeMessages });
  fake.accessTokens.add(token);
  fake.messages.addSubscribeTemplate(USAGE_TEMPLATE, USAGE_KEYS);
  api = await createTestApp({ WECHAT_SUBSCRIBE_TEMPLATE_USAGE_ALERT: USAGE_TEMPLATE });
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

async function memberIdOf(openid: string): Promise<number> {
  const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, openid));
  if (!member) {
    throw new Error(`no member ${openid}`);
  }
  return member.id;
}

/** The member taps 允许 in wx-open-subscribe: WeChat holds one more, and the page records it. */
async function grant(openid: string, memberToken: string) {
  fake.messages.acceptSubscription(openid, USAGE_TEMPLATE);
  return api.call('WECHAT_SUBSCRIBE_GRANT', { scene: 'usageAlert', templateId: USAGE_TEMPLATE }, memberToken);
}

const unspent = (memberId: number) =>
  api.deps.db
    .select()
    .from(wechatSubscribeGrants)
    .where(and(eq(wechatSubscribeGrants.memberId, memberId), isNull(wechatSubscribeGrants.spentAt)));

describe('WECHAT_SUBSCRIBE_GRANT and WECHAT_SUBSCRIBE_GRANTS', () => {
  it('keeps the sandbox page from loading the JS-SDK (page meta hall-wechat-sdk)', async () => {
    expect(await wechatSubscriptionsModule.pageMeta?.(api.deps)).toEqual({ 'hall-wechat-sdk': '0' });
  });

  it('tells the page the scene’s template and counts each grant the member records', async () => {
    const memberToken = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('WECHAT_SUBSCRIBE_GRANTS', { scene: 'usageAlert' }, memberToken)).toMatchObject({
      code: 1,
      data: { templateId: USAGE_TEMPLATE, grants: 0 },
    });
    expect(await grant(DemoUser.BOUND_OWING, memberToken)).toMatchObject({ code: 1, data: { grants: 1 } });
    expect(await grant(DemoUser.BOUND_OWING, memberToken)).toMatchObject({ code: 1, data: { grants: 2 } });
    expect(await api.call('WECHAT_SUBSCRIBE_GRANTS', { scene: 'usageAlert' }, memberToken)).toMatchObject({ data: { grants: 2 } });
  });

  it('refuses a template other than the scene’s, and a scene it does not know', async () => {
    const memberToken = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('WECHAT_SUBSCRIBE_GRANT', { scene: 'usageAlert', templateId: 'tpl-someone-else' }, memberToken)).toMatchObject({
      code: -100,
      msg: SubscribeMessage.TEMPLATE_MISMATCH,
    });
    expect(await api.call('WECHAT_SUBSCRIBE_GRANT', { scene: 'birthday', templateId: USAGE_TEMPLATE }, memberToken)).toMatchObject({
      msg: SubscribeMessage.SCENE_UNKNOWN,
    });
    expect(await unspent(await memberIdOf(DemoUser.UNBOUND))).toHaveLength(0);
  });

  it(`holds at most ${SUBSCRIBE_GRANTS_MAX} grants per member`, async () => {
    const memberToken = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    const memberId = await memberIdOf(DemoUser.UNBOUND_VISITOR);
    await api.deps.db
      .insert(wechatSubscribeGrants)
      .values(Array.from({ length: SUBSCRIBE_GRANTS_MAX }, () => ({ memberId, scene: 'usageAlert', templateId: USAGE_TEMPLATE, grantedAt: api.deps.now() })));
    expect(await grant(DemoUser.UNBOUND_VISITOR, memberToken)).toMatchObject({ code: -100, msg: SubscribeMessage.TOO_MANY_GRANTS });
  });

  it('answers that the scene is not offered where no template is configured', async () => {
    const bare = await createTestApp();
    try {
      const memberToken = await bare.logInAs(DemoUser.BOUND_NORMAL);
      expect(await bare.call('WECHAT_SUBSCRIBE_GRANTS', { scene: 'usageAlert' }, memberToken)).toMatchObject({ data: { templateId: null, grants: 0 } });
      expect(await bare.call('WECHAT_SUBSCRIBE_GRANT', { scene: 'usageAlert', templateId: USAGE_TEMPLATE }, memberToken)).toMatchObject({
        msg: SubscribeMessage.NOT_OFFERED,
      });
      const [member] = await bare.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, DemoUser.BOUND_NORMAL));
      expect(await sendSubscriptionMessage(bare.deps, member?.id ?? 0, 'usageAlert', alert)).toEqual({ isSent: false, reason: 'notOffered' });
    } finally {
      await bare.close();
    }
  });
});

describe('sendSubscriptionMessage', () => {
  it('spends one grant per message and answers noGrant when none is left', async () => {
    const memberToken = await api.logInAs(DemoUser.BOUND_NORMAL);
    const memberId = await memberIdOf(DemoUser.BOUND_NORMAL);
    await grant(DemoUser.BOUND_NORMAL, memberToken);

    expect(await sendSubscriptionMessage(api.deps, memberId, 'usageAlert', alert, { url: 'http://localhost:3000/balance' })).toMatchObject({ isSent: true });
    expect(fake.messages.sent().filter((message) => message.touser === DemoUser.BOUND_NORMAL)).toEqual([
      { kind: 'subscribe', touser: DemoUser.BOUND_NORMAL, templateId: USAGE_TEMPLATE, url: 'http://localhost:3000/balance', data: alert },
    ]);
    expect(await unspent(memberId)).toHaveLength(0);
    expect(await sendSubscriptionMessage(api.deps, memberId, 'usageAlert', alert)).toEqual({ isSent: false, reason: 'noGrant' });
    expect(fake.messages.sent().filter((message) => message.touser === DemoUser.BOUND_NORMAL)).toHaveLength(1);
  });

  it('never spends one grant twice when sends run at the same time', async () => {
    const memberToken = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    const memberId = await memberIdOf(DemoUser.BOUND_NOT_REAL_NAME);
    await grant(DemoUser.BOUND_NOT_REAL_NAME, memberToken);
    await grant(DemoUser.BOUND_NOT_REAL_NAME, memberToken);

    const results = await Promise.all(Array.from({ length: 6 }, () => sendSubscriptionMessage(api.deps, memberId, 'usageAlert', alert)));
    const sent = results.filter((result) => result.isSent);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((result) => (result.isSent ? result.grantId : 0))).size).toBe(2);
    expect(results.filter((result) => !result.isSent)).toEqual(Array.from({ length: 4 }, () => ({ isSent: false, reason: 'noGrant' })));
    // WeChat took exactly two: no bizsend went out on a grant already spent (that would be 43101).
    expect(fake.messages.sent().filter((message) => message.touser === DemoUser.BOUND_NOT_REAL_NAME)).toHaveLength(2);
  });

  it('gives the grant back when WeChat cannot be reached, and keeps it spent when WeChat refuses it', async () => {
    const memberToken = await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8);
    const memberId = await memberIdOf(DemoUser.BOUND_SERVICE_KIND_8);
    await grant(DemoUser.BOUND_SERVICE_KIND_8, memberToken);

    const real = api.deps.providers.wechatMessages;
    api.deps.providers.wechatMessages = createWechatApiMessages({
      apiBase: fake.baseUrl,
      accessToken: () => Promise.resolve('a-token-the-fake-never-issued'),
      rejectAccessToken: () => Promise.resolve(),
    });
    try {
      await expect(sendSubscriptionMessage(api.deps, memberId, 'usageAlert', alert)).rejects.toThrow(/errcode 40001/);
    } finally {
      api.deps.providers.wechatMessages = real;
    }
    expect(await unspent(memberId)).toHaveLength(1);

    // Recorded by the page, but WeChat holds no such subscription (the tap was not 允许): 43101.
    await api.call('WECHAT_SUBSCRIBE_GRANT', { scene: 'usageAlert', templateId: USAGE_TEMPLATE }, memberToken);
    expect(await sendSubscriptionMessage(api.deps, memberId, 'usageAlert', alert)).toMatchObject({ isSent: true });
    expect(await sendSubscriptionMessage(api.deps, memberId, 'usageAlert', alert)).toEqual({
      isSent: false,
      reason: 'refused',
      detail: 'errcode 43101: user refuse to accept the msg',
    });
    expect(await unspent(memberId)).toHaveLength(0);
  });

  it('sends only values the template takes: a value beyond its key’s limit is refused (47003)', async () => {
    const memberToken = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
    const memberId = await memberIdOf(DemoUser.BOUND_JOINED_THIS_MONTH);
    await grant(DemoUser.BOUND_JOINED_THIS_MONTH, memberToken);
    expect(
      await sendSubscriptionMessage(api.deps, memberId, 'usageAlert', { ...alert, thing1: '本月流量已经用去了百分之八十，请及时办理流量加油包' }),
    ).toMatchObject({
      isSent: false,
      reason: 'refused',
      detail: expect.stringContaining('errcode 47003'),
    });
  });
});
