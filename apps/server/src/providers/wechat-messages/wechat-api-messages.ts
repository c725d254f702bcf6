import { REJECTED_TOKEN_ERRCODES } from '../wechat-api/wechat-api.ts';
import { RETRYABLE_WECHAT_ERRCODES, type WechatMessage, type WechatMessageAnswer, type WechatMessages } from './wechat-messages.ts';

interface WechatApiMessagesOptions {
  /** WECHAT_API_BASE (https://api.weixin.qq.com, or a fake's address). */
  apiBase: string;
  /** The official account's global access token (providers/wechat-api). */
  accessToken: () => Promise<string>;
  /** Reports a token WeChat rejected, so the next send goes with a new one (providers/wechat-api). */
  rejectAccessToken: (token: string) => Promise<void>;
}

const asValues = (data: Record<string, string>) => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, { value }]));

/** Template and subscription messages through the official account's API (api.weixin.qq.com). */
export function createWechatApiMessages(options: WechatApiMessagesOptions): WechatMessages {
  const post = async (path: string, body: unknown): Promise<WechatMessageAnswer> => {
    const token = await options.accessToken();
    const url = new URL(path, options.apiBase);
    url.searchParams.set('access_token', token);
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) {
      throw new Error(`WeChat answered HTTP ${response.status} to ${path}`);
    }
    const answer = (await response.json()) as { errcode?: number; errmsg?: string };
    const errcode = answer.errcode ?? 0;
    if (errcode === 0) {
      return { isDelivered: true };
    }
    const errmsg = answer.errmsg ?? '';
    if (REJECTED_TOKEN_ERRCODES.has(errcode)) {
      await options.rejectAccessToken(token);
    }
    if (RETRYABLE_WECHAT_ERRCODES.has(errcode)) {
      throw new Error(`WeChat answered errcode ${errcode} (${errmsg}) to ${path}`);
    }
    return { isDelivered: false, errcode, errmsg };
  };

  return {
    sendTemplate: (message: WechatMessage) =>
      post('/cgi-bin/message/template/send', {
        touser: message.openid,
        template_id: message.templateId,
        ...(message.url ? { url: message.url } : {}),
        data: asValues(message.data),
      }),
    sendSubscription: (message: WechatMessage) =>
      post('/cgi-bin/message/subscribe/bizsend', {
        touser: message.openid,
        template_id: message.templateId,
        ...(message.url ? { page: message.url } : {}),
        data: asValues(message.data),
      }),
  };
}
