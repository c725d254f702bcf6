import { z } from 'zod';
import { earnShareOfMonth } from '../../boss/commission-ledger.ts';
import { commissionShareJobs } from '../../db/schema.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { RetryPolicy } from '../../platform/jobs/retry-policy.ts';

const SHARE_RETRY: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 60 * 60_000, maxAttempts: 10 };

/**
 * 话费分成 of a number's closed month: queued by the monthly run in the number's transaction
 * (boss/commission-ledger.ts queueCommissionShare), one row per number and month. The entry's
 * unique key keeps it once even when the row runs twice (a lost lease, two workers).
 */
export const commissionShareJob = defineJob({
  name: 'commission share',
  table: commissionShareJobs,
  payload: z.object({ phone: z.string(), billMonth: z.string() }),
  retry: SHARE_RETRY,
  handler: async ({ phone, billMonth }, { deps }) => {
    await earnShareOfMonth(deps.db, phone, billMonth, deps.now());
    return undefined;
  },
});
