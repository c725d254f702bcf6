import { z } from 'zod';
import type { cardsEndpoints } from './cards.endpoints.ts';
import { bizNoField, mobilePhoneField } from './fields.ts';
import type { SchemaTable } from './operation.ts';

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
    request: z.object({ serviceId: mobilePhoneField }),
    /** A data: URL of the QR image. */
    response: z.object({ image: z.string() }),
  },
  CHECK_VIDEO: {
    request: z.object({ serviceId: mobilePhoneField }),
    response: z.object({ isRecorded: z.boolean() }),
  },
} satisfies SchemaTable<typeof cardsEndpoints>;
