import { z } from 'zod';
import type { accountEndpoints } from './endpoints.ts';
import { UnbindMessage, UnbindType } from './rules.ts';
import { AuthType } from '../identity/rules.ts';
import { idLast6Field, mobilePhoneField, personNameField, returnUrlField, consentField, lineString } from '../fields.ts';
import { identityStartResponseSchema } from '../identity/schemas.ts';
import type { SchemaTable } from '../operation.ts';
import { FieldLimit, FieldMessage, ID_NUMBER_PATTERN, MOBILE_PHONE_PATTERN, SMS_CODE_PATTERN } from '../validators.ts';

const optionalString = lineString('参数', '参数格式错误').trim().optional();

export const accountSchemas = {
  FACE_AUTH_ACCOUNT_BIND: {
    request: z.object({
      mobilePhone: mobilePhoneField,
      idCardNumber: idLast6Field,
      name: personNameField,
      returnUrl: returnUrlField,
      consent: consentField,
      /** Binding without a code (default) or resetting a forgotten service password. */
      authType: z.enum([AuthType.ACCOUNT_BIND, AuthType.SET_PASSWORD], { error: '核验类型错误' }).optional(),
    }),
    response: identityStartResponseSchema,
  },
  RELIEVE_BINDING: {
    request: z
      .object({
        type: z.union([z.literal(UnbindType.BY_CODE), z.literal(UnbindType.BY_IDENTITY)], { error: '解绑方式错误' }),
        mobilePhone: optionalString,
        code: optionalString,
        idCard: optionalString,
        name: optionalString,
      })
      .superRefine((input, context) => {
        const fail = (message: string) => context.addIssue({ code: 'custom', message });
        if (input.type === UnbindType.BY_CODE) {
          if (!input.mobilePhone) {
            fail('请输入手机号');
          } else if (!MOBILE_PHONE_PATTERN.test(input.mobilePhone)) {
            fail('手机号格式错误');
          } else if (!input.code) {
            fail('请输入验证码');
          } else if (input.code.length > FieldLimit.SMS_CODE || !SMS_CODE_PATTERN.test(input.code)) {
            fail('验证码格式错误');
          }
          return;
        }
        if (!input.idCard) {
          fail(UnbindMessage.ID_CARD_REQUIRED);
        } else if (!ID_NUMBER_PATTERN.test(input.idCard)) {
          fail(FieldMessage.ID_NUMBER_INVALID);
        } else if (!input.name) {
          fail(UnbindMessage.NAME_REQUIRED);
        } else if (input.name.length > FieldLimit.NAME) {
          fail(`姓名不能超过${FieldLimit.NAME}个字符`);
        }
      }),
    /**
     * The number that is no longer bound, and how many the member still holds (an addition): with
     * none left the session ends, as the spec says; otherwise the latest other number is active.
     * isAutoTopUpEnded: the member's auto top-up of the number ended with the binding (an addition).
     */
    response: z.object({ mobilePhone: z.string(), remainingNumbers: z.number().int(), isAutoTopUpEnded: z.boolean() }),
  },
} satisfies SchemaTable<typeof accountEndpoints>;
