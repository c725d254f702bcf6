import { IDENTITY_LOOKUP, SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// SIM replacement: identity, face check CHANGE_CARD, then the application form (pending review).
export const simEndpoints = {
  CHANGE_CARD: { method: 'POST', path: '/api/wechat/changeCard', access: 'member', loading: true, limits: IDENTITY_LOOKUP },
  CHANGE_CARD_FORM: { method: 'POST', path: '/api/wechat/changeCardForm', access: 'member', loading: '提交中', limits: SECRET_CHECK },
} as const satisfies Record<string, Endpoint>;
