import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function startAuthorization() {
  const authorize = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/Recharge' });
  const cookie = String(authorize.headers['set-cookie']).split(';')[0] ?? '';
  const consentUrl = new URL(String(authorize.headers.location), 'http://test');
  const state = consentUrl.searchParams.get('state') ?? '';
  const consent = await api.app.inject({
    method: 'POST',
    url: '/sandbox/wechat/authorize',
    payload: { openid: DemoUser.UNBOUND, redirect_uri: consentUrl.searchParams.get('redirect_uri'), state },
  });
  const back = new URL(String(consent.headers.location), 'http://test');
  return { cookie, state, code: back.searchParams.get('code') ?? '', backPath: back.pathname };
}

describe('GET /api/wechat/authorize', () => {
  it('sends the browser to the sandbox WeChat page with a random state bound by cookie', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/Recharge' });
    const second = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/Recharge' });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toMatch(/^\/sandbox\/wechat\/authorize\?.*scope=snsapi_userinfo/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/);
    const stateOf = (location: unknown) => new URL(String(location), 'http://test').searchParams.get('state');
    expect(stateOf(first.headers.location)).not.toEqual(stateOf(second.headers.location));
    expect(stateOf(first.headers.location)?.length).toBeGreaterThanOrEqual(40);
  });

  it('never redirects back to another site', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=https://evil.example/' });
    const redirectUri = new URL(String(response.headers.location), 'http://test').searchParams.get('redirect_uri');
    expect(redirectUri).toBe('/');
  });
});

describe('LOGIN', () => {
  it("exchanges the code for a token when the state is this browser's", async () => {
    const { cookie, state, code, backPath } = await startAuthorization();
    expect(backPath).toBe('/Recharge');
    const response = await api.app.inject({ method: 'POST', url: '/api/wechat/login', headers: { cookie }, payload: { code, state } });
    const body = response.json();
    expect(body.code).toBe(1);
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    const member = await api.call('PERSONAL_DATA', {}, body.data.token);
    expect(member.code).toBe(1);
  });

  it('refuses a reused code and a reused state', async () => {
    const { cookie, state, code } = await startAuthorization();
    const first = await api.app.inject({ method: 'POST', url: '/api/wechat/login', headers: { cookie }, payload: { code, state } });
    expect(first.json().code).toBe(1);
    const again = await api.app.inject({ method: 'POST', url: '/api/wechat/login', headers: { cookie }, payload: { code, state } });
    expect(again.json()).toMatchObject({ code: -100 });
    expect(again.json().data).toBeUndefined();
  });

  it('refuses a state from another browser or none at all', async () => {
    const { state, code } = await startAuthorization();
    const other = await startAuthorization();
    const wrongCookie = await api.app.inject({ method: 'POST', url: '/api/wechat/login', headers: { cookie: other.cookie }, payload: { code, state } });
    expect(wrongCookie.json()).toMatchObject({ code: -100, msg: '授权已失效，请重新进入' });
    const noState = await api.app.inject({ method: 'POST', url: '/api/wechat/login', headers: { cookie: other.cookie }, payload: { code } });
    expect(noState.json().code).toBe(-100);
  });

  it('refuses an unknown code', async () => {
    const { cookie, state } = await startAuthorization();
    const response = await api.app.inject({ method: 'POST', url: '/api/wechat/login', headers: { cookie }, payload: { code: 'forged-code', state } });
    expect(response.json()).toMatchObject({ code: -100, msg: '授权码无效或已使用，请重新进入' });
  });

  it('answers a missing code with -100 naming it', async () => {
    const body = await api.call('LOGIN', {});
    expect(body).toMatchObject({ code: -100, msg: '缺少授权码' });
  });
});

describe('sandbox WeChat: a tester adds a user on the authorisation page', () => {
  it('creates the user and logs in as it, with the nickname the tester gave', async () => {
    const authorize = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/Recharge' });
    const cookie = String(authorize.headers['set-cookie']).split(';')[0] ?? '';
    const consentUrl = new URL(String(authorize.headers.location), 'http://test');
    const page = await api.app.inject({ method: 'GET', url: String(authorize.headers.location) });
    expect(page.body).toContain('新建用户并授权登录');
    const state = consentUrl.searchParams.get('state') ?? '';
    const created = await api.app.inject({
      method: 'POST',
      url: '/sandbox/wechat/users',
      payload: { nickname: '  新来的测试员 ', redirect_uri: consentUrl.searchParams.get('redirect_uri'), state },
    });
    expect(created.statusCode).toBe(302);
    const code = new URL(String(created.headers.location), 'http://test').searchParams.get('code') ?? '';
    const login = (await api.app.inject({ method: 'POST', url: '/api/wechat/login', headers: { cookie }, payload: { code, state } })).json();
    expect(login.code).toBe(1);
    const member = await api.call('PERSONAL_DATA', {}, login.data.token);
    expect(JSON.stringify(member.data)).toContain('新来的测试员');
  });

  it('refuses an empty nickname and a redirect to another site', async () => {
    const empty = await api.app.inject({ method: 'POST', url: '/sandbox/wechat/users', payload: { nickname: '   ', redirect_uri: '/', state: 's' } });
    expect(empty.statusCode).toBe(400);
    const elsewhere = await api.app.inject({
      method: 'POST',
      url: '/sandbox/wechat/users',
      payload: { nickname: '测试', redirect_uri: 'https://evil.example/', state: 's' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
