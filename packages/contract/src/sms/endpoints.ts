import type { Endpoint } from '../operation.ts';

export const smsEndpoints = {
  SEND_SMS_CODE: { method: 'POST', path: '/api/wechat/sendSmsCode', access: 'member' },
} as const satisfies Record<string, Endpoint>;
