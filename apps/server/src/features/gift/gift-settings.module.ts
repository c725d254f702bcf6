import type { giftSettingsEndpoints } from '@hall/contract/gift/settings-endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readGiftSettingsView, saveGiftSettings } from './gift-settings.service.ts';

// 转赠设置 in the console (admin): the gifts' limits per giver and per receiver.
export const giftSettingsModule: FeatureModule<keyof typeof giftSettingsEndpoints> = {
  name: 'gift-settings',
  handlers: (deps) => ({
    CONSOLE_GIFT_SETTINGS: () => readGiftSettingsView(deps),
    CONSOLE_SAVE_GIFT_SETTINGS: ({ staff, input }) => saveGiftSettings(deps, staff, input),
  }),
};
