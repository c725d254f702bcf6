import type { Endpoint } from '../operation.ts';

export const authEndpoints = {
  LOGIN: { method: 'POST', path: '/api/wechat/login', access: 'public', loading: true },
} as const satisfies Record<string, Endpoint>;
