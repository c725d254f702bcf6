import { z } from 'zod';
import { lineString } from '../fields.ts';
import { NUMBER_STATES } from '../number-state.ts';
import type { SchemaTable } from '../operation.ts';
import { checkSmsCode, FieldLimit, FieldMessage } from '../validators.ts';
import type { numberKeepingEndpoints } from './endpoints.ts';
import { KEEP_MONTHS_MAX, KEEP_MONTHS_MIN, NumberKeepingMessage, OWNER_CHECK_BY_VALUES, OwnerCheckBy } from './rules.ts';

const optionalSecret = (label: string) => lineString(label).trim().max(FieldLimit.SERVICE_PASSWORD_FIELD, `${label}格式错误`).optional();

/** The owner's proof on each request: the service password, or the SMS code (type 09) sent to the bound number. */
const ownerCheckShape = {
  checkBy: z.enum(OWNER_CHECK_BY_VALUES, { error: NumberKeepingMessage.CHECK_BY_INVALID }),
  phonePassword: optionalSecret('服务密码'),
  code: optionalSecret('验证码'),
};

function requireOwnerProof(input: { checkBy: string; phonePassword?: string; code?: string }, context: z.RefinementCtx): void {
  if (input.checkBy === OwnerCheckBy.PASSWORD) {
    if (!input.phonePassword) {
      context.addIssue({ code: 'custom', path: ['phonePassword'], message: NumberKeepingMessage.PASSWORD_REQUIRED });
    }
    return;
  }
  const message = checkSmsCode(input.code ?? '');
  if (message) {
    context.addIssue({ code: 'custom', path: ['code'], message: input.code ? message : FieldMessage.SMS_CODE_REQUIRED });
  }
}

const ownerCheckRequest = z.object(ownerCheckShape).superRefine(requireOwnerProof);

export const numberKeepingStatusSchema = z.object({
  /** The bound number, masked: 170****0001. */
  phone: z.string(),
  state: z.enum(NUMBER_STATES),
  /** The state's label (正常, 欠费, 停机保号, …). */
  stateLabel: z.string(),
  /** When a 停机保号 ends (the number is back in service that day); null when it is not kept. */
  keptUntil: z.string().nullable(),
  /** Balance in fen; negative when owing. */
  balance: z.number().int(),
  /** The monthly keep fee in fen (credit settings). */
  keepFeeFen: z.number().int().nonnegative(),
  /** The end date (YYYY-MM-DD) of a keep begun now, for 1 … 12 months (index 0 is one month). */
  keepEndDates: z.array(z.string()),
  /** The last four digits of the number's SIM card (ICCID). */
  iccidTail: z.string(),
  /** Whether the card's PUK is on record (else PUK_QUERY answers PUK_NOT_ON_RECORD). */
  hasPuk: z.boolean(),
});
export type NumberKeepingStatus = z.infer<typeof numberKeepingStatusSchema>;

export const numberKeepingSchemas = {
  NUMBER_KEEPING_STATUS: { request: z.object({}), response: numberKeepingStatusSchema },
  KEEP_NUMBER: {
    request: z
      .object({
        months: z
          .number({ error: NumberKeepingMessage.MONTHS_INVALID })
          .int(NumberKeepingMessage.MONTHS_INVALID)
          .min(KEEP_MONTHS_MIN, NumberKeepingMessage.MONTHS_INVALID)
          .max(KEEP_MONTHS_MAX, NumberKeepingMessage.MONTHS_INVALID),
        ...ownerCheckShape,
      })
      .superRefine(requireOwnerProof),
    response: z.object({
      /** When the keep ends (RFC 3339). */
      keptUntil: z.string(),
      /** Its China date, as the page and the SMS show it. */
      endDate: z.string(),
    }),
  },
  RESUME_KEPT_NUMBER: {
    request: ownerCheckRequest,
    response: z.object({ state: z.enum(NUMBER_STATES), stateLabel: z.string() }),
  },
  PUK_QUERY: {
    request: ownerCheckRequest,
    response: z.object({
      /** The last four digits of the card's ICCID, so the owner knows which card the code is for. */
      iccidTail: z.string(),
      /** The card's PUK (eight digits). */
      puk: z.string(),
    }),
  },
} satisfies SchemaTable<typeof numberKeepingEndpoints>;
