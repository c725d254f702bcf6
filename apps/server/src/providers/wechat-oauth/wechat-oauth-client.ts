import { callWechatJson, stringField, WechatApiError } from '../wechat-api/wechat-json.ts';
import type { WechatIdentity, WechatOAuth, WechatProfile } from './wechat-oauth.ts';

const SYSTEM = 'wechat-oauth';
/** WeChat's answers for a code that is unknown or expired (40029) or already used (40163). */
const SPENT_CODE_ERRORS = new Set([40029, 40163]);

/**
 * The official account's web authorisation (公众号网页授权): the authorise address on
 * open.weixin.qq.com, the code exchanged at sns/oauth2/access_token, the profile read at sns/userinfo.
 * sns/userinfo no longer gives sex or region, so neither is read.
 */
export function createWechatOAuthClient(settings: { apiBase: string; openBase: string; publicUrl: string; appId: string; appSecret: string }): WechatOAuth {
  const endpoint = (path: string, query: Record<string, string>) => `${new URL(path, settings.apiBase).toString()}?${new URLSearchParams(query).toString()}`;

  /** The code's openid and access token; null when WeChat says the code is spent. */
  const exchange = async (code: string) => {
    let answer: Record<string, unknown>;
    try {
      answer = await callWechatJson(
        SYSTEM,
        endpoint('/sns/oauth2/access_token', { appid: settings.appId, secret: settings.appSecret, code, grant_type: 'authorization_code' }),
      );
    } catch (error) {
      if (error instanceof WechatApiError && SPENT_CODE_ERRORS.has(error.errcode)) {
        return null;
      }
      throw error;
    }
    return {
      openid: stringField(SYSTEM, answer, 'openid'),
      accessToken: stringField(SYSTEM, answer, 'access_token'),
      isSnapshotUser: answer.is_snapshotuser === 1,
    };
  };

  return {
    buildAuthorizeUrl: ({ redirectUri, state, scope = 'snsapi_userinfo' }) => {
      const query = new URLSearchParams({
        appid: settings.appId,
        redirect_uri: new URL(redirectUri, settings.publicUrl).toString(),
        response_type: 'code',
        scope,
        state,
      });
      return `${new URL('/connect/oauth2/authorize', settings.openBase).toString()}?${query.toString()}#wechat_redirect`;
    },
    exchangeCode: async (code): Promise<WechatProfile | null> => {
      const exchanged = await exchange(code);
      if (!exchanged) {
        return null;
      }
      const user = await callWechatJson(SYSTEM, endpoint('/sns/userinfo', { access_token: exchanged.accessToken, openid: exchanged.openid, lang: 'zh_CN' }));
      return {
        openid: exchanged.openid,
        nickname: typeof user.nickname === 'string' ? user.nickname : '',
        avatarUrl: typeof user.headimgurl === 'string' ? user.headimgurl : '',
        isSnapshotUser: exchanged.isSnapshotUser,
      };
    },
    exchangeBaseCode: async (code): Promise<WechatIdentity | null> => {
      const exchanged = await exchange(code);
      return exchanged ? { openid: exchanged.openid, isSnapshotUser: exchanged.isSnapshotUser } : null;
    },
  };
}
