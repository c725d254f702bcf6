import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { consoleReconciliationEndpoints } from './endpoints.ts';
import { MISMATCH_KINDS, RECONCILIATION_STATUSES, ReconciliationMessage } from './rules.ts';

const billDateField = z
  .string({ error: ReconciliationMessage.BAD_DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ReconciliationMessage.BAD_DATE)
  .refine(
    (text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    ReconciliationMessage.BAD_DATE,
  );

export const reconciliationRunSchema = z.object({
  billDate: z.string(),
  status: z.enum(RECONCILIATION_STATUSES),
  attempts: z.number().int(),
  /** Why the last attempt failed (empty once it succeeded). */
  lastError: z.string(),
  /** When a failed day is tried again by the schedule (ISO), or ''. */
  retryAt: z.string(),
  billSha1: z.string(),
  lineCount: z.number().int(),
  paidTotalFen: z.number().int(),
  refundTotalFen: z.number().int(),
  mismatchCount: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationMismatchSchema = z.object({
  kind: z.enum(MISMATCH_KINDS),
  outTradeNo: z.string(),
  transactionId: z.string(),
  /** Our amount in fen, null when we have no such paid order or refund. */
  ourFen: z.number().int().nullable(),
  /** WeChat Pay's amount in fen, null when the bill has no such line. */
  wechatFen: z.number().int().nullable(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;

export const consoleReconciliationSchemas = {
  CONSOLE_RECONCILIATION_DAYS: {
    request: z.object({}),
    response: z.object({ list: z.array(reconciliationRunSchema) }),
  },
  CONSOLE_RECONCILIATION_DAY: {
    request: z.object({ billDate: billDateField }),
    response: z.object({ run: reconciliationRunSchema, mismatches: z.array(reconciliationMismatchSchema) }),
  },
  CONSOLE_RERUN_RECONCILIATION: {
    request: z.object({ billDate: billDateField }),
    response: z.object({ run: reconciliationRunSchema }),
  },
} satisfies SchemaTable<typeof consoleReconciliationEndpoints>;
