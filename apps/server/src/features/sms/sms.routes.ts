import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { sendSmsCode } from './sms.service.ts';

export function createSmsHandlers(deps: AppDeps): HandlerTable<'SEND_SMS_CODE'> {
  return {
    SEND_SMS_CODE: ({ member, input, request }) => sendSmsCode(deps, member, { phone: input.mobilePhone, purpose: input.type, ip: request.ip }),
  };
}
