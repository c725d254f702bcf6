import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FakeModule, FakeWechatCore } from './fake-wechat-server.ts';

// The official account's side of the fake: web authorisation (the consent step, the code exchange,
// the user's profile) and the account's own credentials (stable_token, the jsapi_ticket). WeChat
// answers these with HTTP 200 and { errcode, errmsg } when it refuses.

/** Who consents at the next authorisation; a snapshot-page user gets a virtual openid. */
export interface FakeWechatUser {
  openid: string;
  nickname: string;
  headimgurl: string;
  isSnapshotUser?: boolean;
}

interface IssuedCode {
  user: FakeWechatUser;
  scope: 'snsapi_base' | 'snsapi_userinfo';
  expiresAt: number;
  isUsed: boolean;
}

const CODE_LIFETIME_SECONDS = 5 * 60;
const TOKEN_LIFETIME_SECONDS = 7200;
/** stable_token answers a new token within the last five minutes of the old one. */
const TOKEN_OVERLAP_SECONDS = 300;
/** A force refresh within 30 s of the last one does not refresh (WeChat: 连续使用该模式时间隔至少为30s). */
const FORCE_REFRESH_INTERVAL_SECONDS = 30;
/** WeChat's rule for the state it carries back: [a-zA-Z0-9], at most 128 bytes. */
const STATE_RULE = /^[a-zA-Z0-9]{0,128}$/;

const randomText = (bytes: number) => randomBytes(bytes).toString('hex');

const refuse = (reply: FastifyReply, errcode: number, errmsg: string) => reply.code(200).send({ errcode, errmsg });

export const DEFAULT_FAKE_USER: FakeWechatUser = {
  openid: 'o_fake_default_user',
  nickname: '微信测试用户',
  headimgurl: 'https://thirdwx.qlogo.cn/mmopen/fake/132',
};

export const fakeOfficialAccount: FakeModule<ReturnType<typeof officialAccountOf>> = (app, core) => officialAccountOf(app, core);

function officialAccountOf(app: FastifyInstance, core: FakeWechatCore) {
  const codes = new Map<string, IssuedCode>();
  /** OAuth access tokens (not the account's): the openid and scope each was issued for. */
  const oauthTokens = new Map<string, { openid: string; scope: string }>();
  const consents: Array<FakeWechatUser | 'refuse'> = [];
  let stableToken: { value: string; expiresAt: number } | null = null;
  const tokenExpiries = new Map<string, number>();
  let ticket: { value: string; expiresAt: number } | null = null;
  let lastForcedAt = Number.NEGATIVE_INFINITY;
  const calls = { stableToken: 0, forceRefresh: 0, ticket: 0 };

  /** The account's token stops being accepted anywhere (every API checks core.accessTokens). */
  const invalidate = (token: string) => {
    core.accessTokens.delete(token);
    tokenExpiries.delete(token);
  };

  const isAccount = (appid: unknown, secret: unknown) => appid === core.keys.appId && secret === core.keys.appSecret;

  // The consent step: WeChat shows its page and sends the browser back with a code. The fragment
  // #wechat_redirect never reaches a server.
  app.get<{ Querystring: Record<string, string | undefined> }>('/connect/oauth2/authorize', async (request, reply) => {
    const { appid, redirect_uri: redirectUri, response_type: responseType, scope, state = '' } = request.query;
    if (appid !== core.keys.appId) {
      return reply.code(400).type('text/plain').send('appid 参数错误');
    }
    if (!redirectUri || !URL.canParse(redirectUri) || responseType !== 'code' || (scope !== 'snsapi_base' && scope !== 'snsapi_userinfo')) {
      return reply.code(400).type('text/plain').send('redirect_uri 或 scope 参数错误');
    }
    if (!STATE_RULE.test(state)) {
      return reply.code(400).type('text/plain').send('state 参数错误');
    }
    const back = new URL(redirectUri);
    const consent = consents.shift() ?? DEFAULT_FAKE_USER;
    if (consent !== 'refuse') {
      const code = randomText(16);
      codes.set(code, { user: consent, scope, expiresAt: core.nowSeconds() + CODE_LIFETIME_SECONDS, isUsed: false });
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', state);
    return reply.redirect(back.toString(), 302);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/sns/oauth2/access_token', async (request, reply) => {
    const { appid, secret, code = '', grant_type: grantType } = request.query;
    if (!isAccount(appid, secret)) {
      return refuse(reply, 40125, 'invalid appsecret');
    }
    if (grantType !== 'authorization_code') {
      return refuse(reply, 40002, 'invalid grant_type');
    }
    const issued = codes.get(code);
    if (!issued || issued.expiresAt <= core.nowSeconds()) {
      return refuse(reply, 40029, 'invalid code');
    }
    if (issued.isUsed) {
      return refuse(reply, 40163, 'code been used');
    }
    issued.isUsed = true;
    const accessToken = randomText(24);
    oauthTokens.set(accessToken, { openid: issued.user.openid, scope: issued.scope });
    return reply.send({
      access_token: accessToken,
      expires_in: TOKEN_LIFETIME_SECONDS,
      refresh_token: randomText(24),
      openid: issued.user.openid,
      scope: issued.scope,
      ...(issued.user.isSnapshotUser ? { is_snapshotuser: 1 } : {}),
    });
  });

  // Since late 2021 sns/userinfo gives no sex, province, city or country.
  app.get<{ Querystring: Record<string, string | undefined> }>('/sns/userinfo', async (request, reply) => {
    const { access_token: accessToken = '', openid } = request.query;
    const token = oauthTokens.get(accessToken);
    if (!token || token.openid !== openid) {
      return refuse(reply, 40001, 'invalid credential, access_token is invalid or not latest');
    }
    if (token.scope !== 'snsapi_userinfo') {
      return refuse(reply, 48001, 'api unauthorized');
    }
    const user = [...codes.values()].find((issued) => issued.user.openid === openid)?.user;
    return reply.send({ openid, nickname: user?.nickname ?? '', headimgurl: user?.headimgurl ?? '', privilege: [] });
  });

  // The recommended way to the account's access token: without force_refresh it answers the
  // token still valid, so several callers do not invalidate each other's.
  app.post('/cgi-bin/stable_token', async (request, reply) => {
    calls.stableToken += 1;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(String(request.body)) as Record<string, unknown>;
    } catch {
      return refuse(reply, 47001, 'data format error');
    }
    if (body.grant_type !== 'client_credential' || !isAccount(body.appid, body.secret)) {
      return refuse(reply, 40125, 'invalid appsecret');
    }
    const now = core.nowSeconds();
    // force_refresh: a new token at once and the previous one invalid, at most once every 30 s.
    const isForced = body.force_refresh === true && now - lastForcedAt >= FORCE_REFRESH_INTERVAL_SECONDS;
    if (body.force_refresh === true) {
      calls.forceRefresh += 1;
    }
    if (isForced) {
      lastForcedAt = now;
      if (stableToken) {
        invalidate(stableToken.value);
      }
    }
    // WeChat renews the token in its last five minutes; the old one stays valid until it expires.
    if (!stableToken || stableToken.expiresAt - now < TOKEN_OVERLAP_SECONDS || isForced) {
      stableToken = { value: randomText(32), expiresAt: now + TOKEN_LIFETIME_SECONDS };
      tokenExpiries.set(stableToken.value, stableToken.expiresAt);
      core.accessTokens.add(stableToken.value);
    }
    return reply.send({ access_token: stableToken.value, expires_in: stableToken.expiresAt - now });
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/cgi-bin/ticket/getticket', async (request, reply) => {
    calls.ticket += 1;
    const { access_token: accessToken = '', type } = request.query;
    const now = core.nowSeconds();
    if (!core.accessTokens.has(accessToken) || (tokenExpiries.get(accessToken) ?? 0) <= now) {
      return refuse(reply, 40001, 'invalid credential, access_token is invalid or not latest');
    }
    if (type !== 'jsapi') {
      return refuse(reply, 40097, 'invalid args');
    }
    if (!ticket || ticket.expiresAt <= now) {
      ticket = { value: randomText(32), expiresAt: now + TOKEN_LIFETIME_SECONDS };
    }
    return reply.send({ errcode: 0, errmsg: 'ok', ticket: ticket.value, expires_in: ticket.expiresAt - now });
  });

  return {
    /** The next authorisation is consented by this user (a snapshot-page user with isSnapshotUser). */
    consentNext(user: FakeWechatUser) {
      consents.push(user);
    },
    /** The next authorisation is declined: the browser comes back with the state and no code. */
    refuseNext() {
      consents.push('refuse');
    },
    /** How many times the app asked for the account's token (forceRefresh: with force_refresh) and for the ticket. */
    calls,
    /** The account's token in force, as stable_token would answer it now; null before the first. */
    currentAccessToken: () => stableToken?.value ?? null,
    /**
     * The token in force stops being accepted before its expiry, as after the AppSecret is reset or
     * another system's force refresh: every API answers 40001 to it, and stable_token issues a new one.
     */
    invalidateAccessToken() {
      if (stableToken) {
        invalidate(stableToken.value);
        stableToken = null;
      }
    },
    /** The jsapi_ticket in force, as the WeChat client checks a page's signature against it. */
    currentTicket: () => ticket?.value ?? null,
  };
}
