import { z } from 'zod';
import type { consoleDealersEndpoints } from './endpoints.ts';
import { ContentLimit } from '../console-content/rules.ts';
import { countField, optionalLineField } from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';

const dealerIdField = z
  .string({ error: '请选择渠道' })
  .trim()
  .min(1, '请选择渠道')
  .max(32, '渠道不存在')
  .regex(/^[\w-]+$/, '渠道不存在');

export const fundPoolEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['opening', 'top_up']),
  /** Positive for top-ups, negative for openings paid from the pool. */
  amountFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  /** Work number of the agent, or the staff member's name for top-ups. */
  actor: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type FundPoolEntry = z.infer<typeof fundPoolEntrySchema>;

export const consoleDealersSchemas = {
  CONSOLE_FUND_POOL_LEDGER: {
    request: z.object({ dealerId: dealerIdField }),
    response: z.object({ fundPoolFen: z.number().int(), list: z.array(fundPoolEntrySchema) }),
  },
  CONSOLE_FUND_POOL_TOP_UP: {
    request: z.object({
      dealerId: dealerIdField,
      amountFen: countField('充值金额', ContentLimit.TOP_UP_MAX_FEN, 1),
      note: optionalLineField('备注', 100),
      /** Chosen by the browser once per top-up form, so a repeated submit is recorded once. */
      requestId: z
        .string({ error: '缺少请求编号' })
        .trim()
        .min(8, '请求编号无效')
        .max(64, '请求编号无效')
        .regex(/^[\w-]+$/, '请求编号无效'),
    }),
    response: z.object({ fundPoolFen: z.number().int(), isRepeated: z.boolean() }),
  },
} satisfies SchemaTable<typeof consoleDealersEndpoints>;
