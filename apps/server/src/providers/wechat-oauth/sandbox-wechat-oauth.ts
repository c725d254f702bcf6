import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxOauthCodes, sandboxWechatUsers } from '../../db/schema.ts';
import { hashToken } from '../../platform/secrets.ts';
import type { WechatOAuth, WechatProfile } from './wechat-oauth.ts';

/** Stands in for WeChat: its authorise page is /sandbox/wechat/authorize, codes live in our tables. */
export function createSandboxWechatOAuth(db: Db, appId: string, now: () => Date): WechatOAuth {
  return {
    buildAuthorizeUrl: ({ redirectUri, state }) => {
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_userinfo',
        state,
      });
      return `/sandbox/wechat/authorize?${query.toString()}#wechat_redirect`;
    },
    exchangeCode: async (code): Promise<WechatProfile | null> => {
      const used = await db
        .update(sandboxOauthCodes)
        .set({ usedAt: now() })
        .where(and(eq(sandboxOauthCodes.codeHash, hashToken(code)), isNull(sandboxOauthCodes.usedAt), gt(sandboxOauthCodes.expiresAt, now())))
        .returning({ openid: sandboxOauthCodes.openid });
      const openid = used[0]?.openid;
      if (!openid) {
        return null;
      }
      const users = await db.select().from(sandboxWechatUsers).where(eq(sandboxWechatUsers.openid, openid));
      const user = users[0];
      return user ? { openid: user.openid, nickname: user.nickname, avatarUrl: user.avatarUrl } : null;
    },
  };
}
