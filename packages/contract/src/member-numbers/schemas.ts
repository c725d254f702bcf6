import { z } from 'zod';
import { mobilePhoneField, smsCodeField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { memberNumbersEndpoints } from './endpoints.ts';
import { BINDING_METHODS, BIND_PROOFS } from './rules.ts';

/** One of the member's numbers (MY_NUMBERS). */
export const heldNumberSchema = z.object({
  mobilePhone: z.string(),
  /** The active number: the one every page acts on. */
  isActive: z.boolean(),
  boundAt: z.string(),
  boundBy: z.enum(BIND_PROOFS),
  /** 正常 / 欠费 / 停机 …: the number's state in words. */
  mobileStatus: z.string(),
  packageName: z.string(),
});
export type HeldNumberInfo = z.infer<typeof heldNumberSchema>;

export const bindingEventSchema = z.object({
  mobilePhone: z.string(),
  action: z.enum(['bind', 'unbind']),
  method: z.enum(BINDING_METHODS),
  time: z.string(),
});
export type BindingEvent = z.infer<typeof bindingEventSchema>;

export const numberHolderSchema = z.object({
  /** Names the holder to REMOVE_NUMBER_HOLDER without revealing the member's id. */
  holderRef: z.string(),
  /** The holder's WeChat nickname, masked but for its first character. */
  nickname: z.string(),
  boundAt: z.string(),
  boundBy: z.enum(BIND_PROOFS),
  /** The caller themself. */
  isYou: z.boolean(),
});
export type NumberHolder = z.infer<typeof numberHolderSchema>;

export const memberNumbersSchemas = {
  MY_NUMBERS: {
    request: z.object({}),
    response: z.object({ numbers: z.array(heldNumberSchema), maxNumbers: z.number().int() }),
  },
  SWITCH_NUMBER: {
    request: z.object({ mobilePhone: mobilePhoneField }),
    response: z.object({ mobilePhone: z.string() }),
  },
  BINDING_HISTORY: {
    request: z.object({}),
    response: z.object({ events: z.array(bindingEventSchema) }),
  },
  NUMBER_HOLDERS: {
    request: z.object({}),
    response: z.object({ mobilePhone: z.string(), holders: z.array(numberHolderSchema) }),
  },
  REMOVE_NUMBER_HOLDER: {
    request: z.object({
      holderRef: z.string({ error: '请选择要移除的用户' }).regex(/^[0-9a-f]{16}$/, '用户参数错误'),
      code: smsCodeField,
    }),
    response: z.object({ mobilePhone: z.string(), nickname: z.string() }),
  },
} satisfies SchemaTable<typeof memberNumbersEndpoints>;
