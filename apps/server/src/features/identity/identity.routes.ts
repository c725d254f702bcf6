import QRCode from 'qrcode';
import { AuthType, type AuthTypeValue } from '@hall/contract/auth-types';
import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';

export function createIdentityHandlers(deps: AppDeps, shared: SharedServices): HandlerTable<'QUERY_PHONE' | 'RESULT_QUERY' | 'CPDEIMG'> {
  return {
    CPDEIMG: async ({ input }) => {
      const target = `${deps.config.PUBLIC_URL}/sandbox/promise-video?serviceId=${encodeURIComponent(input.serviceId)}`;
      return { image: await QRCode.toDataURL(target, { width: 240, margin: 1 }) };
    },
    QUERY_PHONE: ({ member, input }) =>
      shared.identityChecks.start({
        memberId: member.id,
        authType: input.authType ?? AuthType.QUERY_PHONE,
        ownerName: input.name,
        idHint: input.idCardNumber.toUpperCase(),
        returnUrl: input.returnUrl,
      }),
    RESULT_QUERY: async ({ member, input }) => {
      const check = await shared.identityChecks.readPassed({ memberId: member.id, bizNo: input.biz_no });
      return { biz_no: check.bizNo, phone: check.phone ?? '', authType: check.authType as AuthTypeValue };
    },
  };
}
