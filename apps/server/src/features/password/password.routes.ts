import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';
import { changeServicePassword, checkOldServicePassword } from './password.service.ts';

export function createPasswordHandlers(deps: AppDeps, shared: SharedServices): HandlerTable<'servicePasswordEditTest' | 'setService_Password'> {
  return {
    servicePasswordEditTest: ({ member, input }) => checkOldServicePassword(deps, shared, member, input),
    setService_Password: ({ member, input }) => changeServicePassword(deps, shared, member, input),
  };
}
