import type { authEndpoints } from '@hall/contract/auth/endpoints';
import { ANONYMOUS_ENTRY } from '@hall/contract/rate-limits';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { limitRoutePerAddress } from '../../platform/rate-limits.ts';
import { endMemberSession, endOtherMemberSessions } from '../../platform/member-sessions.ts';
import { beginAuthorization, logIn } from './auth.service.ts';
import { scheduleOAuthStateSweep } from './oauth-state.schedule.ts';

export const OAUTH_STATE_COOKIE = 'hall_oauth_state';

const authorizeQuerySchema = z.object({
  redirect: z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/)
    .max(500)
    .catch('/'),
});

/** GET /api/wechat/authorize?redirect=/path — where the login guard sends a browser without a token. */
function registerAuthorizeRoute(app: FastifyInstance, deps: AppDeps): void {
  // Each call writes a state row: limited per address like the sign-in it starts.
  app.get('/api/wechat/authorize', { onRequest: limitRoutePerAddress(app, deps, 'oauth-authorize', ANONYMOUS_ENTRY) }, async (request, reply) => {
    const { redirect } = authorizeQuerySchema.parse(request.query ?? {});
    const { state, url } = await beginAuthorization(deps, redirect);
    reply.setCookie(OAUTH_STATE_COOKIE, state, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.PUBLIC_URL.startsWith('https://'),
      maxAge: 600,
    });
    return reply.redirect(url, 302);
  });
}

export const authModule: FeatureModule<keyof typeof authEndpoints> = {
  name: 'auth',
  handlers: (deps) => {
    return {
      LOGIN: async ({ input, request, reply }) => {
        const token = await logIn(deps, {
          code: input.code,
          state: input.state,
          cookieState: request.cookies[OAUTH_STATE_COOKIE],
          endOtherSessions: input.endOtherSessions,
        });
        reply.clearCookie(OAUTH_STATE_COOKIE, { path: '/' });
        return { token };
      },
      LOGOUT: async ({ member }) => {
        await endMemberSession(deps.db, member.sessionTokenHash);
        return {};
      },
      END_OTHER_SESSIONS: async ({ member }) => ({
        endedSessions: await endOtherMemberSessions(deps.db, member.id, member.sessionTokenHash),
      }),
    };
  },
  routes: registerAuthorizeRoute,
  schedules: scheduleOAuthStateSweep,
};
