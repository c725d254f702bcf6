import { z } from 'zod';
import { bizNoField, checkedField, mobilePhoneField, lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { passwordEndpoints } from './endpoints.ts';
import { FieldLimit, SERVICE_PASSWORD_PATTERN } from '../validators.ts';
import { checkPasswordCode, PasswordMessage } from './rules.ts';

export const passwordSchemas = {
  servicePasswordEditTest: {
    request: z.object({
      mobilePhone: mobilePhoneField,
      code: checkedField(PasswordMessage.CODE_REQUIRED, checkPasswordCode),
      rawServicePass: lineString('原密码', PasswordMessage.OLD_PASSWORD_REQUIRED)
        .min(1, PasswordMessage.OLD_PASSWORD_REQUIRED)
        .max(FieldLimit.OLD_PASSWORD, `原密码不能超过${FieldLimit.OLD_PASSWORD}位`),
    }),
    /** Minutes left to set the new password. */
    response: z.object({ mobilePhone: z.string(), validMinutes: z.number().int() }),
  },
  setService_Password: {
    request: z
      .object({
        newServicePass: z
          .string({ error: PasswordMessage.NEW_PASSWORD_REQUIRED })
          .min(1, PasswordMessage.NEW_PASSWORD_REQUIRED)
          .regex(SERVICE_PASSWORD_PATTERN, PasswordMessage.NEW_PASSWORD_INVALID),
        confirmServicePass: lineString('新密码', PasswordMessage.CONFIRMATION_REQUIRED).min(1, PasswordMessage.CONFIRMATION_REQUIRED),
        /** The passed SET_PASSWORD face check, when the old password was forgotten. */
        biz_no: bizNoField.optional(),
      })
      .superRefine((input, context) => {
        if (input.newServicePass !== input.confirmServicePass) {
          context.addIssue({ code: 'custom', message: PasswordMessage.CONFIRMATION_MISMATCH, path: ['confirmServicePass'] });
        }
      }),
    response: z.object({ mobilePhone: z.string() }),
  },
} satisfies SchemaTable<typeof passwordEndpoints>;
