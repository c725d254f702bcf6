import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';
import { bindPhone, bindPhoneByIdentityCheck, readMemberRecord } from './member.service.ts';

export function createMemberHandlers(deps: AppDeps, shared: SharedServices): HandlerTable<'PERSONAL_DATA' | 'BIND_PHONE'> {
  return {
    PERSONAL_DATA: ({ member }) => readMemberRecord(deps, member),
    BIND_PHONE: ({ member, input }) =>
      input.biz_no
        ? bindPhoneByIdentityCheck(deps, shared, member, input.biz_no)
        : bindPhone(deps, shared, member, { phone: input.phone ?? '', code: input.code ?? '' }),
  };
}
