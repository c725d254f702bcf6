import type { ContractArea } from '../contract-area.ts';
import { giftEndpoints, giftSettingsEndpoints } from './endpoints.ts';

export const giftArea = {
  tag: 'gift',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：流量与话费转赠',
  endpoints: giftEndpoints,
} as const satisfies ContractArea<'hall'>;

export const giftSettingsArea = {
  tag: 'gift-settings',
  audience: 'console',
  description: '管理后台（运营人员）：转赠设置（赠送方与接收方的每日、每月限额）',
  endpoints: giftSettingsEndpoints,
} as const satisfies ContractArea<'console'>;
