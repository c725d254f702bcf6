import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';
import { bindPhone, readMemberRecord } from './member.service.ts';

export function createMemberHandlers(deps: AppDeps, shared: SharedServices): HandlerTable<'PERSONAL_DATA' | 'BIND_PHONE'> {
  return {
    PERSONAL_DATA: ({ member }) => readMemberRecord(deps, member),
    BIND_PHONE: ({ member, input }) => bindPhone(deps, shared, member, input),
  };
}
