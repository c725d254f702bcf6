import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxOauthCodes, sandboxWechatUsers } from '../../db/schema.ts';
import { hashToken } from '../../platform/secrets.ts';
import type { WechatIdentity, WechatOAuth, WechatProfile } from './wechat-oauth.ts';

/** The nickname WeChat's snapshot page gives its virtual users. */
export const SNAPSHOT_NICKNAME = '微信用户';

/** Stands in for WeChat: its authorise page is /sandbox/wechat/authorize, codes live in our tables. */
export function createSandboxWechatOAuth(db: Db, appId: string, now: () => Date): WechatOAuth {
  const useCode = async (code: string): Promise<WechatIdentity | null> => {
    const used = await db
      .update(sandboxOauthCodes)
      .set({ usedAt: now() })
      .where(and(eq(sandboxOauthCodes.codeHash, hashToken(code)), isNull(sandboxOauthCodes.usedAt), gt(sandboxOauthCodes.expiresAt, now())))
      .returning({ openid: sandboxOauthCodes.openid, isSnapshotUser: sandboxOauthCodes.isSnapshotUser });
    return used[0] ?? null;
  };
  return {
    buildAuthorizeUrl: ({ redirectUri, state, scope = 'snsapi_userinfo' }) => {
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
      });
      return `/sandbox/wechat/authorize?${query.toString()}#wechat_redirect`;
    },
    exchangeCode: async (code): Promise<WechatProfile | null> => {
      const identity = await useCode(code);
      if (!identity) {
        return null;
      }
      // The snapshot page's user is virtual: no profile behind it.
      if (identity.isSnapshotUser) {
        return { openid: identity.openid, nickname: SNAPSHOT_NICKNAME, avatarUrl: '', isSnapshotUser: true };
      }
      const users = await db.select().from(sandboxWechatUsers).where(eq(sandboxWechatUsers.openid, identity.openid));
      const user = users[0];
      return user ? { openid: user.openid, nickname: user.nickname, avatarUrl: user.avatarUrl, isSnapshotUser: false } : null;
    },
    exchangeBaseCode: useCode,
  };
}
