import { endpoints } from '@hall/contract/endpoints';
import type { Envelope } from '@hall/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { SNAPSHOT_USER_REFUSAL } from '../../platform/snapshot-users.ts';
import { payerOpenidOf } from '../../platform/wechat-payer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ PUBLIC_URL: 'https://hall.example' });
});
afterAll(() => api.close());

/** Logs in through the sandbox's authorise page as its snapshot-page virtual user. */
async function logInAsSnapshotUser(): Promise<string> {
  const authorize = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/' });
  const cookie = String(authorize.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const consentUrl = new URL(String(authorize.headers.location), 'http://test');
  const consent = await api.app.inject({
    method: 'POST',
    url: '/sandbox/wechat/authorize/snapshot',
    payload: { redirect_uri: consentUrl.searchParams.get('redirect_uri') ?? '/', state: consentUrl.searchParams.get('state') ?? '' },
  });
  const back = new URL(String(consent.headers.location), 'http://test');
  const login = await api.app.inject({
    method: 'POST',
    url: endpoints.LOGIN.path,
    headers: { cookie },
    payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  const envelope = login.json<Envelope<{ token: string }>>();
  expect(envelope).toMatchObject({ code: 1 });
  return envelope.data?.token ?? '';
}

describe('WECHAT_JS_CONFIG', () => {
  it("signs a page of this app over the current jsapi_ticket, the page's address without its fragment", async () => {
    const url = 'https://hall.example/UniversalPay?from=menu';
    const body = await api.call('WECHAT_JS_CONFIG', { url: `${url}#top` });
    expect(body.code).toBe(1);
    const config = body.data as { isAvailable: boolean; appId: string; timestamp: number; nonceStr: string; signature: string };
    expect(config.isAvailable).toBe(false);
    expect(config.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    const jsapiTicket = await api.deps.providers.wechatApi.jsapiTicket();
    expect(jsapiTicket).toMatch(/^sandbox-ticket-/);
    expect(config.signature).toBe(jsSdkSignature({ jsapiTicket, nonceStr: config.nonceStr, timestamp: config.timestamp, url }));
  });

  it('refuses to sign an address of another site, or one that is not an address', async () => {
    expect(await api.call('WECHAT_JS_CONFIG', { url: 'https://evil.example/UniversalPay' })).toMatchObject({ code: -100, msg: '只能为本站页面生成微信配置' });
    expect(await api.call('WECHAT_JS_CONFIG', { url: 'https://hall.example.evil.example/' })).toMatchObject({ code: -100, msg: '只能为本站页面生成微信配置' });
    expect(await api.call('WECHAT_JS_CONFIG', { url: '/UniversalPay' })).toMatchObject({ code: -100, msg: '只能为本站页面生成微信配置' });
  });

  it('keeps the sandbox ticket in the shared table: the same ticket for the whole process until it expires', async () => {
    const first = await api.deps.providers.wechatApi.jsapiTicket();
    expect(await api.deps.providers.wechatApi.jsapiTicket()).toBe(first);
    api.advanceSeconds(7200);
    expect(await api.deps.providers.wechatApi.jsapiTicket()).not.toBe(first);
  });
});

describe('the WeChat authorisation state', () => {
  it('is [a-zA-Z0-9] only and at most 128 bytes, as WeChat requires, on every authorisation', async () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const authorize = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/' });
      const state = new URL(String(authorize.headers.location), 'http://test').searchParams.get('state') ?? '';
      expect(state).toMatch(/^[a-zA-Z0-9]{32,128}$/);
    }
  });
});

describe('a snapshot-page user (is_snapshotuser=1)', () => {
  it('logs in and reads, but may not bind a number, and so not pay', async () => {
    const token = await logInAsSnapshotUser();
    expect((await api.call('PERSONAL_DATA', {}, token)).code).toBe(1);

    expect((await api.call('SEND_SMS_CODE', { mobilePhone: '17012340002', type: '01' }, token)).code).toBe(1);
    const code = await api.readLatestSmsCode('17012340002');
    expect(await api.call('BIND_PHONE', { phone: '17012340002', code }, token)).toMatchObject({ code: -100, msg: SNAPSHOT_USER_REFUSAL });
    const snapshotMembers = await api.deps.db.select().from(members).where(eq(members.isSnapshotUser, true));
    expect(snapshotMembers).toHaveLength(1);
    expect(snapshotMembers[0]).toMatchObject({ boundPhone: null, boundAt: null });

    expect(await api.call('PAY', { outTradeNo: 'R20260101000000000001' }, token)).toMatchObject({ code: -100, msg: SNAPSHOT_USER_REFUSAL });
  });
});

describe('the payer of the public top-up in the sandbox', () => {
  it("names the payer through the sandbox's authorise page (snsapi_base) and remembers them for this browser", async () => {
    const begin = await api.app.inject({ method: 'GET', url: '/api/wechat/payer?returnUrl=/UniversalPay' });
    const authorizeUrl = new URL(String(begin.headers.location), 'http://test');
    expect(authorizeUrl.pathname).toBe('/sandbox/wechat/authorize');
    expect(authorizeUrl.searchParams.get('scope')).toBe('snsapi_base');
    const consent = await api.app.inject({
      method: 'POST',
      url: '/sandbox/wechat/authorize',
      payload: { openid: 'o_demo_visitor', redirect_uri: authorizeUrl.searchParams.get('redirect_uri'), state: authorizeUrl.searchParams.get('state') },
    });
    const back = new URL(String(consent.headers.location), 'http://test');
    const stateCookie = String(begin.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const finish = await api.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie: stateCookie } });
    expect(finish.headers.location).toBe('/UniversalPay');
    const payerCookie = ([finish.headers['set-cookie']].flat() as string[]).find((line) => line.startsWith('hall_wx_payer=')) ?? '';
    expect(await payerOpenidOf(api.deps, payerCookie)).toBe('o_demo_visitor');
  });
});

describe('the Content-Security-Policy', () => {
  it('allows the JS-SDK script hosts, its report image, avatars and chooseImage previews, and no inline script', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/' });
    const policy = String(response.headers['content-security-policy']);
    const directive = (name: string) => (policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/).slice(1);
    expect(directive('script-src')).toEqual(["'self'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com']);
    expect(directive('img-src')).toEqual(expect.arrayContaining(['https://thirdwx.qlogo.cn', 'https://open.weixin.qq.com', 'weixin:', 'wxlocalresource:']));
    expect(directive('connect-src')).toEqual(["'self'"]);
  });
});

describe('the MP_verify domain-verification file', () => {
  it('is served as text/plain at the root when configured', async () => {
    const configured = await createTestApp({ WECHAT_MP_VERIFY_FILE: 'MP_verify_Ab12Cd34.txt', WECHAT_MP_VERIFY_CONTENT: 'Ab12Cd34' });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/MP_verify_Ab12Cd34.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('Ab12Cd34');
      expect((await configured.app.inject({ method: 'GET', url: '/MP_verify_Other.txt' })).statusCode).toBe(404);
    } finally {
      await configured.close();
    }
  });

  it('is not there when not configured', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/MP_verify_Ab12Cd34.txt' })).statusCode).toBe(404);
  });
});
