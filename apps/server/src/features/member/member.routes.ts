import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { bindPhone, bindPhoneByIdentityCheck, readMemberRecord } from './member.service.ts';

export function createMemberHandlers(deps: AppDeps): HandlerTable<'PERSONAL_DATA' | 'BIND_PHONE'> {
  return {
    PERSONAL_DATA: ({ member }) => readMemberRecord(deps, member),
    BIND_PHONE: ({ member, input }) =>
      input.biz_no ? bindPhoneByIdentityCheck(deps, member, input.biz_no) : bindPhone(deps, member, { phone: input.phone ?? '', code: input.code ?? '' }),
  };
}
