import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, wechatCredentials } from '../../db/schema.ts';
import { SNAPSHOT_USER_REFUSAL } from '../../platform/snapshot-users.ts';
import { payerOpenidOf } from '../../platform/wechat-payer.ts';
import { createWechatApiOf } from '../../providers/wechat-oauth/choose-wechat-official-account.ts';
import { wechatEnvironmentOf } from '../../test/fake-wechat/fake-keys.ts';
import { startFullFakeWechat, type FullFakeWechat } from '../../test/fake-wechat/fake-wechat.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';

// The official account's real adapters against the fake WeChat on 127.0.0.1: the web
// authorisation, the snsapi_base payer, the access token and the jsapi_ticket.

const PUBLIC_URL = 'https://hall.example';
const LI_LEI = { openid: 'o_fake_lilei', nickname: '李雷', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/lilei/132' };

let fake: FullFakeWechat;
let api: TestApp;
beforeAll(async () => {
  fake = await startFullFakeWechat();
  api = await createTestApp({ ...wechatEnvironmentOf(fake.keys, fake.baseUrl), PUBLIC_URL });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

/** Follows WeChat's consent step: the fake answers a 302 back to the app (the #fragment stays in the browser). */
async function passConsent(authorizeUrl: string): Promise<URL> {
  const response = await fetch(authorizeUrl.split('#')[0] ?? '', { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

const cookieOf = (setCookie: unknown, name: string) =>
  ([setCookie].flat() as string[]).map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`)) ?? '';

/** The login journey: the app's authorise redirect, WeChat's consent, LOGIN with the code and state. */
async function logIn(): Promise<{ envelope: Envelope<{ token: string }>; authorizeUrl: URL; back: URL; replay: () => Promise<Envelope> }> {
  const authorize = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/personalCenter' });
  const cookie = cookieOf(authorize.headers['set-cookie'], 'hall_oauth_state');
  const location = String(authorize.headers.location);
  const back = await passConsent(location);
  const login = () =>
    api.app.inject({
      method: 'POST',
      url: endpoints.LOGIN.path,
      headers: { cookie },
      payload: { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' },
    });
  return {
    envelope: (await login()).json<Envelope<{ token: string }>>(),
    authorizeUrl: new URL(location),
    back,
    replay: async () => (await login()).json<Envelope>(),
  };
}

describe('the web authorisation (snsapi_userinfo)', () => {
  it("sends the browser to WeChat's authorise page, exchanges the code and reads the profile", async () => {
    fake.officialAccount.consentNext(LI_LEI);
    const { envelope, authorizeUrl, back } = await logIn();
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.baseUrl}/connect/oauth2/authorize`);
    expect(authorizeUrl.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      appid: fake.keys.appId,
      redirect_uri: `${PUBLIC_URL}/personalCenter`,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: expect.stringMatching(/^[a-zA-Z0-9]{1,128}$/),
    });
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/personalCenter`);
    expect(envelope).toMatchObject({ code: 1, data: { token: expect.any(String) } });
    const rows = await api.deps.db.select().from(members).where(eq(members.openid, LI_LEI.openid));
    expect(rows[0]).toMatchObject({ nickname: '李雷', avatarUrl: LI_LEI.headimgurl, isSnapshotUser: false });
    const exchange = fake.requests.find((request) => request.url.startsWith('/sns/oauth2/access_token'));
    expect(Object.fromEntries(new URL(exchange?.url ?? '', fake.baseUrl).searchParams)).toMatchObject({
      appid: fake.keys.appId,
      secret: fake.keys.appSecret,
      grant_type: 'authorization_code',
    });
    const userinfo = fake.requests.find((request) => request.url.startsWith('/sns/userinfo'));
    expect(new URL(userinfo?.url ?? '', fake.baseUrl).searchParams.get('lang')).toBe('zh_CN');
  });

  it('refuses a code WeChat says is used (40163) or unknown (40029) with a message, not an error', async () => {
    fake.officialAccount.consentNext(LI_LEI);
    const first = await logIn();
    expect(first.envelope.code).toBe(1);
    // A second login with the same code needs a fresh state: WeChat's answer decides.
    const authorize = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/' });
    const cookie = cookieOf(authorize.headers['set-cookie'], 'hall_oauth_state');
    const state = new URL(String(authorize.headers.location)).searchParams.get('state') ?? '';
    const reuse = await api.app.inject({
      method: 'POST',
      url: endpoints.LOGIN.path,
      headers: { cookie },
      payload: { code: first.back.searchParams.get('code'), state },
    });
    expect(reuse.json()).toMatchObject({ code: -100, msg: '授权码无效或已使用，请重新进入' });
    const authorizeAgain = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/' });
    const unknown = await api.app.inject({
      method: 'POST',
      url: endpoints.LOGIN.path,
      headers: { cookie: cookieOf(authorizeAgain.headers['set-cookie'], 'hall_oauth_state') },
      payload: { code: 'never-issued', state: new URL(String(authorizeAgain.headers.location)).searchParams.get('state') },
    });
    expect(unknown.json()).toMatchObject({ code: -100, msg: '授权码无效或已使用，请重新进入' });
  });

  it('logs a snapshot-page user in (is_snapshotuser=1), who may read but not bind, and so not pay', async () => {
    fake.officialAccount.consentNext({ openid: 'o_fake_snapshot', nickname: '微信用户', headimgurl: '', isSnapshotUser: true });
    const { envelope } = await logIn();
    expect(envelope.code).toBe(1);
    const token = envelope.data?.token ?? '';
    expect((await api.call('PERSONAL_DATA', {}, token)).code).toBe(1);
    const rows = await api.deps.db.select().from(members).where(eq(members.openid, 'o_fake_snapshot'));
    expect(rows[0]?.isSnapshotUser).toBe(true);

    expect((await api.call('SEND_SMS_CODE', { mobilePhone: '17012340002', type: '01' }, token)).code).toBe(1);
    const code = await api.readLatestSmsCode('17012340002');
    expect(await api.call('BIND_PHONE', { phone: '17012340002', code }, token)).toMatchObject({ code: -100, msg: SNAPSHOT_USER_REFUSAL });
    expect(await api.call('PAY', { outTradeNo: 'R20260101000000000001' }, token)).toMatchObject({ code: -100, msg: SNAPSHOT_USER_REFUSAL });
  });
});

describe('the payer of the public top-up (snsapi_base)', () => {
  /** The payer journey: our redirect, WeChat's silent consent, our return route. */
  async function authorisePayer(returnUrl: string) {
    const begin = await api.app.inject({ method: 'GET', url: `/api/wechat/payer?${new URLSearchParams({ returnUrl }).toString()}` });
    expect(begin.statusCode).toBe(302);
    const authorizeUrl = new URL(String(begin.headers.location));
    const back = await passConsent(String(begin.headers.location));
    const finish = await api.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: cookieOf(begin.headers['set-cookie'], 'hall_wx_payer_state') },
    });
    return { authorizeUrl, back, finish, payerCookie: cookieOf(finish.headers['set-cookie'], 'hall_wx_payer') };
  }

  it("remembers the payer's openid for this browser and sends it back to the page", async () => {
    fake.officialAccount.consentNext({ openid: 'o_fake_payer', nickname: '', headimgurl: '' });
    const { authorizeUrl, back, finish, payerCookie } = await authorisePayer('/UniversalPay?phone=17012340001');
    expect(authorizeUrl.searchParams.get('scope')).toBe('snsapi_base');
    expect(back.origin).toBe(PUBLIC_URL);
    expect(finish.statusCode).toBe(302);
    expect(finish.headers.location).toBe('/UniversalPay?phone=17012340001');
    expect(String(finish.headers['set-cookie'])).toMatch(/hall_wx_payer=[^;]+;.*HttpOnly/i);
    expect(await payerOpenidOf(api.deps, payerCookie)).toBe('o_fake_payer');
    expect(await payerOpenidOf(api.deps, 'hall_wx_payer=someone-elses-guess')).toBeNull();
    expect(await payerOpenidOf(api.deps, undefined)).toBeNull();
  });

  it('gives a snapshot-page user no payer openid', async () => {
    fake.officialAccount.consentNext({ openid: 'o_fake_snapshot_payer', nickname: '', headimgurl: '', isSnapshotUser: true });
    const { payerCookie } = await authorisePayer('/UniversalPay');
    expect(await payerOpenidOf(api.deps, payerCookie)).toBeNull();
  });

  it('goes back without an openid when the person declines, and only ever to a path of this app', async () => {
    fake.officialAccount.refuseNext();
    const declined = await authorisePayer('https://evil.example/steal');
    expect(declined.finish.headers.location).toBe('/UniversalPay');
    expect(declined.payerCookie).toBe('');
  });

  it('refuses a return that is not the browser that began it', async () => {
    fake.officialAccount.consentNext({ openid: 'o_fake_payer', nickname: '', headimgurl: '' });
    const begin = await api.app.inject({ method: 'GET', url: '/api/wechat/payer?returnUrl=/UniversalPay' });
    const back = await passConsent(String(begin.headers.location));
    const stranger = await api.app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(stranger.statusCode).toBe(302);
    expect(cookieOf(stranger.headers['set-cookie'], 'hall_wx_payer')).toBe('');
  });
});

describe('the access token and the jsapi_ticket', () => {
  it('are fetched once and shared by two instances on one database, then refreshed once before they expire', async () => {
    await api.deps.db.delete(wechatCredentials);
    const before = { ...fake.officialAccount.calls };
    const instanceA = createWechatApiOf(api.deps.config, api.deps.db, api.deps.now);
    const instanceB = createWechatApiOf(api.deps.config, api.deps.db, api.deps.now);
    const [ticketA, ticketB, tokenA, tokenB] = await Promise.all([
      instanceA.jsapiTicket(),
      instanceB.jsapiTicket(),
      instanceA.accessToken(),
      instanceB.accessToken(),
    ]);
    expect(ticketA).toBe(ticketB);
    expect(tokenA).toBe(tokenB);
    expect(ticketA).toBe(fake.officialAccount.currentTicket());
    expect(fake.officialAccount.calls.stableToken - before.stableToken).toBe(1);
    expect(fake.officialAccount.calls.ticket - before.ticket).toBe(1);
    const stableTokenCall = fake.requests.filter((request) => request.url === '/cgi-bin/stable_token').at(-1);
    expect(JSON.parse(stableTokenCall?.body ?? '{}')).toEqual({
      grant_type: 'client_credential',
      appid: fake.keys.appId,
      secret: fake.keys.appSecret,
      force_refresh: false,
    });

    // Cached: more calls cost WeChat nothing.
    await Promise.all([instanceA.jsapiTicket(), instanceB.jsapiTicket(), instanceA.accessToken()]);
    expect(fake.officialAccount.calls.stableToken - before.stableToken).toBe(1);

    // Within five minutes of the expiry one instance refreshes, once.
    api.advanceSeconds(7200 - 200);
    await Promise.all([instanceA.jsapiTicket(), instanceB.jsapiTicket()]);
    expect(fake.officialAccount.calls.stableToken - before.stableToken).toBe(2);
    expect(fake.officialAccount.calls.ticket - before.ticket).toBe(2);
  });

  it('signs wx.config over the real ticket for this app only, marked available', async () => {
    const url = `${PUBLIC_URL}/activity?id=7`;
    const body = await api.call('WECHAT_JS_CONFIG', { url });
    expect(body.code).toBe(1);
    const config = body.data as { isAvailable: boolean; appId: string; timestamp: number; nonceStr: string; signature: string };
    expect(config).toMatchObject({ isAvailable: true, appId: fake.keys.appId });
    const ticket = fake.officialAccount.currentTicket() ?? '';
    expect(config.signature).toBe(jsSdkSignature({ jsapiTicket: ticket, nonceStr: config.nonceStr, timestamp: config.timestamp, url }));
  });

  it('answers a WeChat refusal (a wrong secret) as unavailable, not as a crash', async () => {
    await api.deps.db.delete(wechatCredentials);
    const wrong = createWechatApiOf({ ...api.deps.config, WECHAT_APP_SECRET: '0'.repeat(32) }, api.deps.db, api.deps.now);
    await expect(wrong.accessToken()).rejects.toMatchObject({ name: 'WechatApiError', errcode: 40125 });
    // The failed refresh gave up its claim: the right credentials succeed at once.
    const right = createWechatApiOf(api.deps.config, api.deps.db, api.deps.now);
    expect(await right.accessToken()).toEqual(expect.any(String));
  });
});
