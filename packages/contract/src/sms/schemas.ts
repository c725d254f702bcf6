import { z } from 'zod';
import { SMS_CODE_TYPES } from './rules.ts';
import { mobilePhoneField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { smsEndpoints } from './endpoints.ts';

export const smsSchemas = {
  SEND_SMS_CODE: {
    request: z.object({
      mobilePhone: mobilePhoneField,
      type: z.enum(SMS_CODE_TYPES, { error: '验证码类型错误' }),
    }),
    /** Seconds until another code may be requested. */
    response: z.object({ resendAfterSeconds: z.number().int() }),
  },
} satisfies SchemaTable<typeof smsEndpoints>;
