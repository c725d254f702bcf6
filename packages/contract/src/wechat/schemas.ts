import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { wechatEndpoints } from './endpoints.ts';

export const wechatSchemas = {
  WECHAT_JS_CONFIG: {
    /** The page's address without its #fragment, as WeChat signs it. */
    request: z.object({ url: z.string({ error: '缺少页面地址' }).min(1, '缺少页面地址').max(1024, '页面地址无效') }),
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
