import { CALLER_PACKAGE_LIST_TYPE, expectedEffectType, type CallTypeValue, type OperType } from '@hall/contract/caller/rules';
import type { CallerPackage } from '@hall/contract/caller/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { showSubmitFailure } from '../../shared/api/submit-failure.ts';

export const callerKeys = {
  packages: ['caller-packages'] as const,
};

export const callerPackagesQuery = queryOptions({
  queryKey: callerKeys.packages,
  queryFn: () => call('PACKAGE_LIST', { type: CALLER_PACKAGE_LIST_TYPE }),
});

/** The package of a call type in the list, or undefined. */
export function findPackage(list: CallerPackage[], callType: CallTypeValue): CallerPackage | undefined {
  return list.find((item) => item.callType === callType);
}

/** One caller service of the list (absent when the operator does not offer it) and the balance its fee comes from. */
export const callerServiceQuery = (callType: CallTypeValue | null) =>
  queryOptions({
    ...callerPackagesQuery,
    select: (packages) => ({ item: callType === null ? undefined : findPackage(packages.list, callType), balance: packages.balance }),
  });

export interface PackageOrder {
  item: CallerPackage;
  operType: (typeof OperType)[keyof typeof OperType];
  /** Call forwarding only: the passed CALL_DIVERT check and the number calls go to. */
  forwarding?: { bizNo: string; forwardTo: string };
}

/** PACKAGE_ORDER with the spec's operType/effectType; done or not, the package list is read again. */
export function useOrderPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, operType, forwarding }: PackageOrder) =>
      call(
        'PACKAGE_ORDER',
        {
          packageId: item.packageId,
          operType,
          effectType: expectedEffectType(item.callType, operType),
          ...(forwarding ? { biz_no: forwarding.bizNo, forwardTo: forwarding.forwardTo } : {}),
        },
        { isSilent: true },
      ),
    onError: showSubmitFailure,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: callerKeys.packages });
    },
  });
}
