import { z } from 'zod';
import type { authEndpoints } from './endpoints.ts';
import type { SchemaTable } from '../operation.ts';

export const authSchemas = {
  LOGIN: {
    request: z.object({
      code: z.string({ error: '缺少授权码' }).trim().min(1, '缺少授权码').max(128, '授权码无效'),
      state: z.string().max(128, '授权状态无效').optional(),
    }),
    response: z.object({ token: z.string() }),
  },
} satisfies SchemaTable<typeof authEndpoints>;
