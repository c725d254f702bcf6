import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';
import { startFaceAccountCheck, unbindPhone } from './account.service.ts';

export function createAccountHandlers(deps: AppDeps, shared: SharedServices): HandlerTable<'FACE_AUTH_ACCOUNT_BIND' | 'RELIEVE_BINDING'> {
  return {
    FACE_AUTH_ACCOUNT_BIND: ({ member, input }) => startFaceAccountCheck(deps, shared, member, input),
    RELIEVE_BINDING: ({ member, input }) => unbindPhone(deps, shared, member, input),
  };
}
