import { z } from 'zod';
import type { cardsEndpoints } from './endpoints.ts';
import { bizNoField, mobilePhoneField, lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';

export const PROMISE_VIDEO_TICKET_MAX_LENGTH = 256;

/** The data of the card lookup's -106 reply: a ticket for CPDEIMG in place of the number. */
export interface PromiseVideoRequiredData {
  ticket: string;
}

export const cardSchema = z.object({
  mobileNumber: z.string(),
  packageName: z.string(),
  /** Network entry date (ISO). */
  time: z.string(),
  /** Balance in fen. */
  balance: z.number().int(),
  /** 正常服务 or another carrier status. */
  status: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardsSchemas = {
  QUERY_CARD_NUMBER: {
    request: z.object({ biz_no: bizNoField }),
    response: z.object({
      memberInfo: z.object({ name: z.string(), idCardNumber: z.string() }),
      list: z.array(cardSchema),
    }),
  },
  CPDEIMG: {
    /** The number the person typed, or the ticket of a card lookup's -106 reply (which names no number). */
    request: z
      .object({ serviceId: mobilePhoneField.optional(), ticket: lineString('查询凭据').max(PROMISE_VIDEO_TICKET_MAX_LENGTH).optional() })
      .refine((input) => input.serviceId !== undefined || input.ticket !== undefined, { message: '请输入正确的手机号', path: ['serviceId'] }),
    /** A data: URL of the QR image. */
    response: z.object({ image: z.string() }),
  },
  CHECK_VIDEO: {
    request: z.object({ serviceId: mobilePhoneField }),
    response: z.object({ isRecorded: z.boolean() }),
  },
} satisfies SchemaTable<typeof cardsEndpoints>;
