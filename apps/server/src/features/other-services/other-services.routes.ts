import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { listStores, readCooperation, submitComplaint } from './other-services.service.ts';

export function createOtherServicesHandlers(deps: AppDeps): HandlerTable<'STORE' | 'COOPERATION' | 'COMPLAINT'> {
  return {
    STORE: ({ input }) => listStores(deps, input.selectAddress),
    COOPERATION: () => readCooperation(deps),
    COMPLAINT: ({ member, input }) => submitComplaint(deps, member, input.content),
  };
}
