import type { smsEndpoints } from '@hall/contract/sms/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { sendSmsCode } from './sms.service.ts';

export const smsModule: FeatureModule<keyof typeof smsEndpoints> = {
  name: 'sms',
  handlers: (deps) => {
    return {
      SEND_SMS_CODE: ({ member, input, request }) => sendSmsCode(deps, member, { phone: input.mobilePhone, purpose: input.type, ip: request.ip }),
    };
  },
};
