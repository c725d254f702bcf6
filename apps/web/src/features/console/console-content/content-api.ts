// The console-content area: what the hall shows (banners, activities, points products, packages and their rates, caller services, stores).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const contentKeys = {
  banners: [...consoleKeys.all, 'content', 'banners'] as const,
  activities: [...consoleKeys.all, 'content', 'activities'] as const,
  pointsProducts: [...consoleKeys.all, 'content', 'points-products'] as const,
  packages: [...consoleKeys.all, 'content', 'packages'] as const,
  callerPackages: [...consoleKeys.all, 'content', 'caller-packages'] as const,
  stores: [...consoleKeys.all, 'content', 'stores'] as const,
  storesFound: (keyword: string) => [...consoleKeys.all, 'content', 'stores', keyword] as const,
};

export const bannersQuery = queryOptions({ queryKey: contentKeys.banners, queryFn: () => callStaff('CONSOLE_BANNERS', {}) });

export function useSaveBanner() {
  return useConsoleMutation({
    mutationFn: (banner: OperationInput<'CONSOLE_SAVE_BANNER'>) => callStaff('CONSOLE_SAVE_BANNER', banner, { isSilent: true }),
    success: '横幅已保存',
    refresh: contentKeys.banners,
  });
}

export function useDeleteBanner() {
  return useConsoleMutation({
    mutationFn: (id: number) => callStaff('CONSOLE_DELETE_BANNER', { id }, { isSilent: true }),
    success: '横幅已删除',
    refresh: contentKeys.banners,
  });
}

export const activitiesQuery = queryOptions({ queryKey: contentKeys.activities, queryFn: () => callStaff('CONSOLE_ACTIVITIES', {}) });

export function useSaveActivity() {
  return useConsoleMutation({
    mutationFn: (activity: OperationInput<'CONSOLE_SAVE_ACTIVITY'>) => callStaff('CONSOLE_SAVE_ACTIVITY', activity, { isSilent: true }),
    success: '活动已保存（详情中的脚本等不安全内容已过滤）',
    refresh: contentKeys.activities,
  });
}

export function useDeleteActivity() {
  return useConsoleMutation({
    mutationFn: (id: number) => callStaff('CONSOLE_DELETE_ACTIVITY', { id }, { isSilent: true }),
    success: '活动已删除',
    refresh: contentKeys.activities,
  });
}

export const pointsProductsQuery = queryOptions({ queryKey: contentKeys.pointsProducts, queryFn: () => callStaff('CONSOLE_POINTS_PRODUCTS', {}) });

export function useSavePointsProduct() {
  return useConsoleMutation({
    mutationFn: (product: OperationInput<'CONSOLE_SAVE_POINTS_PRODUCT'>) => callStaff('CONSOLE_SAVE_POINTS_PRODUCT', product, { isSilent: true }),
    success: '商品已保存',
    refresh: contentKeys.pointsProducts,
  });
}

export function useAdjustPointsStock() {
  return useConsoleMutation({
    mutationFn: (adjustment: OperationInput<'CONSOLE_ADJUST_POINTS_STOCK'>) => callStaff('CONSOLE_ADJUST_POINTS_STOCK', adjustment, { isSilent: true }),
    success: '库存已调整',
    refresh: contentKeys.pointsProducts,
  });
}

export const packagesQuery = queryOptions({ queryKey: contentKeys.packages, queryFn: () => callStaff('CONSOLE_PACKAGES', {}) });

export function useSavePackage() {
  return useConsoleMutation({
    mutationFn: (item: OperationInput<'CONSOLE_SAVE_PACKAGE'>) => callStaff('CONSOLE_SAVE_PACKAGE', item, { isSilent: true }),
    success: (_item, saved) => (saved.isRulesFiltered ? '套餐已保存（规则中的不安全内容已过滤）' : '套餐已保存'),
    refresh: contentKeys.packages,
  });
}

export const callerPackagesQuery = queryOptions({ queryKey: contentKeys.callerPackages, queryFn: () => callStaff('CONSOLE_CALLER_PACKAGES', {}) });

export function useSaveCallerPackage() {
  return useConsoleMutation({
    mutationFn: (item: OperationInput<'CONSOLE_SAVE_CALLER_PACKAGE'>) => callStaff('CONSOLE_SAVE_CALLER_PACKAGE', item, { isSilent: true }),
    success: '来电套餐已保存',
    refresh: contentKeys.callerPackages,
  });
}

export function storesQuery(keyword: string) {
  return queryOptions({
    queryKey: contentKeys.storesFound(keyword),
    queryFn: () => callStaff('CONSOLE_STORES', { keyword }),
    placeholderData: keepPreviousData,
  });
}

/** Saves a store; every search of the stores is read again, since the change may move it in or out of one. */
export function useSaveStore() {
  return useConsoleMutation({
    mutationFn: (store: OperationInput<'CONSOLE_SAVE_STORE'>) => callStaff('CONSOLE_SAVE_STORE', store, { isSilent: true }),
    success: '门店已保存',
    refresh: contentKeys.stores,
  });
}

export function useDeleteStore() {
  return useConsoleMutation({
    mutationFn: (id: number) => callStaff('CONSOLE_DELETE_STORE', { id }, { isSilent: true }),
    success: '门店已删除',
    refresh: contentKeys.stores,
  });
}
