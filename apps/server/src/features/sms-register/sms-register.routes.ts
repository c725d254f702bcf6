import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { changeSmsRegister, insertUserAppeal, readSmsOrder, readSmsRegister, registerSmsService } from './sms-register.service.ts';

export function createSmsRegisterHandlers(
  deps: AppDeps,
): HandlerTable<'GET_SMSBYPHONE' | 'SMSREGISTER' | 'QUERY_SMSREGISTER' | 'CHANGESMS' | 'INSERTUSERAPPEAL'> {
  return {
    GET_SMSBYPHONE: ({ member, input }) => readSmsOrder(deps, member, input.serviceid),
    SMSREGISTER: ({ member, input }) => registerSmsService(deps, member, input),
    QUERY_SMSREGISTER: ({ member, input }) => readSmsRegister(deps, member, input.serviceid),
    CHANGESMS: ({ member, input }) => changeSmsRegister(deps, member, input),
    INSERTUSERAPPEAL: ({ member, input }) => insertUserAppeal(deps, member, input),
  };
}
