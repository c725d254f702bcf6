import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { agentRecordsEndpoints } from './endpoints.ts';
import { OPENING_STATES } from './rules.ts';

/** One opening in the agent's 开卡记录: the number and customer masked, as staff see them. */
export const agentOpeningSchema = z.object({
  /** 166****0020 */
  serviceId: z.string(),
  offerName: z.string(),
  /** 邵**; empty before the real-name step. */
  customerName: z.string(),
  createdAt: z.string(),
  state: z.enum(OPENING_STATES),
  /** Why the audit refused it. */
  reason: z.string().nullable(),
});
export type AgentOpening = z.infer<typeof agentOpeningSchema>;

export const agentRecordsSchemas = {
  AGENT_OPENINGS: {
    request: z.object({
      /** YYYYMM in China time; this month when left out. */
      month: z
        .string({ error: '月份格式错误' })
        .regex(/^\d{4}(0[1-9]|1[0-2])$/, '月份格式错误')
        .optional(),
      page: z.number({ error: '页码格式错误' }).int('页码格式错误').min(1, '页码格式错误').max(1000, '页码格式错误').default(1),
    }),
    response: z.object({
      month: z.string(),
      /** The month's openings by state, all pages. */
      counts: z.object({ unfinished: z.number().int(), pending: z.number().int(), passed: z.number().int(), failed: z.number().int() }),
      list: z.array(agentOpeningSchema),
      hasMore: z.boolean(),
    }),
  },
} satisfies SchemaTable<typeof agentRecordsEndpoints>;
