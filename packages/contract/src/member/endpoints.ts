import { SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

export const memberEndpoints = {
  PERSONAL_DATA: { method: 'POST', path: '/api/wechat/memberInfo', access: 'member' },
  BIND_PHONE: { method: 'POST', path: '/api/wechat/bindPhone', access: 'member', loading: true, limits: SECRET_CHECK },
} as const satisfies Record<string, Endpoint>;
