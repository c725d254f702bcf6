import { z } from 'zod';
import { fenField } from './fields.ts';
import type { SchemaTable } from './operation.ts';
import type { pointsEndpoints } from './points.endpoints.ts';

/** A picture that links somewhere: `tpurl` is the picture, `url` where a tap goes. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  tpurl: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({ list: z.array(bannerSchema) });

export const exchangeProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Points one exchange costs. */
  points: z.number().int().positive(),
  /** Market value in fen, shown on the points order. */
  amount: fenField,
  /** Pieces left; 0 means sold out. */
  stock: z.number().int().nonnegative(),
  cover: z.string(),
});
export type ExchangeProduct = z.infer<typeof exchangeProductSchema>;

/** Points order range: 0 six months, 1 one year, 2 two years. */
export const POINTS_ORDER_INTERVALS = [0, 1, 2] as const;
/** Points detail filter: 0 all, 1 earned, 2 used. */
export const POINTS_DETAIL_TYPES = [0, 1, 2] as const;

function choiceField(label: string, values: readonly number[]) {
  return z.coerce
    .number({ error: `${label}格式错误` })
    .int(`${label}格式错误`)
    .refine((value) => values.includes(value), `${label}格式错误`);
}

export const pointsOrderSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  /** ISO time of the exchange. */
  exchangeDate: z.string(),
  /** Value of the product in fen. */
  amount: fenField,
  points: z.number().int(),
});
export type PointsOrder = z.infer<typeof pointsOrderSchema>;

export const pointsDetailItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO time. */
  date: z.string(),
  /** Signed: earned > 0, used < 0. */
  points: z.number().int(),
});
export type PointsDetailItem = z.infer<typeof pointsDetailItemSchema>;

const pointsBalanceSchema = z.object({ currentPoints: z.number().int(), grandTotalPoints: z.number().int() });

export const pointsSchemas = {
  BANNER: { request: z.object({}), response: bannerListSchema },
  POINTS_EXCHANGE_LIST: { request: z.object({}), response: z.object({ list: z.array(exchangeProductSchema) }) },
  POINTS_EXCHANGE: {
    request: z.object({
      productId: z
        .string({ error: '请选择兑换商品' })
        .trim()
        .min(1, '请选择兑换商品')
        .max(64, '兑换商品不存在或已下架')
        .regex(/^[\w-]+$/, '兑换商品不存在或已下架'),
      /** Chosen by the client once per exchange; a retry with the same id never exchanges twice. */
      requestId: z
        .string({ error: '兑换请求号格式错误' })
        .regex(/^[\w-]{8,64}$/, '兑换请求号格式错误')
        .optional(),
    }),
    response: pointsBalanceSchema.extend({ orderId: z.string(), productName: z.string(), points: z.number().int() }),
  },
  SIGN: {
    request: z.object({}),
    response: pointsBalanceSchema.extend({ is_sign: z.literal(true), reward: z.number().int() }),
  },
  SIGN_STATUS: { request: z.object({}), response: z.object({ is_sign: z.boolean() }) },
  POINTS_ORDERS: {
    request: z.object({ interval: choiceField('查询时间范围', POINTS_ORDER_INTERVALS).default(0) }),
    response: z.object({ list: z.array(pointsOrderSchema) }),
  },
  POINTS_DETAIL: {
    request: z.object({ type: choiceField('积分明细类型', POINTS_DETAIL_TYPES).default(0) }),
    response: z.object({ list: z.array(pointsDetailItemSchema) }),
  },
  POINTS_RULE: { request: z.object({}), response: z.object({ title: z.string(), content: z.string() }) },
} satisfies SchemaTable<typeof pointsEndpoints>;
