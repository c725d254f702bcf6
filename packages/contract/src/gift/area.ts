import type { ContractArea } from '../contract-area.ts';
import { giftEndpoints } from './endpoints.ts';

export const giftArea = {
  tag: 'gift',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：流量与话费转赠',
  endpoints: giftEndpoints,
} as const satisfies ContractArea<'hall'>;

// The console's part lives apart, so the hall's endpoint table does not share a chunk with the console's.
export { giftSettingsArea } from './settings-area.ts';
