import type { consoleContentEndpoints } from '@hall/contract/console-content/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { listCallerPackages, saveCallerPackage } from './content-caller-packages.service.ts';
import { readConsolePointsSettings, saveConsolePointsSettings } from './content-points-settings.service.ts';
import { adjustStock, listPackages, listPointsProducts, savePackage, savePointsProduct } from './content-catalogue.service.ts';
import {
  listActivities,
  listBanners,
  listStores,
  removeActivity,
  removeBanner,
  removeStore,
  saveActivity,
  saveBanner,
  saveStore,
} from './console-content.service.ts';

export const consoleContentModule: FeatureModule<keyof typeof consoleContentEndpoints> = {
  name: 'console-content',
  handlers: (deps) => {
    return {
      CONSOLE_BANNERS: ({ input }) => listBanners(deps, input.placement),
      CONSOLE_SAVE_BANNER: ({ staff, input }) => saveBanner(deps, staff.id, input),
      CONSOLE_DELETE_BANNER: ({ staff, input }) => removeBanner(deps, staff.id, input.id),
      CONSOLE_ACTIVITIES: () => listActivities(deps),
      CONSOLE_SAVE_ACTIVITY: ({ staff, input }) => saveActivity(deps, staff.id, input),
      CONSOLE_DELETE_ACTIVITY: ({ staff, input }) => removeActivity(deps, staff.id, input.id),
      CONSOLE_POINTS_PRODUCTS: () => listPointsProducts(deps),
      CONSOLE_SAVE_POINTS_PRODUCT: ({ staff, input }) => savePointsProduct(deps, staff.id, input),
      CONSOLE_ADJUST_POINTS_STOCK: ({ staff, input }) => adjustStock(deps, staff.id, input),
      CONSOLE_POINTS_SETTINGS: () => readConsolePointsSettings(deps),
      CONSOLE_SAVE_POINTS_SETTINGS: ({ staff, input }) => saveConsolePointsSettings(deps, staff.id, input),
      CONSOLE_PACKAGES: () => listPackages(deps),
      CONSOLE_SAVE_PACKAGE: ({ staff, input }) => savePackage(deps, staff.id, input),
      CONSOLE_CALLER_PACKAGES: () => listCallerPackages(deps),
      CONSOLE_SAVE_CALLER_PACKAGE: ({ staff, input }) => saveCallerPackage(deps, staff.id, input),
      CONSOLE_STORES: ({ input }) => listStores(deps, input.keyword),
      CONSOLE_SAVE_STORE: ({ staff, input }) => saveStore(deps, staff.id, input),
      CONSOLE_DELETE_STORE: ({ staff, input }) => removeStore(deps, staff.id, input.id),
    };
  },
};
