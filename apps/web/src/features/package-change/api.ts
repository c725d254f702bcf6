import type { PackageDetails } from '@hall/contract/package-change/schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { readLocal, removeLocal, writeLocal, LocalKey } from '../../shared/lib/storage.ts';

/** The bound phone and the packages it may change to (RECHARGE_PRODUCT's userprod.list). */
export const packageCatalogueQuery = queryOptions({
  queryKey: ['package-change', 'catalogue'],
  queryFn: () => call('RECHARGE_PRODUCT', {}, { loading: false }),
});

export function packageDetailsQuery(productId: string) {
  return queryOptions<PackageDetails>({
    queryKey: ['package-change', 'details', productId],
    queryFn: () => call('PACKAGE_DETAILS', { productId }, { loading: false }),
    retry: false,
  });
}

/** The selection survives a visit to the details page (the spec's price / checkedList / selectFlag keys). */
export interface PackageSelection {
  productId: string;
  price: number;
  tab: string;
}

export function readSelection(): PackageSelection | null {
  const productId = readLocal(LocalKey.CHECKED_LIST);
  const price = Number(readLocal(LocalKey.PRICE));
  const tab = readLocal(LocalKey.SELECT_FLAG);
  return productId && Number.isFinite(price) && tab ? { productId, price, tab } : null;
}

export function writeSelection(selection: PackageSelection): void {
  writeLocal(LocalKey.CHECKED_LIST, selection.productId);
  writeLocal(LocalKey.PRICE, String(selection.price));
  writeLocal(LocalKey.SELECT_FLAG, selection.tab);
}

export function clearSelection(): void {
  removeLocal(LocalKey.CHECKED_LIST);
  removeLocal(LocalKey.PRICE);
  removeLocal(LocalKey.SELECT_FLAG);
}
