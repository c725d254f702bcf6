import { z } from 'zod';
import { fenField } from '../fields.ts';
import type { hallEndpoints } from './endpoints.ts';
import type { SchemaTable } from '../operation.ts';

export const packageSummarySchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Monthly fee in fen. */
  amount: fenField,
  /** 1 or 2: splits the standard and king-card tabs of package change. */
  Calldisplay: z.number().int(),
  serviceKind: z.number().int(),
});

export const rechargeProductsSchema = z.object({
  /** Call credit: name is the label, rechargeNum the amount in fen. */
  call: z.array(z.object({ productId: z.string(), name: z.string(), rechargeNum: fenField })),
  dayFlow: z.array(z.object({ productId: z.string(), name: z.string(), amount: fenField })),
  monthFlow: z.array(z.object({ productId: z.string(), name: z.string(), amount: fenField, serviceKind: z.number().int() })),
  /** Bound phone; empty when the member has none. */
  mobilePhone: z.string(),
  /** 7 or 8; 0 when not bound. */
  serviceKind: z.number().int(),
  userprod: z.object({ list: z.array(packageSummarySchema) }),
});
export type RechargeProducts = z.infer<typeof rechargeProductsSchema>;

export const hallSchemas = {
  RECHARGE_PRODUCT: { request: z.object({}), response: rechargeProductsSchema },
  WX_URL: {
    request: z.object({}),
    response: z.object({
      /** Address of the online customer-service chat to open with the list's parameters. */
      chatUrl: z.string(),
      list: z.array(z.object({ nickName: z.string(), nickType: z.string(), nickId: z.string() })),
    }),
  },
} satisfies SchemaTable<typeof hallEndpoints>;
