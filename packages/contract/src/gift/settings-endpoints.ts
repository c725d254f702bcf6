import type { Endpoint } from '../operation.ts';

// 转赠设置 in the console (admin): the limits per giver and per receiver. Not in the spec.
export const giftSettingsEndpoints = {
  CONSOLE_GIFT_SETTINGS: { method: 'POST', path: '/api/console/giftSettings', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_SAVE_GIFT_SETTINGS: { method: 'POST', path: '/api/console/saveGiftSettings', access: 'staff', staffRoles: ['admin'], loading: true },
} as const satisfies Record<string, Endpoint>;
