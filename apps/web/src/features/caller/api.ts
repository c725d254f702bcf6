import { CALLER_PACKAGE_LIST_TYPE, expectedEffectType, type CallTypeValue, type OperType } from '@hall/contract/caller/rules';
import type { CallerPackage } from '@hall/contract/caller/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/subscriber-client.ts';
import { showToast } from '../../shared/ui/toast.ts';

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

export interface PackageOrder {
  item: CallerPackage;
  operType: (typeof OperType)[keyof typeof OperType];
  /** Call forwarding only: the passed CALL_DIVERT check and the number calls go to. */
  forwarding?: { bizNo: string; forwardTo: string };
}

/** A refusal (-100, or a check no longer usable) shows its message, anything else 提交数据异常; login and binding keep the catalogue's reaction. */
function showOrderFailure(error: unknown): void {
  if (!isApiError(error)) {
    showToast('提交数据异常');
  } else if (error.code === ResponseCode.INVALID || error.code === ResponseCode.IDENTITY_FAILED) {
    showToast(error.message);
  } else if (error.code !== ResponseCode.NOT_LOGGED_IN && error.code !== ResponseCode.NOT_BOUND) {
    showToast('提交数据异常');
  }
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
    onError: showOrderFailure,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: callerKeys.packages });
    },
  });
}
