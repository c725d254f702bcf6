import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { smsProviderOf } from '../outside-credentials.ts';
import { createSandboxSmsGateway } from './sandbox-sms-gateway.ts';
import type { SmsGateway } from './sms-gateway.ts';

/** The SMS gateway SMS_PROVIDER names. */
export function createSmsGatewayOf(config: Config, db: Db): SmsGateway {
  switch (smsProviderOf(config)) {
    case 'sandbox':
      return createSandboxSmsGateway(db, config.SMS_SIGN_NAME);
    case 'tencent':
      throw new Error('SMS_PROVIDER=tencent: the adapter is being built');
  }
}
