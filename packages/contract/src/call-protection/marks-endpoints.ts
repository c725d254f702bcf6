import { STAFF_LOOKUP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// 标记号码 in the console (customer service): the back office's marked numbers (推销, 诈骗, 骚扰) that
// call protection blocks by category. Not in the spec.
export const callProtectionMarksEndpoints = {
  CONSOLE_MARKED_NUMBERS: { method: 'POST', path: '/api/console/markedNumbers', access: 'staff', staffRoles: ['service'], limits: STAFF_LOOKUP },
  CONSOLE_SAVE_MARKED_NUMBER: { method: 'POST', path: '/api/console/saveMarkedNumber', access: 'staff', staffRoles: ['service'], loading: true },
  CONSOLE_DELETE_MARKED_NUMBER: { method: 'POST', path: '/api/console/deleteMarkedNumber', access: 'staff', staffRoles: ['service'], loading: true },
} as const satisfies Record<string, Endpoint>;
