import { z } from 'zod';
import { CommissionLimit, CommissionMessage } from '../commission/rules.ts';
import { commissionMonthField, commissionPageField, commissionStatementSchema } from '../commission/schemas.ts';
import { exportRangeShape } from '../console-fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { consoleCommissionEndpoints } from './endpoints.ts';

const offerIdField = z
  .string({ error: CommissionMessage.OFFER_NOT_FOUND })
  .trim()
  .min(1, CommissionMessage.OFFER_NOT_FOUND)
  .max(64, CommissionMessage.OFFER_NOT_FOUND)
  .regex(/^[\w-]+$/, CommissionMessage.OFFER_NOT_FOUND);
const dealerIdField = z
  .string({ error: '请选择渠道' })
  .trim()
  .min(1, '请选择渠道')
  .max(32, CommissionMessage.DEALER_NOT_FOUND)
  .regex(/^[\w-]+$/, CommissionMessage.DEALER_NOT_FOUND);

export const commissionRuleSchema = z.object({
  /** The version's id: a change is a new version. */
  id: z.number().int(),
  oneOffFen: z.number().int(),
  shareBp: z.number().int(),
  shareMonths: z.number().int(),
  /** Openings activated from this time earn by this version. */
  effectiveFrom: z.string(),
});

export const consoleCommissionSchemas = {
  CONSOLE_COMMISSION_RULES: {
    request: z.object({}),
    response: z.object({
      list: z.array(
        z.object({
          offerId: z.string(),
          offerName: z.string(),
          isOnSale: z.boolean(),
          /** The version in force; null: the offer earns no commission. */
          rule: commissionRuleSchema.nullable(),
          versions: z.number().int(),
        }),
      ),
    }),
  },
  CONSOLE_SET_COMMISSION_RULE: {
    request: z
      .object({
        offerId: offerIdField,
        oneOffFen: z
          .number({ error: CommissionMessage.ONE_OFF_INVALID })
          .int(CommissionMessage.ONE_OFF_INVALID)
          .min(0, CommissionMessage.ONE_OFF_INVALID)
          .max(CommissionLimit.ONE_OFF_MAX_FEN, CommissionMessage.ONE_OFF_INVALID),
        shareBp: z
          .number({ error: CommissionMessage.SHARE_INVALID })
          .int(CommissionMessage.SHARE_INVALID)
          .min(0, CommissionMessage.SHARE_INVALID)
          .max(CommissionLimit.SHARE_BP_MAX, CommissionMessage.SHARE_INVALID),
        shareMonths: z
          .number({ error: CommissionMessage.SHARE_MONTHS_INVALID })
          .int(CommissionMessage.SHARE_MONTHS_INVALID)
          .min(0, CommissionMessage.SHARE_MONTHS_INVALID)
          .max(CommissionLimit.SHARE_MONTHS_MAX, CommissionMessage.SHARE_MONTHS_INVALID),
      })
      .superRefine((input, context) => {
        if (input.shareBp > 0 && input.shareMonths === 0) {
          context.addIssue({ code: 'custom', path: ['shareMonths'], message: CommissionMessage.SHARE_MONTHS_INVALID });
        }
        if (input.shareBp === 0 && input.shareMonths > 0) {
          context.addIssue({ code: 'custom', path: ['shareMonths'], message: CommissionMessage.SHARE_MONTHS_WITHOUT_SHARE });
        }
      }),
    response: z.object({ rule: commissionRuleSchema }),
  },
  CONSOLE_COMMISSION_STATEMENT: {
    request: z.object({ dealerId: dealerIdField, month: commissionMonthField, page: commissionPageField }),
    response: commissionStatementSchema.extend({ dealerName: z.string() }),
  },
  CONSOLE_COMMISSION_EXPORT: {
    /** dealerId omitted or empty: every dealer. from/to: China days, both included. */
    request: z.object({
      dealerId: z.union([z.literal(''), dealerIdField]).optional(),
      ...exportRangeShape,
    }),
    /** A CSV file (UTF-8 with BOM), not an envelope. */
    response: z.unknown(),
  },
} satisfies SchemaTable<typeof consoleCommissionEndpoints>;
