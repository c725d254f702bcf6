import { PACKAGE_CHANGE_ACCEPTED } from '@hall/contract/package-change/rules';
import type { PackageDetails } from '@hall/contract/package-change/schemas';
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { MEMBER_QUERY_KEY } from '../../shared/member/use-member.ts';
import { readLocal, removeLocal, writeLocal, LocalKey } from '../../shared/lib/storage.ts';

export const packageChangeKeys = {
  catalogue: ['package-change', 'catalogue'] as const,
  details: (productId: string) => ['package-change', 'details', productId] as const,
};

/** The bound phone and the packages it may change to (RECHARGE_PRODUCT's userprod.list). */
export const packageCatalogueQuery = queryOptions({
  queryKey: packageChangeKeys.catalogue,
  queryFn: () => call('RECHARGE_PRODUCT', {}, { loading: false }),
});

export function packageDetailsQuery(productId: string) {
  return queryOptions<PackageDetails>({
    queryKey: packageChangeKeys.details(productId),
    queryFn: () => call('PACKAGE_DETAILS', { productId }, { loading: false }),
    retry: false,
  });
}

/** Proves the bound phone with its type 06 code; the change itself is checked against it. */
export function useVerifyPackageChangeCode() {
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) => call('VERIFICATION_CODE', { service_id: phone, code }),
  });
}

/** Orders next month's package; an accepted change shows in the member record's package, so that is read again. */
export function useChangePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OperationInput<'PACKAGE_CHANGE'>) => call('PACKAGE_CHANGE', change),
    onSuccess: (result) => {
      if (result.rspCode === PACKAGE_CHANGE_ACCEPTED) {
        void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      }
    },
  });
}

/** The selection survives a visit to the details page (the spec's price / checkedList / selectFlag, under package change's own keys). */
export interface PackageSelection {
  productId: string;
  price: number;
  tab: string;
}

export function readSelection(): PackageSelection | null {
  const productId = readLocal(LocalKey.PACKAGE_CHANGE_CHECKED_LIST);
  const price = Number(readLocal(LocalKey.PACKAGE_CHANGE_PRICE));
  const tab = readLocal(LocalKey.PACKAGE_CHANGE_SELECT_FLAG);
  return productId && Number.isFinite(price) && tab ? { productId, price, tab } : null;
}

export function writeSelection(selection: PackageSelection): void {
  writeLocal(LocalKey.PACKAGE_CHANGE_CHECKED_LIST, selection.productId);
  writeLocal(LocalKey.PACKAGE_CHANGE_PRICE, String(selection.price));
  writeLocal(LocalKey.PACKAGE_CHANGE_SELECT_FLAG, selection.tab);
}

export function clearSelection(): void {
  removeLocal(LocalKey.PACKAGE_CHANGE_CHECKED_LIST);
  removeLocal(LocalKey.PACKAGE_CHANGE_PRICE);
  removeLocal(LocalKey.PACKAGE_CHANGE_SELECT_FLAG);
}
