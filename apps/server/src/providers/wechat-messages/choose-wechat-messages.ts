import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { wechatProviderOf } from '../wechat-credentials.ts';
import type { WechatApi } from '../wechat-api/wechat-api.ts';
import { createSandboxWechatMessages } from './sandbox-wechat-messages.ts';
import { createWechatApiMessages } from './wechat-api-messages.ts';
import type { WechatMessages } from './wechat-messages.ts';

/** The official account's messages by WECHAT_PROVIDER: the sandbox's outbox or WeChat's API. */
export function createWechatMessagesOf(
  config: Config,
  db: Db,
  wechatApi: Pick<WechatApi, 'accessToken' | 'rejectAccessToken'>,
  now: () => Date,
): WechatMessages {
  return wechatProviderOf(config) === 'wechat'
    ? createWechatApiMessages({
        apiBase: config.WECHAT_API_BASE,
        accessToken: () => wechatApi.accessToken(),
        rejectAccessToken: (token) => wechatApi.rejectAccessToken(token),
      })
    : createSandboxWechatMessages(db, now);
}
