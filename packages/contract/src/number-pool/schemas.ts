import { z } from 'zod';
import { mobilePhoneField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { numberPoolEndpoints } from './endpoints.ts';
import { ReservationMessage } from './rules.ts';

const pageField = z
  .number({ error: ReservationMessage.PAGE_INVALID })
  .int(ReservationMessage.PAGE_INVALID)
  .min(1, ReservationMessage.PAGE_INVALID)
  .max(1000, ReservationMessage.PAGE_INVALID)
  .default(1);

/** Tail digits to look for (尾号), 1 to 4 of them. */
export const tailField = z
  .string({ error: ReservationMessage.TAIL_INVALID })
  .trim()
  .regex(/^\d{1,4}$/, ReservationMessage.TAIL_INVALID)
  .optional();

export const poolNumberSchema = z.object({
  phone: z.string(),
  /** The dealer (营业点) that holds the number and completes the opening. */
  dealerName: z.string(),
  offerName: z.string(),
  /** The opening fee of the number's offer, fen. */
  feeFen: z.number().int(),
});
export type PoolNumber = z.infer<typeof poolNumberSchema>;

export const memberReservationSchema = z.object({
  phone: z.string(),
  dealerName: z.string(),
  offerName: z.string(),
  feeFen: z.number().int(),
  code: z.string(),
  /** ISO time the reservation ends. */
  reservedUntil: z.string(),
  /** An agent of the dealer has taken it into an opening. */
  isTakenByDealer: z.boolean(),
});
export type MemberReservation = z.infer<typeof memberReservationSchema>;

export const numberPoolSchemas = {
  NUMBER_POOL: {
    request: z.object({ tail: tailField, page: pageField }),
    response: z.object({ list: z.array(poolNumberSchema), hasMore: z.boolean() }),
  },
  NUMBER_POOL_RESERVE: {
    request: z.object({ phone: mobilePhoneField }),
    response: z.object({ reservation: memberReservationSchema }),
  },
  NUMBER_POOL_RESERVATION: {
    request: z.object({}),
    response: z.object({ reservation: memberReservationSchema.nullable() }),
  },
  NUMBER_POOL_CANCEL: {
    request: z.object({}),
    response: z.object({ result: z.literal('ok') }),
  },
} satisfies SchemaTable<typeof numberPoolEndpoints>;
