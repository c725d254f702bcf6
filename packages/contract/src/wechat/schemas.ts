import { z } from 'zod';
import { lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { wechatEndpoints, wechatSubscriptionEndpoints } from './endpoints.ts';
import { SUBSCRIBE_SCENES, SubscribeMessage } from './rules.ts';

export const wechatSchemas = {
  WECHAT_JS_CONFIG: {
    /** The page's address without its #fragment, as WeChat signs it. */
    request: z.object({ url: lineString('页面地址', '缺少页面地址').min(1, '缺少页面地址').max(1024, '页面地址无效') }),
    response: z.object({
      /** False where no WeChat client can run the SDK (the sandbox): the page then does without it. */
      isAvailable: z.boolean(),
      appId: z.string(),
      timestamp: z.number().int(),
      nonceStr: z.string(),
      signature: z.string(),
    }),
  },
} satisfies SchemaTable<typeof wechatEndpoints>;

const sceneField = z.enum(SUBSCRIBE_SCENES, { error: SubscribeMessage.SCENE_UNKNOWN });

export const wechatSubscriptionSchemas = {
  WECHAT_SUBSCRIBE_GRANT: {
    /** The scene and the template id wx-open-subscribe answered with status accept. */
    request: z.object({
      scene: sceneField,
      templateId: lineString('模板', SubscribeMessage.TEMPLATE_MISMATCH)
        .min(1, SubscribeMessage.TEMPLATE_MISMATCH)
        .max(128, SubscribeMessage.TEMPLATE_MISMATCH),
    }),
    response: z.object({ grants: z.number().int() }),
  },
  WECHAT_SUBSCRIBE_GRANTS: {
    request: z.object({ scene: sceneField }),
    response: z.object({ templateId: z.string().nullable(), grants: z.number().int() }),
  },
} satisfies SchemaTable<typeof wechatSubscriptionEndpoints>;
