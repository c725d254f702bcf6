import { SMS_REQUEST } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

export const smsEndpoints = {
  SEND_SMS_CODE: { method: 'POST', path: '/api/wechat/sendSmsCode', access: 'member', limits: SMS_REQUEST },
} as const satisfies Record<string, Endpoint>;
