import type { smsRegisterEndpoints } from '@hall/contract/sms-register/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { changeSmsRegister, insertUserAppeal, readSmsInterceptions, readSmsOrder, readSmsRegister, registerSmsService } from './sms-register.service.ts';

export const smsRegisterModule: FeatureModule<keyof typeof smsRegisterEndpoints> = {
  name: 'sms-register',
  handlers: (deps) => {
    return {
      GET_SMSBYPHONE: ({ member, input }) => readSmsOrder(deps, member, input.serviceid),
      SMSREGISTER: ({ member, input }) => registerSmsService(deps, member, input),
      QUERY_SMSREGISTER: ({ member, input }) => readSmsRegister(deps, member, input.serviceid),
      CHANGESMS: ({ member, input }) => changeSmsRegister(deps, member, input),
      SMS_INTERCEPTIONS: ({ member, input }) => readSmsInterceptions(deps, member, input.serviceid),
      INSERTUSERAPPEAL: ({ member, input }) => insertUserAppeal(deps, member, input),
    };
  },
};
