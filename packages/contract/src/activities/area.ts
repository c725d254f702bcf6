import type { ContractArea } from '../contract-area.ts';
import { activitiesEndpoints } from './endpoints.ts';

export const activitiesArea = {
  tag: 'activities',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：活动',
  endpoints: activitiesEndpoints,
} as const satisfies ContractArea<'hall'>;
