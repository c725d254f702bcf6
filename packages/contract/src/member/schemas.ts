import { z } from 'zod';
import { bizNoField, mobilePhoneField, smsCodeField } from '../fields.ts';
import type { memberEndpoints } from './endpoints.ts';
import type { SchemaTable } from '../operation.ts';

export const boundPhoneInfoSchema = z.object({
  mobilePhone: z.string(),
  /** Star level 0-7. */
  level: z.number().int(),
  /** 正常 / 欠费 / 停机 */
  mobileStatus: z.string(),
  /** Network join time (ISO date); absent means not bound. */
  time: z.string().optional(),
  /** When this member bound the number. */
  bindTime: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  /** Months on the network. */
  internetAge: z.number().int(),
  /** Number origin, e.g. 广东 广州. */
  attribution: z.string(),
  pointInfo: z.object({ currentPoints: z.number().int(), grandTotalPoints: z.number().int() }),
});
export type BoundPhoneInfo = z.infer<typeof boundPhoneInfoSchema>;

export const memberRecordSchema = z.object({
  memberInfo: z.object({
    memberName: z.string(),
    avatarUrl: z.string(),
    /** 1 bound, 0 not bound. */
    bindStatus: z.union([z.literal(0), z.literal(1)]),
    /** 1 when the bound number is real-name registered. */
    realName: z.union([z.literal(0), z.literal(1)]),
    /** Masked owner ID number of the bound number, empty when not bound. */
    idCardNumber: z.string(),
    /** Care mode (关怀模式): larger text and targets, the hall as large tiles; an addition to the spec. */
    careMode: z.boolean(),
    /** The member's contact e-mail, which the mail forms offer first; '' for none. An addition to the spec. */
    contactEmail: z.string(),
  }),
  mobilePhoneInfo: boundPhoneInfoSchema.nullable(),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

export const memberSchemas = {
  PERSONAL_DATA: { request: z.object({}), response: memberRecordSchema },
  BIND_PHONE: {
    // With an SMS code (phone and code), or without one: the passed ACCOUNT_BIND face check (biz_no).
    request: z.object({ phone: mobilePhoneField.optional(), code: smsCodeField.optional(), biz_no: bizNoField.optional() }).superRefine((input, context) => {
      if (input.biz_no) {
        return;
      }
      if (!input.phone) {
        context.addIssue({ code: 'custom', message: '请输入手机号', path: ['phone'] });
      } else if (!input.code) {
        context.addIssue({ code: 'custom', message: '请输入验证码', path: ['code'] });
      }
    }),
    response: z.object({ mobilePhone: z.string() }),
  },
  SET_CARE_MODE: {
    request: z.object({ enabled: z.boolean({ error: '请选择是否开启关怀模式' }) }),
    response: z.object({ careMode: z.boolean() }),
  },
} satisfies SchemaTable<typeof memberEndpoints>;
