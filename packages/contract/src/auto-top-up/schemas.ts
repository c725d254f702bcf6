import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { autoTopUpEndpoints } from './endpoints.ts';
import {
  AUTO_TOP_UP_AMOUNT_MAX_FEN,
  AUTO_TOP_UP_AMOUNT_MIN_FEN,
  AUTO_TOP_UP_CONTRACT_STATES,
  AUTO_TOP_UP_DEBIT_STATES,
  AUTO_TOP_UP_MONTHLY_LIMIT_MAX,
  AUTO_TOP_UP_MONTHLY_LIMIT_MIN,
  AUTO_TOP_UP_THRESHOLD_MAX_FEN,
  AUTO_TOP_UP_THRESHOLD_MIN_FEN,
  AutoTopUpMessage,
} from './rules.ts';

/** Whole yuan in fen within the bounds, with the rule's message for anything else. */
const wholeYuanFen = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .refine((fen) => fen % 100 === 0, message);

export const autoTopUpRulesSchema = z.object({
  thresholdFen: wholeYuanFen(AUTO_TOP_UP_THRESHOLD_MIN_FEN, AUTO_TOP_UP_THRESHOLD_MAX_FEN, AutoTopUpMessage.THRESHOLD_INVALID),
  amountFen: wholeYuanFen(AUTO_TOP_UP_AMOUNT_MIN_FEN, AUTO_TOP_UP_AMOUNT_MAX_FEN, AutoTopUpMessage.AMOUNT_INVALID),
  monthlyLimit: z
    .number({ error: AutoTopUpMessage.LIMIT_INVALID })
    .int(AutoTopUpMessage.LIMIT_INVALID)
    .min(AUTO_TOP_UP_MONTHLY_LIMIT_MIN, AutoTopUpMessage.LIMIT_INVALID)
    .max(AUTO_TOP_UP_MONTHLY_LIMIT_MAX, AutoTopUpMessage.LIMIT_INVALID),
});
export type AutoTopUpRules = z.infer<typeof autoTopUpRulesSchema>;

export const autoTopUpDebitSchema = z.object({
  id: z.number().int(),
  amountFen: z.number().int(),
  status: z.enum(AUTO_TOP_UP_DEBIT_STATES),
  /** 1, or 2 for the retry of a failed debit. */
  attempt: z.number().int(),
  createdAt: z.string(),
});
export type AutoTopUpDebit = z.infer<typeof autoTopUpDebitSchema>;

export const autoTopUpStatusSchema = z.object({
  balanceFen: z.number().int(),
  /** The saved rules, or null before the first save. */
  rules: autoTopUpRulesSchema.nullable(),
  contractState: z.enum(AUTO_TOP_UP_CONTRACT_STATES),
  signedAt: z.string().nullable(),
  /** Top-ups this China month that count against the limit (taking or paid). */
  usedThisMonth: z.number().int(),
  /** The latest debits, newest first. */
  debits: z.array(autoTopUpDebitSchema),
});
export type AutoTopUpStatus = z.infer<typeof autoTopUpStatusSchema>;

export const autoTopUpSchemas = {
  AUTO_TOP_UP_STATUS: { request: z.object({}), response: autoTopUpStatusSchema },
  AUTO_TOP_UP_SAVE: { request: autoTopUpRulesSchema, response: autoTopUpStatusSchema },
  AUTO_TOP_UP_SIGN: { request: z.object({}), response: z.object({ signUrl: z.string() }) },
  AUTO_TOP_UP_CANCEL: { request: z.object({}), response: autoTopUpStatusSchema },
} satisfies SchemaTable<typeof autoTopUpEndpoints>;
