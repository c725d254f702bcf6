import type { Db } from '../../db/connection.ts';
import { sandboxWechatOutbox } from '../../db/schema.ts';
import type { WechatMessage, WechatMessages } from './wechat-messages.ts';

/**
 * The sandbox's official account: every member follows it, and what it sends lands in an outbox
 * the console shows (微信消息), as a person reads the chat. A repeated dedupe key shows once.
 */
export function createSandboxWechatMessages(db: Db, now: () => Date): WechatMessages {
  const deliver = (kind: 'template' | 'subscribe') => async (message: WechatMessage) => {
    await db
      .insert(sandboxWechatOutbox)
      .values({
        kind,
        openid: message.openid,
        templateId: message.templateId,
        url: message.url,
        data: message.data,
        dedupeKey: message.dedupeKey,
        createdAt: now(),
      })
      .onConflictDoNothing({ target: sandboxWechatOutbox.dedupeKey });
    return { isDelivered: true } as const;
  };
  return { sendTemplate: deliver('template'), sendSubscription: deliver('subscribe') };
}
