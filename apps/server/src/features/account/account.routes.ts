import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { startFaceAccountCheck, unbindPhone } from './account.service.ts';

export function createAccountHandlers(deps: AppDeps): HandlerTable<'FACE_AUTH_ACCOUNT_BIND' | 'RELIEVE_BINDING'> {
  return {
    FACE_AUTH_ACCOUNT_BIND: ({ member, input }) => startFaceAccountCheck(deps, member, input),
    RELIEVE_BINDING: ({ member, input }) => unbindPhone(deps, member, input),
  };
}
