import { CALLER_PACKAGE_LIST_TYPE, expectedEffectType, type CallTypeValue, type OperType } from '@hall/contract/caller/rules';
import type { CallerPackage } from '@hall/contract/caller/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/subscriber-client.ts';
import { showToast } from '../../shared/ui/toast.ts';

export const callerPackagesQuery = queryOptions({
  queryKey: ['caller-packages'],
  queryFn: () => call('PACKAGE_LIST', { type: CALLER_PACKAGE_LIST_TYPE }),
});

/** The package of a call type in the list, or undefined. */
export function findPackage(list: CallerPackage[], callType: CallTypeValue): CallerPackage | undefined {
  return list.find((item) => item.callType === callType);
}

/**
 * PACKAGE_ORDER with the spec's operType/effectType; true when done. A refusal (-100) shows its
 * message, anything else 提交数据异常 (login and binding problems keep the catalogue's reaction).
 */
export async function orderPackage(
  item: CallerPackage,
  operType: (typeof OperType)[keyof typeof OperType],
  forwarding?: { bizNo: string; forwardTo: string },
): Promise<boolean> {
  try {
    await call(
      'PACKAGE_ORDER',
      {
        packageId: item.packageId,
        operType,
        effectType: expectedEffectType(item.callType, operType),
        ...(forwarding ? { biz_no: forwarding.bizNo, forwardTo: forwarding.forwardTo } : {}),
      },
      { isSilent: true },
    );
    return true;
  } catch (error) {
    if (!isApiError(error)) {
      showToast('提交数据异常');
    } else if (error.code === ResponseCode.INVALID || error.code === ResponseCode.IDENTITY_FAILED) {
      showToast(error.message);
    } else if (error.code !== ResponseCode.NOT_LOGGED_IN && error.code !== ResponseCode.NOT_BOUND) {
      showToast('提交数据异常');
    }
    return false;
  }
}
