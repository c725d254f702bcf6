import { z } from 'zod';
import { mobilePhoneField, optionalText, requiredText } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { paymentSceneField, paymentStartFields } from '../payment/payment-start.ts';
import type { rechargeEndpoints } from './endpoints.ts';

export const outTradeNoField = z
  .string({ error: '缺少订单号' })
  .trim()
  .min(1, '缺少订单号')
  .max(32, '订单号无效')
  .regex(/^[\w-]+$/, '订单号无效');

/** Top-up amounts in fen: at least 1 fen, at most 5000 yuan per payment. */
export const MAX_TOP_UP_FEN = 500_000;

/** autoTopUp: a debit of the entrusted-debit contract (自动充值, not in the spec). */
export const rechargeOrderKindSchema = z.enum(['call', 'dayFlow', 'monthFlow', 'bill', 'autoTopUp']);
export type RechargeOrderKind = z.infer<typeof rechargeOrderKindSchema>;

export const rechargeOrderResultSchema = z.object({
  outTradeNo: z.string(),
  kind: rechargeOrderKindSchema,
  productName: z.string(),
  /** Fen. */
  amount: z.number().int(),
  /** 0-4, see RechargeStatus (recharge/rules.ts). */
  status: z.number().int(),
  /** Flow packs: opened, or refused for an insufficient balance (the money stays as balance). */
  packStatus: z.enum(['none', 'opened', 'insufficient']),
  /** The payment as WeChat Pay reports it. */
  paymentState: z.enum(['NOTPAY', 'SUCCESS', 'PAYERROR', 'CLOSED']),
  /** Masked number that was topped up. */
  mobilePhone: z.string(),
});
export type RechargeOrderResult = z.infer<typeof rechargeOrderResultSchema>;

export const rechargeRecordSchema = z.object({
  /** ISO time of the order. */
  date: z.string(),
  mobilePhone: z.string(),
  title: z.string(),
  status: z.number().int(),
  /** Fen. */
  amount: z.number().int(),
});
export type RechargeRecord = z.infer<typeof rechargeRecordSchema>;

export const rechargeSchemas = {
  ADD_ORDERS: {
    request: z.object({ productId: requiredText('充值商品', 40).regex(/^[\w-]+$/, '充值商品无效') }),
    response: z.object({
      outTradeNo: z.string(),
      kind: rechargeOrderKindSchema,
      productName: z.string(),
      amount: z.number().int(),
      mobilePhone: z.string(),
    }),
  },
  PAY: {
    request: z.object({ outTradeNo: outTradeNoField, scene: paymentSceneField.optional() }),
    response: z.object(paymentStartFields),
  },
  OPEN_FLOW: { request: z.object({ outTradeNo: outTradeNoField }), response: rechargeOrderResultSchema },
  RECHARGE_RECORD: { request: z.object({}), response: z.object({ list: z.array(rechargeRecordSchema) }) },
  BOSS_WX_PAY: {
    request: z.object({
      phone: mobilePhoneField,
      amount: z.coerce
        .number({ error: '请输入正确的充值金额' })
        .int('请输入正确的充值金额')
        .min(1, '请输入正确的充值金额')
        .max(MAX_TOP_UP_FEN, '单笔充值金额不能超过5000元'),
      recordNumber: optionalText('业务流水号', 40).refine((value) => value === undefined || /^[\w-]*$/.test(value), '业务流水号无效'),
      scene: paymentSceneField.optional(),
    }),
    response: z.object({ outTradeNo: z.string(), ...paymentStartFields }),
  },
  BOSS_QUERY_ORDER: { request: z.object({ outTradeNo: outTradeNoField }), response: rechargeOrderResultSchema },
} satisfies SchemaTable<typeof rechargeEndpoints>;
