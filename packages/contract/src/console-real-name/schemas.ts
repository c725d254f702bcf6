import { z } from 'zod';
import type { consoleRealNameEndpoints } from './endpoints.ts';
import { REAL_NAME_ORDER_LIST_LIMIT, REAL_NAME_ORDER_REASON_MAX, REAL_NAME_ORDER_STATES } from './rules.ts';
import { multiLineField } from '../console-fields.ts';
import { mobilePhoneField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';

export const realNameOrderSchema = z.object({
  /** The random id the link carries. */
  id: z.string(),
  /** Masked: 170****0004. */
  phone: z.string(),
  reason: z.string(),
  /** The issuing staff member's display name. */
  issuedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(REAL_NAME_ORDER_STATES),
  submittedAt: z.string().nullable(),
});
export type RealNameOrder = z.infer<typeof realNameOrderSchema>;

/** An issued order with its absolute /realNameLink address and that address as a QR code (PNG data URL). */
export const issuedRealNameOrderSchema = z.object({
  order: realNameOrderSchema,
  link: z.string(),
  qrCode: z.string(),
});
export type IssuedRealNameOrder = z.infer<typeof issuedRealNameOrderSchema>;

export const consoleRealNameSchemas = {
  CONSOLE_REAL_NAME_ORDER_ISSUE: {
    request: z.object({ phone: mobilePhoneField, reason: multiLineField('补录原因', REAL_NAME_ORDER_REASON_MAX) }),
    response: issuedRealNameOrderSchema,
  },
  CONSOLE_REAL_NAME_ORDERS: {
    request: z.object({}),
    response: z.object({ list: z.array(realNameOrderSchema), limit: z.literal(REAL_NAME_ORDER_LIST_LIMIT) }),
  },
} satisfies SchemaTable<typeof consoleRealNameEndpoints>;
