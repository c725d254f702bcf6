import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { changeServicePassword, checkOldServicePassword } from './password.service.ts';

export function createPasswordHandlers(deps: AppDeps): HandlerTable<'servicePasswordEditTest' | 'setService_Password'> {
  return {
    servicePasswordEditTest: ({ member, input }) => checkOldServicePassword(deps, member, input),
    setService_Password: ({ member, input }) => changeServicePassword(deps, member, input),
  };
}
