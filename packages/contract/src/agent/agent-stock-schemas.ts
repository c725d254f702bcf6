import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import { tailField } from '../number-pool/schemas.ts';
import { RESERVATION_CODE_PATTERN, RESERVATION_HOLDERS, ReservationMessage, STOCK_STATES } from '../number-pool/rules.ts';
import { okSchema, serviceIdField } from './agent-field-schemas.ts';
import type { agentStockEndpoints } from './endpoints.ts';

/** One card of the dealer's stock. */
export const stockCardSchema = z.object({
  phone: z.string(),
  /** The card number's last 6 digits. */
  iccidTail: z.string(),
  offerName: z.string(),
  state: z.enum(STOCK_STATES),
  /** For a reserved card: who holds it and until when (ISO); the code only for the agent's own. */
  holder: z.enum(RESERVATION_HOLDERS).nullable(),
  reservedUntil: z.string().nullable(),
  code: z.string().nullable(),
});
export type StockCardRow = z.infer<typeof stockCardSchema>;

const reservationResponse = z.object({ phone: z.string(), code: z.string(), reservedUntil: z.string() });

/** The code as the customer reads it out: either case (the server compares it upper-cased). */
export const reservationCodeField = z
  .string({ error: ReservationMessage.CODE_UNKNOWN })
  .trim()
  .regex(new RegExp(RESERVATION_CODE_PATTERN.source, 'i'), ReservationMessage.CODE_UNKNOWN);

export const agentStockSchemas = {
  AGENT_STOCK: {
    request: z.object({
      state: z.enum(STOCK_STATES, { error: '库存状态无效' }).optional(),
      tail: tailField,
      page: z
        .number({ error: ReservationMessage.PAGE_INVALID })
        .int(ReservationMessage.PAGE_INVALID)
        .min(1, ReservationMessage.PAGE_INVALID)
        .max(1000, ReservationMessage.PAGE_INVALID)
        .default(1),
    }),
    response: z.object({
      /** The dealer's stock by state, all pages. */
      counts: z.object({ available: z.number().int(), reserved: z.number().int(), opened: z.number().int() }),
      list: z.array(stockCardSchema),
      hasMore: z.boolean(),
    }),
  },
  AGENT_STOCK_RESERVE: { request: z.object({ serviceId: serviceIdField }), response: reservationResponse },
  AGENT_STOCK_RELEASE: { request: z.object({ serviceId: serviceIdField }), response: okSchema },
  AGENT_STOCK_CLAIM: { request: z.object({ code: reservationCodeField }), response: reservationResponse },
} satisfies SchemaTable<typeof agentStockEndpoints>;
