import { z } from 'zod';
import { POINTS_PAGE_SIZE } from './rules.ts';
import { fenField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { pointsEndpoints } from './endpoints.ts';
import { POINTS_MESSAGES } from './rules.ts';

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

/**
 * Paging of the points lists, newest first: page and page_size as usual, and last_id, the id of the
 * last row the client already has, so that the next page starts right after it even when entries
 * were added on top in between (a sign-in, an exchange) and no row repeats or is skipped.
 */
const pagingRequest = {
  page: z.coerce.number({ error: '页码格式错误' }).int('页码格式错误').min(1, '页码格式错误').max(100_000, '页码格式错误').default(1),
  page_size: z.coerce
    .number({ error: '每页条数格式错误' })
    .int('每页条数格式错误')
    .min(1, '每页条数格式错误')
    .max(50, '每页条数格式错误')
    .default(POINTS_PAGE_SIZE),
  last_id: z.coerce
    .number({ error: '分页位置格式错误' })
    .int('分页位置格式错误')
    .positive('分页位置格式错误')
    .max(Number.MAX_SAFE_INTEGER, '分页位置格式错误')
    .optional(),
};
/** page as asked; total_page > page while rows remain after this page; total rows of the filter. */
const pagingResponse = { page: z.number().int(), total_page: z.number().int(), total: z.number().int() };

export const pointsOrderPageSchema = z.object({ list: z.array(pointsOrderSchema), ...pagingResponse });
export type PointsOrderPage = z.infer<typeof pointsOrderPageSchema>;
export const pointsDetailPageSchema = z.object({ list: z.array(pointsDetailItemSchema), ...pagingResponse });
export type PointsDetailPage = z.infer<typeof pointsDetailPageSchema>;

/** 我的权益: one allowance of this month, of the package or of a pack (MB, minutes or messages, as the usage page). */
export const rightsAllowanceSchema = z.object({
  kind: z.enum(['data', 'voice', 'sms']),
  title: z.string(),
  /** The package or pack it comes with. */
  packageName: z.string(),
  /** False for the package's own allowance; true for a pack on top of it (data, voice or SMS pack). */
  isPack: z.boolean(),
  total: z.number().int(),
  used: z.number().int(),
  /** total − used, never below 0. */
  surplus: z.number().int(),
  unit: z.enum(['MB', '分钟', '条']),
});
export type RightsAllowance = z.infer<typeof rightsAllowanceSchema>;

/** 我的权益: a caller service the number holds, in force or cancelled and running to its end. */
export const rightsCallerServiceSchema = z.object({
  packageId: z.string(),
  /** 1 来电提醒, 2 来电显示, 3 订购呼转. */
  callType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: z.string(),
  /** Monthly fee in fen. */
  monthlyFee: fenField,
  /** open: in force; cancelled: cancelled and running until `until`. */
  status: z.enum(['open', 'cancelled']),
  /** ISO time it took effect (empty when the back office does not say). */
  since: z.string(),
  /** ISO time a cancelled service stops; empty while in force. */
  until: z.string(),
});
export type RightsCallerService = z.infer<typeof rightsCallerServiceSchema>;

/** 我的权益: an offer the number is on: the package (0), a pack (1) or a value-added service (2). */
export const rightsOfferSchema = z.object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  packageName: z.string(),
  /** 1 effective, 0 pending. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** ISO times; overTime empty when it runs until cancelled. */
  effectTime: z.string(),
  overTime: z.string(),
});
export type RightsOffer = z.infer<typeof rightsOfferSchema>;

export const myRightsSchema = z.object({
  /** The China month (YYYYMM) the allowances are of. */
  month: z.string(),
  packageName: z.string(),
  allowances: z.array(rightsAllowanceSchema),
  points: z.object({
    currentPoints: z.number().int(),
    grandTotalPoints: z.number().int(),
    /** The points a daily sign-in gives now (the points settings). */
    signInReward: z.number().int(),
    /** Signed in today (Beijing day). */
    isSignedIn: z.boolean(),
  }),
  callerServices: z.array(rightsCallerServiceSchema),
  offers: z.array(rightsOfferSchema),
});
export type MyRights = z.infer<typeof myRightsSchema>;

const pointsBalanceSchema = z.object({ currentPoints: z.number().int(), grandTotalPoints: z.number().int() });

export const pointsSchemas = {
  BANNER: { request: z.object({}), response: bannerListSchema },
  POINTS_EXCHANGE_LIST: { request: z.object({}), response: z.object({ list: z.array(exchangeProductSchema) }) },
  POINTS_EXCHANGE: {
    request: z.object({
      productId: z
        .string({ error: POINTS_MESSAGES.PRODUCT_REQUIRED })
        .trim()
        .min(1, POINTS_MESSAGES.PRODUCT_REQUIRED)
        .max(64, POINTS_MESSAGES.PRODUCT_UNAVAILABLE)
        .regex(/^[\w-]+$/, POINTS_MESSAGES.PRODUCT_UNAVAILABLE),
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
  SIGN_STATUS: {
    request: z.object({}),
    /** reward (an addition to the spec): the points a sign-in gives now, from the points settings. */
    response: z.object({ is_sign: z.boolean(), reward: z.number().int() }),
  },
  POINTS_ORDERS: {
    request: z.object({ interval: choiceField('查询时间范围', POINTS_ORDER_INTERVALS).default(0), ...pagingRequest }),
    response: pointsOrderPageSchema,
  },
  POINTS_DETAIL: {
    request: z.object({ type: choiceField('积分明细类型', POINTS_DETAIL_TYPES).default(0), ...pagingRequest }),
    response: pointsDetailPageSchema,
  },
  POINTS_RULE: { request: z.object({}), response: z.object({ title: z.string(), content: z.string() }) },
  MY_RIGHTS: { request: z.object({}), response: myRightsSchema },
} satisfies SchemaTable<typeof pointsEndpoints>;
