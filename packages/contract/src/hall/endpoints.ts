import type { Endpoint } from '../operation.ts';

export const hallEndpoints = {
  RECHARGE_PRODUCT: { method: 'POST', path: '/api/wechat/product', access: 'member' },
  WX_URL: { method: 'POST', path: '/api/wechat/checknickName', access: 'member' },
} as const satisfies Record<string, Endpoint>;
