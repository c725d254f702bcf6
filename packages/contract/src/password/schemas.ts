import { z } from 'zod';
import { bizNoField, mobilePhoneField, lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { passwordEndpoints } from './endpoints.ts';
import { FieldLimit, SERVICE_PASSWORD_PATTERN, SMS_CODE_PATTERN } from '../validators.ts';

export const passwordSchemas = {
  servicePasswordEditTest: {
    request: z.object({
      mobilePhone: mobilePhoneField,
      code: z
        .string({ error: '请填写验证码' })
        .trim()
        .min(1, '请填写验证码')
        .max(FieldLimit.SMS_CODE, '验证码格式错误')
        .regex(SMS_CODE_PATTERN, '验证码格式错误'),
      rawServicePass: lineString('原密码', '请填写原密码').min(1, '请填写原密码').max(FieldLimit.OLD_PASSWORD, `原密码不能超过${FieldLimit.OLD_PASSWORD}位`),
    }),
    /** Minutes left to set the new password. */
    response: z.object({ mobilePhone: z.string(), validMinutes: z.number().int() }),
  },
  setService_Password: {
    request: z
      .object({
        newServicePass: z.string({ error: '请填写新密码' }).min(1, '请填写新密码').regex(SERVICE_PASSWORD_PATTERN, '新密码须为6位数字'),
        confirmServicePass: lineString('新密码', '请再次输入新密码').min(1, '请再次输入新密码'),
        /** The passed SET_PASSWORD face check, when the old password was forgotten. */
        biz_no: bizNoField.optional(),
      })
      .superRefine((input, context) => {
        if (input.newServicePass !== input.confirmServicePass) {
          context.addIssue({ code: 'custom', message: '两次输入密码不一致', path: ['confirmServicePass'] });
        }
      }),
    response: z.object({ mobilePhone: z.string() }),
  },
} satisfies SchemaTable<typeof passwordEndpoints>;
