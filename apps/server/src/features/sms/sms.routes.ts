import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';
import { sendSmsCode } from './sms.service.ts';

export function createSmsHandlers(deps: AppDeps, shared: SharedServices): HandlerTable<'SEND_SMS_CODE'> {
  return {
    SEND_SMS_CODE: ({ member, input, request }) => sendSmsCode(deps, shared, member, { phone: input.mobilePhone, purpose: input.type, ip: request.ip }),
  };
}
