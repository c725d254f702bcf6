import { z } from 'zod';
import { idNumberField, mobilePhoneField, requiredText, lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { queriesEndpoints } from './endpoints.ts';
import { FieldLimit, FieldMessage } from '../validators.ts';

/** Codes of orders and packages: letters, digits, _ and -. */
function codeField(label: string) {
  return requiredText(label, 40).regex(/^[\w-]+$/, `${label}无效`);
}

export const billMonthField = z.string({ error: '账单月份格式错误' }).regex(/^\d{4}(0[1-9]|1[0-2])$/, '账单月份格式错误');

/** One bar of the usage page: amounts in MB, minutes or messages. */
export const usageEntrySchema = z.object({
  title: z.string(),
  packageName: z.string(),
  /** 0-100, rounded down: 100 (used up) only when used ≥ total and total > 0. */
  percentage: z.number().int(),
  used: z.number().int(),
  surplus: z.number().int(),
  total: z.number().int(),
  /** Auto-renewing daily packs ordered this month (data only). */
  autoDayPackageNum: z.number().int(),
  unit: z.enum(['MB', '分钟', '条']),
});
export type UsageEntry = z.infer<typeof usageEntrySchema>;

export const setMealSchema = z.object({
  /** The package's id, for its details page (/mealDetails?id=). */
  packageId: z.string(),
  packageName: z.string(),
  explain: z.array(z.string()),
  /** Data tab: Daypack shows the auto daily pack panel, yincang hides it. */
  displayMode: z.enum(['Daypack', 'yincang']),
  list: z.object({
    data: z.array(usageEntrySchema),
    voice: z.array(usageEntrySchema),
    sms: z.array(usageEntrySchema),
    outside: z.object({
      /** Out-of-package data in MB: (data fee − auto daily packs) / 0.25. */
      flowcount: z.number(),
      minutecount: z.number().int(),
      smscount: z.number().int(),
    }),
  }),
});
export type SetMeal = z.infer<typeof setMealSchema>;

export const subscribedServiceSchema = z.object({
  packageName: z.string(),
  /** -1 expired, 1 effective, 0 pending. */
  status: z.number().int(),
  effectTime: z.string(),
  overTime: z.string(),
  orderTime: z.string(),
});
export type SubscribedService = z.infer<typeof subscribedServiceSchema>;

export const chartPointSchema = z.object({ name: z.string(), value: z.number().int() });

export const billSchema = z.object({
  /** Fen: the month's total, equal to the sum of the chart. */
  amount: z.number().int(),
  /** YYYYMM. */
  date: z.string(),
  color: z.array(z.string()),
  title: z.string(),
  detailTitle: z.string(),
  legend: z.array(z.string()),
  /** Bill items, fen. */
  chart: z.array(chartPointSchema),
  desc: z.array(z.string()),
});
export type Bill = z.infer<typeof billSchema>;

/** Why a bill line is what it is: a caller service ordered, data beyond the package on given days… */
export const billCauseSchema = z.object({
  text: z.string(),
  /** The hall page that shows the cause (the order, the usage, the call detail), or null. */
  link: z.string().nullable(),
});

export const billExplanationSchema = z.object({
  /** YYYYMM. */
  month: z.string(),
  /** The one sentence: the change from the month before and what made it, a first month's, an unchanged month's, or this month's so far. */
  summary: z.string(),
  /** Each line of the month or the month before, the biggest change first; unchanged lines last. */
  changes: z.array(
    z.object({
      item: z.string(),
      previousFen: z.number().int(),
      currentFen: z.number().int(),
      changeFen: z.number().int(),
      causes: z.array(billCauseSchema),
    }),
  ),
  /** This month only: the month projected from the usage so far; never a bill. */
  forecast: z
    .object({
      amountFen: z.number().int(),
      summary: z.string(),
      /** What the projection rests on. */
      basis: z.string(),
    })
    .nullable(),
});
export type BillExplanation = z.infer<typeof billExplanationSchema>;

export const balanceSchema = z.object({
  /** Fen; negative when owing. */
  amount: z.number().int(),
  color: z.array(z.string()),
  title: z.string(),
  /** Names of the donut's parts. */
  data: z.array(z.string()),
  /** Their values in fen. */
  dataVal: z.array(z.number().int()),
  explain: z.array(z.string()),
});
export type Balance = z.infer<typeof balanceSchema>;

export const orderCheckSchema = z.enum(['待审核', '审核通过', '审核未通过', '订单已失效']);
export type OrderCheck = z.infer<typeof orderCheckSchema>;

export const openingRecordSchema = z.object({
  applyEvent: z.string(),
  prodOfferId: z.string(),
  prodOfferName: z.string(),
  /** Masked number. */
  serviceId: z.string(),
  status: z.enum(['待审核', '审核通过', '审核不通过']),
  auditRemark: z.string(),
  /** 1 valid, 0 no longer valid. */
  ifValid: z.number().int(),
  applyTime: z.string(),
});
export type OpeningRecord = z.infer<typeof openingRecordSchema>;

export const queriesSchemas = {
  QUERY_SET_MEAL: { request: z.object({}), response: setMealSchema },
  ORDER_BUSINESS: {
    request: z.object({
      type: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '业务类型错误' }),
      page: z.number({ error: '页码错误' }).int('页码错误').min(1, '页码错误').max(1000, '页码错误').default(1),
      pageSize: z.number({ error: '每页条数错误' }).int('每页条数错误').min(1, '每页条数错误').max(50, '每页条数错误').default(6),
    }),
    response: z.object({ list: z.array(subscribedServiceSchema), total: z.number().int(), page: z.number().int() }),
  },
  QUERY_BALANCE: { request: z.object({}), response: balanceSchema },
  QUERY_BILL_DETAILS: { request: z.object({ date: billMonthField.optional() }), response: billSchema },
  QUERY_BILL_EXPLANATION: { request: z.object({ date: billMonthField.optional() }), response: billExplanationSchema },
  QUERY_HISTORY_BILL: {
    request: z.object({}),
    response: z.object({ list: z.array(z.object({ date: z.string(), amount: z.number().int() })) }),
  },
  ORDER_QUERY: {
    request: z.object({ mobilePhone: mobilePhoneField.optional() }),
    response: z.object({
      list: z.array(z.object({ date: z.string(), name: z.string(), check: orderCheckSchema, oid: z.string(), detail: z.string() })),
    }),
  },
  ORDER_DETAIL: {
    request: z.object({ oid: codeField('订单号') }),
    response: z.object({ list: z.array(z.object({ title: z.string(), content: z.string() })), tips: z.string() }),
  },
  GET_MEAL: {
    request: z.object({ packageId: codeField('套餐编号') }),
    /** prodOfferDesc is sanitised HTML. */
    response: z.object({ packageName: z.string(), prodOfferDesc: z.string() }),
  },
  CHECK_OPEN_PHONE_WORK: {
    request: z.object({
      customerName: lineString('姓名', FieldMessage.OWNER_NAME_REQUIRED)
        .trim()
        .min(1, FieldMessage.OWNER_NAME_REQUIRED)
        .max(FieldLimit.NAME, `姓名不能超过${FieldLimit.NAME}个字符`)
        .refine((value) => ![...value].some((character) => character < ' ' || character === '<' || character === '>'), '姓名格式错误'),
      identityCode: idNumberField,
    }),
    response: z.object({ list: z.array(openingRecordSchema) }),
  },
} satisfies SchemaTable<typeof queriesEndpoints>;
