import { z } from 'zod';
import { COMMISSION_KINDS, CommissionMessage } from './rules.ts';

/** A bill month YYYYMM (China time), as the monthly run names it. */
export const commissionMonthField = z
  .string({ error: CommissionMessage.MONTH_INVALID })
  .trim()
  .regex(/^\d{4}(0[1-9]|1[0-2])$/, CommissionMessage.MONTH_INVALID);

export const commissionPageField = z.number({ error: '页码无效' }).int('页码无效').min(1, '页码无效').max(1000, '页码无效').default(1);

/** One ledger entry as a statement shows it: the number masked. */
export const commissionEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.enum(COMMISSION_KINDS),
  /** 开卡单号 of the opening. */
  recordNumber: z.string(),
  /** 166****0020 */
  phone: z.string(),
  workNo: z.string(),
  /** The bill month a share is of (YYYYMM); empty for the other kinds. */
  billMonth: z.string(),
  amountFen: z.number().int(),
});
export type CommissionEntry = z.infer<typeof commissionEntrySchema>;

/** A dealer's month: a page of its entries, oldest first, and the month's totals per kind (all pages). */
export const commissionStatementSchema = z.object({
  month: z.string(),
  /** The current China month on the server's clock: the page's month picker counts back from it. */
  currentMonth: z.string(),
  entries: z.array(commissionEntrySchema),
  hasMore: z.boolean(),
  totals: z.object({ activationFen: z.number().int(), shareFen: z.number().int(), clawbackFen: z.number().int(), netFen: z.number().int() }),
});
export type CommissionStatement = z.infer<typeof commissionStatementSchema>;
