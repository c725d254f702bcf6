import { z } from 'zod';
import { fenField, lineString, returnUrlField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { paymentSceneField, paymentStartFields } from '../payment/payment-start.ts';
import { okSchema, recordNumberField, serviceIdField } from './agent-field-schemas.ts';
import type { openingPaymentEndpoints } from './endpoints.ts';

const outTradeNoField = z
  .string({ error: '缺少订单号' })
  .trim()
  .min(1, '缺少订单号')
  .max(64, '订单号无效')
  .regex(/^[\w-]+$/, '订单号无效');

export const openingPaymentSchemas = {
  GET_PAY_KIND: {
    request: z.object({ phoneNumber: serviceIdField }),
    response: z.object({ payKind: z.union([z.literal(1), z.literal(2)]) }),
  },
  FUND_POOL_RECHARGE: {
    request: z.object({
      pay_fee: fenField.optional(),
      work_no: lineString('工号').max(32).optional(),
      service_id: serviceIdField,
      dealer_id: lineString('渠道编号').max(32).optional(),
      recordNumber: recordNumberField,
    }),
    response: z.object({ code: z.literal(0), outTradeNo: z.string(), balanceFen: z.number().int() }),
  },
  WX_PAY: {
    request: z.object({
      phone: serviceIdField,
      amount: fenField.optional(),
      recordNumber: recordNumberField,
      returnUrl: returnUrlField.optional(),
      scene: paymentSceneField.optional(),
    }),
    response: z.object({
      code: z.number().int(),
      outtradeno: z.string(),
      outTradeNo: z.string(),
      form: z.string(),
      jsapi: paymentStartFields.jsapi,
      codeUrl: paymentStartFields.codeUrl,
    }),
  },
  QUERY_ORDER_BY_OUT_TRADE_NO: {
    request: z.object({ outTradeNo: outTradeNoField }),
    response: z.object({ outTradeNo: z.string(), tradeState: z.string(), isPaid: z.boolean() }),
  },
  ALI_PAY: { request: z.object({ recordNumber: recordNumberField.optional() }), response: okSchema },
  QUERY_ALI_PAY: { request: z.object({ outTradeNo: outTradeNoField.optional() }), response: okSchema },
} satisfies SchemaTable<typeof openingPaymentEndpoints>;
