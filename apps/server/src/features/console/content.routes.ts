import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { adjustStock, listPackages, listPointsProducts, savePackage, savePointsProduct } from './content-catalogue.service.ts';
import { listActivities, listBanners, listStores, removeActivity, removeBanner, removeStore, saveActivity, saveBanner, saveStore } from './content.service.ts';

type ContentOperation =
  | 'CONSOLE_BANNERS'
  | 'CONSOLE_SAVE_BANNER'
  | 'CONSOLE_DELETE_BANNER'
  | 'CONSOLE_ACTIVITIES'
  | 'CONSOLE_SAVE_ACTIVITY'
  | 'CONSOLE_DELETE_ACTIVITY'
  | 'CONSOLE_POINTS_PRODUCTS'
  | 'CONSOLE_SAVE_POINTS_PRODUCT'
  | 'CONSOLE_ADJUST_POINTS_STOCK'
  | 'CONSOLE_PACKAGES'
  | 'CONSOLE_SAVE_PACKAGE'
  | 'CONSOLE_STORES'
  | 'CONSOLE_SAVE_STORE'
  | 'CONSOLE_DELETE_STORE';

export function createConsoleContentHandlers(deps: AppDeps): HandlerTable<ContentOperation> {
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
    CONSOLE_PACKAGES: () => listPackages(deps),
    CONSOLE_SAVE_PACKAGE: ({ staff, input }) => savePackage(deps, staff.id, input),
    CONSOLE_STORES: ({ input }) => listStores(deps, input.keyword),
    CONSOLE_SAVE_STORE: ({ staff, input }) => saveStore(deps, staff.id, input),
    CONSOLE_DELETE_STORE: ({ staff, input }) => removeStore(deps, staff.id, input.id),
  };
}
