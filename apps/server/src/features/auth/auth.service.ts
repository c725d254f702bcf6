import { AuthMessage } from '@hall/contract/auth/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { createMemberSession, endOtherMemberSessions } from '../../platform/member-sessions.ts';
import { createOAuthState, OAUTH_STATE_TTL_MS } from '../../platform/oauth-state.ts';
import { areEqualSecrets, hashToken } from '../../platform/secrets.ts';
import { insertOAuthState, upsertMember, useOAuthState } from './auth.repository.ts';

/** Starts WeChat authorisation: a random state, remembered hashed and in the browser's cookie. */
export async function beginAuthorization(deps: AppDeps, redirectPath: string): Promise<{ state: string; url: string }> {
  const state = createOAuthState();
  await insertOAuthState(deps.db, hashToken(state), new Date(deps.now().getTime() + OAUTH_STATE_TTL_MS));
  const url = deps.providers.wechatOAuth.buildAuthorizeUrl({ redirectUri: redirectPath, state });
  return { state, url };
}

/**
 * LOGIN: the state must be this browser's and unused, the code valid; returns a new token. With
 * `endOtherSessions` the member's other sessions end in the same transaction.
 */
export async function logIn(
  deps: AppDeps,
  options: { code: string; state: string | undefined; cookieState: string | undefined; endOtherSessions?: boolean },
): Promise<string> {
  const { code, state, cookieState } = options;
  if (!state || !cookieState || !areEqualSecrets(state, cookieState)) {
    throw invalid(AuthMessage.STATE_EXPIRED);
  }
  if (!(await useOAuthState(deps.db, hashToken(state), deps.now()))) {
    throw invalid(AuthMessage.STATE_EXPIRED);
  }
  const profile = await deps.providers.wechatOAuth.exchangeCode(code);
  if (!profile) {
    throw invalid(AuthMessage.CODE_INVALID);
  }
  const memberId = await upsertMember(deps.db, profile);
  if (!options.endOtherSessions) {
    return createMemberSession(deps.db, memberId, deps.now());
  }
  return deps.db.transaction(async (tx) => {
    const token = await createMemberSession(tx, memberId, deps.now());
    await endOtherMemberSessions(tx, memberId, hashToken(token));
    return token;
  });
}
