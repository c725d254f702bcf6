import { z } from 'zod';
import { bizNoField, idNumberField, personNameField, returnUrlField, consentField, lineString, multiLineString } from '../fields.ts';
import { identityStartResponseSchema } from '../identity/schemas.ts';
import type { SchemaTable } from '../operation.ts';
import type { simEndpoints } from './endpoints.ts';
import { FieldLimit, MOBILE_PHONE_PATTERN } from '../validators.ts';
import { SimMessage } from './rules.ts';

const RECEIVER_REQUIRED = SimMessage.RECEIVER_REQUIRED;

const receiverText = (maxLength: number, label: string, isMultiLine = false) =>
  (isMultiLine ? multiLineString : lineString)(label, RECEIVER_REQUIRED).trim().min(1, RECEIVER_REQUIRED).max(maxLength, `${label}不能超过${maxLength}个字符`);

export const simSchemas = {
  CHANGE_CARD: {
    request: z.object({ idCard: idNumberField, name: personNameField, returnUrl: returnUrlField, consent: consentField }),
    response: identityStartResponseSchema,
  },
  CHANGE_CARD_FORM: {
    request: z.object({
      biz_no: bizNoField,
      reason: multiLineString('补卡原因', SimMessage.REASON_REQUIRED)
        .trim()
        .min(1, SimMessage.REASON_REQUIRED)
        .max(FieldLimit.FREE_TEXT, `补卡原因不能超过${FieldLimit.FREE_TEXT}个字符`),
      mobilePhone: z
        .string({ error: SimMessage.PHONE_REQUIRED })
        .trim()
        .min(1, SimMessage.PHONE_REQUIRED)
        .regex(MOBILE_PHONE_PATTERN, SimMessage.PHONE_INVALID),
      phonePassword: lineString('服务密码', SimMessage.PASSWORD_REQUIRED)
        .min(1, SimMessage.PASSWORD_REQUIRED)
        .max(FieldLimit.SERVICE_PASSWORD_FIELD, '服务密码格式错误'),
      receive_man: receiverText(FieldLimit.NAME, '收货人姓名'),
      receive_phone: receiverText(FieldLimit.PHONE, '收货人电话').regex(MOBILE_PHONE_PATTERN, SimMessage.RECEIVER_PHONE_INVALID),
      receive_addr: receiverText(FieldLimit.FREE_TEXT, '收货地址', true),
    }),
    response: z.object({ applicationId: z.string(), status: z.literal('pending') }),
  },
} satisfies SchemaTable<typeof simEndpoints>;
