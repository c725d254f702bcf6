import { IDENTITY_LOOKUP, NUMBER_SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Binding by face (ACCOUNT_BIND, also the forgot-password check SET_PASSWORD) and unbinding.
export const accountEndpoints = {
  FACE_AUTH_ACCOUNT_BIND: { method: 'POST', path: '/api/wechat/faceAuthAccountBind', access: 'member', loading: true, limits: IDENTITY_LOOKUP },
  RELIEVE_BINDING: { method: 'POST', path: '/api/wechat/unbind', access: 'bound', loading: '提交中', limits: NUMBER_SECRET_CHECK },
} as const satisfies Record<string, Endpoint>;
