import { AuthType, type AuthTypeValue } from '@hall/contract/auth-types';
import { ResponseCode } from '@hall/contract/codes';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';

/** Said with -106 when a number under the identity still needs its promise video (data.serviceId). */
export const PROMISE_VIDEO_MESSAGE = '请继续完成承诺视频';

export function createIdentityHandlers(shared: SharedServices, deps?: AppDeps): HandlerTable<'QUERY_PHONE' | 'RESULT_QUERY'> {
  return {
    QUERY_PHONE: async ({ member, input }) => {
      const authType = input.authType ?? AuthType.QUERY_PHONE;
      const pendingPhone =
        deps && authType === AuthType.QUERY_PHONE
          ? await deps.boss.findPromiseVideoPending(input.idCardNumber.toUpperCase(), input.name)
          : null;
      if (pendingPhone) {
        throw new ApiError(ResponseCode.PROMISE_VIDEO_REQUIRED, PROMISE_VIDEO_MESSAGE, { serviceId: pendingPhone });
      }
      return shared.identityChecks.start({
        memberId: member.id,
        authType,
        ownerName: input.name,
        idHint: input.idCardNumber.toUpperCase(),
        returnUrl: input.returnUrl,
      });
    },
    RESULT_QUERY: async ({ member, input }) => {
      const check = await shared.identityChecks.readPassed({ memberId: member.id, bizNo: input.biz_no });
      return { biz_no: check.bizNo, phone: check.phone ?? '', authType: check.authType as AuthTypeValue };
    },
  };
}
