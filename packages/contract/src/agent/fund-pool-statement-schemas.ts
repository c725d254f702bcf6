import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { fundPoolStatementEndpoints } from './endpoints.ts';
import { checkStatementRange, FUND_POOL_ENTRY_KINDS, FundPoolStatementMessage } from './fund-pool-statement-rules.ts';

/** One movement of the dealer's pool, as its ledger recorded it. */
export const fundPoolStatementEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  kind: z.enum(FUND_POOL_ENTRY_KINDS),
  /** Positive for a top-up, negative for a debit. */
  amountFen: z.number().int(),
  /** The pool right after this movement (the ledger's running balance). */
  balanceAfterFen: z.number().int(),
  /** For a debit: the opening's record number and the agent's work number; null for a top-up. */
  recordNumber: z.string().nullable(),
  workNo: z.string().nullable(),
  /** Staff's note on a top-up (渠道初始资金 for the demo pools' first deposit). */
  note: z.string(),
});
export type FundPoolStatementEntry = z.infer<typeof fundPoolStatementEntrySchema>;

const chinaDateField = (required: string) =>
  z
    .string({ error: FundPoolStatementMessage.DATE_INVALID })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, FundPoolStatementMessage.DATE_INVALID);

export const fundPoolStatementSchemas = {
  AGENT_FUND_POOL_STATEMENT: {
    request: z
      .object({
        /** First China day (YYYY-MM-DD); with `to`, or neither: this China month up to today. */
        from: chinaDateField(FundPoolStatementMessage.FROM_REQUIRED).optional(),
        /** Last China day, included. */
        to: chinaDateField(FundPoolStatementMessage.TO_REQUIRED).optional(),
        page: z
          .number({ error: FundPoolStatementMessage.PAGE_INVALID })
          .int(FundPoolStatementMessage.PAGE_INVALID)
          .min(1, FundPoolStatementMessage.PAGE_INVALID)
          .max(1000, FundPoolStatementMessage.PAGE_INVALID)
          .default(1),
      })
      .superRefine((input, context) => {
        if (input.from === undefined && input.to === undefined) {
          return;
        }
        if (input.from === undefined) {
          context.addIssue({ code: 'custom', path: ['from'], message: FundPoolStatementMessage.FROM_REQUIRED });
          return;
        }
        if (input.to === undefined) {
          context.addIssue({ code: 'custom', path: ['to'], message: FundPoolStatementMessage.TO_REQUIRED });
          return;
        }
        const refusal = checkStatementRange(input.from, input.to);
        if (refusal) {
          context.addIssue({ code: 'custom', path: ['to'], message: refusal });
        }
      }),
    response: z.object({
      /** The range answered, China days, both included. */
      from: z.string(),
      to: z.string(),
      /** Today on the server's China clock: the page's ranges count back from it. */
      today: z.string(),
      dealerName: z.string(),
      /** The pool before the range's first movement (期初余额). */
      openingFen: z.number().int(),
      /** The pool after the range's last movement (期末余额): the ledger's running balance. */
      closingFen: z.number().int(),
      /** The range's top-ups and debits (all pages), each a positive sum. */
      inFen: z.number().int(),
      outFen: z.number().int(),
      /** The range's movements, oldest first. */
      list: z.array(fundPoolStatementEntrySchema),
      hasMore: z.boolean(),
    }),
  },
} satisfies SchemaTable<typeof fundPoolStatementEndpoints>;
