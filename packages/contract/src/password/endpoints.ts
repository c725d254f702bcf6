import { NUMBER_SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// The service password: step 1 checks the SMS code and the old password, step 2 sets the new one
// (after step 1, or with a passed SET_PASSWORD face check when the old one is forgotten).
export const passwordEndpoints = {
  servicePasswordEditTest: { method: 'POST', path: '/api/wechat/servicePasswordEditTest', access: 'bound', loading: true, limits: NUMBER_SECRET_CHECK },
  setService_Password: { method: 'POST', path: '/api/wechat/servicePasswordEdit', access: 'bound', loading: '提交中' },
} as const satisfies Record<string, Endpoint>;
