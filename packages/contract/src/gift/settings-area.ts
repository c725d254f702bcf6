import type { ContractArea } from '../contract-area.ts';
import { giftSettingsEndpoints } from './settings-endpoints.ts';

export const giftSettingsArea = {
  tag: 'gift-settings',
  audience: 'console',
  description: '管理后台（运营人员）：转赠设置（赠送方与接收方的每日、每月限额）',
  endpoints: giftSettingsEndpoints,
} as const satisfies ContractArea<'console'>;
