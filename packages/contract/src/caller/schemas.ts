import { z } from 'zod';
import type { callerEndpoints } from './endpoints.ts';
import { CALLER_PACKAGE_LIST_TYPE, CallerMessage, OperType } from './rules.ts';
import { bizNoField, fenField, lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { MOBILE_PHONE_PATTERN } from '../validators.ts';

export const callerPackageSchema = z.object({
  packageId: z.string(),
  /** 1 来电提醒, 2 来电显示, 3 订购呼转. */
  callType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: z.string(),
  detail: z.string(),
  /** Monthly fee in fen. */
  postage: fenField,
  /** 1 open, 0 not open, 2 cancelled and running until expiryTime. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** ISO time the cancelled service stops; empty otherwise. */
  expiryTime: z.string(),
  /** Forwarding target of call forwarding (masked), empty otherwise. */
  forwardTo: z.string(),
});
export type CallerPackage = z.infer<typeof callerPackageSchema>;

export const callerSchemas = {
  PACKAGE_LIST: {
    request: z.object({
      type: z.literal(CALLER_PACKAGE_LIST_TYPE, { error: '业务类型错误' }),
    }),
    response: z.object({
      list: z.array(callerPackageSchema),
      /** Current balance of the bound number in fen. */
      balance: z.number().int(),
    }),
  },
  PACKAGE_ORDER: {
    request: z.object({
      packageId: lineString('业务', '请选择业务').trim().min(1, '请选择业务').max(32, '业务不存在'),
      operType: z.union([z.literal(OperType.OPEN), z.literal(OperType.CANCEL)], { error: '操作类型错误' }),
      effectType: z.union([z.literal(0), z.literal(1)], { error: '生效方式错误' }),
      /** Call forwarding only: the passed CALL_DIVERT face check and the number calls go to. */
      biz_no: bizNoField.optional(),
      forwardTo: z.string({ error: CallerMessage.FORWARD_TO_REQUIRED }).trim().regex(MOBILE_PHONE_PATTERN, CallerMessage.FORWARD_TO_INVALID).optional(),
    }),
    response: z.object({
      /** Balance after the fee in fen. */
      balance: z.number().int(),
      /** Fee deducted in fen (0 for cancellations and free services). */
      chargedFen: fenField,
    }),
  },
} satisfies SchemaTable<typeof callerEndpoints>;
