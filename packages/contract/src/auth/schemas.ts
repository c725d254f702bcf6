import { z } from 'zod';
import { lineString } from '../fields.ts';
import type { authEndpoints } from './endpoints.ts';
import type { SchemaTable } from '../operation.ts';

export const authSchemas = {
  LOGIN: {
    request: z.object({
      code: lineString('授权码', '缺少授权码').trim().min(1, '缺少授权码').max(128, '授权码无效'),
      state: lineString('授权状态').max(128, '授权状态无效').optional(),
      /** The member's other sessions (other phones, older logins) end with this login. */
      endOtherSessions: z.boolean().optional(),
    }),
    response: z.object({ token: z.string() }),
  },
  LOGOUT: { request: z.object({}), response: z.object({}) },
  END_OTHER_SESSIONS: { request: z.object({}), response: z.object({ endedSessions: z.number().int() }) },
} satisfies SchemaTable<typeof authEndpoints>;
