import { ANONYMOUS_ENTRY, ANONYMOUS_LOOKUP } from '@hall/contract/rate-limits';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oauthStates, wechatPayerOpenids } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { createOAuthState, OAUTH_STATE_TTL_MS } from '../../platform/oauth-state.ts';
import { limitRoutePerAddress } from '../../platform/rate-limits.ts';
import { areEqualSecrets, createRandomToken, hashToken } from '../../platform/secrets.ts';
import { PAYER_COOKIE } from '../../platform/wechat-payer.ts';
import { and, eq, gt, isNull } from 'drizzle-orm';

/** The browser's state of its snsapi_base authorisation, as the login keeps its own. */
const PAYER_STATE_COOKIE = 'hall_wx_payer_state';
/** How long a browser is remembered as its payer: the openid of an appid never changes. */
export const PAYER_OPENID_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A path of this app (no scheme, no host, no //), else the public top-up page. */
const localPath = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/)
  .max(500)
  .catch('/UniversalPay');
const beginQuerySchema = z.object({ returnUrl: localPath });
const returnQuerySchema = z.object({
  returnUrl: localPath,
  code: z.string().max(512).optional(),
  state: z.string().max(128).optional(),
});

/** The return address WeChat sends the browser back to, carrying where the page wants to go. */
const returnRouteOf = (returnUrl: string) => `/api/wechat/payer/return?${new URLSearchParams({ returnUrl }).toString()}`;

/**
 * GET /api/wechat/payer?returnUrl=/UniversalPay…: a payer who is not logged in (the public top-up
 * in WeChat) gets their openid from a silent snsapi_base authorisation; the browser is remembered
 * by a random token in an HttpOnly cookie, and sent back to returnUrl.
 */
export function registerPayerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const secure = deps.config.PUBLIC_URL.startsWith('https://');

  // Each call writes a state row: limited per address like the login's authorize redirect.
  app.get('/api/wechat/payer', { onRequest: limitRoutePerAddress(app, deps, 'wechat-payer', ANONYMOUS_ENTRY) }, async (request, reply) => {
    const { returnUrl } = beginQuerySchema.parse(request.query ?? {});
    const state = createOAuthState();
    await deps.db.insert(oauthStates).values({ stateHash: hashToken(state), expiresAt: new Date(deps.now().getTime() + OAUTH_STATE_TTL_MS) });
    reply.setCookie(PAYER_STATE_COOKIE, state, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: OAUTH_STATE_TTL_MS / 1000 });
    return reply.redirect(deps.providers.wechatOAuth.buildAuthorizeUrl({ redirectUri: returnRouteOf(returnUrl), state, scope: 'snsapi_base' }), 302);
  });

  // Each success writes a payer row.
  app.get('/api/wechat/payer/return', { onRequest: limitRoutePerAddress(app, deps, 'wechat-payer-return', ANONYMOUS_LOOKUP) }, async (request, reply) => {
    const { returnUrl, code, state } = returnQuerySchema.parse(request.query ?? {});
    const cookieState = request.cookies[PAYER_STATE_COOKIE];
    reply.clearCookie(PAYER_STATE_COOKIE, { path: '/' });
    const now = deps.now();
    const isThisBrowsers = state !== undefined && cookieState !== undefined && areEqualSecrets(state, cookieState);
    const usedState = isThisBrowsers
      ? await deps.db
          .update(oauthStates)
          .set({ usedAt: now })
          .where(and(eq(oauthStates.stateHash, hashToken(state)), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
          .returning({ stateHash: oauthStates.stateHash })
      : [];
    // Without a valid state or code the page goes on without an openid (and says so at payment).
    const identity = usedState.length === 1 && code ? await deps.providers.wechatOAuth.exchangeBaseCode(code) : null;
    if (identity) {
      const token = createRandomToken();
      await deps.db.insert(wechatPayerOpenids).values({
        tokenHash: hashToken(token),
        openid: identity.openid,
        isSnapshotUser: identity.isSnapshotUser,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PAYER_OPENID_TTL_SECONDS * 1000),
      });
      reply.setCookie(PAYER_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: PAYER_OPENID_TTL_SECONDS });
    }
    return reply.redirect(returnUrl, 302);
  });
}
