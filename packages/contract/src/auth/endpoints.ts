import { ANONYMOUS_ENTRY } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

export const authEndpoints = {
  LOGIN: { method: 'POST', path: '/api/wechat/login', access: 'public', loading: true, limits: ANONYMOUS_ENTRY },
  /** Additions to the spec's API: the member's session ends here, or every other one of the member's. */
  LOGOUT: { method: 'POST', path: '/api/wechat/logout', access: 'member' },
  END_OTHER_SESSIONS: { method: 'POST', path: '/api/wechat/endOtherSessions', access: 'member', loading: true },
} as const satisfies Record<string, Endpoint>;
