import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { smsProviderOf } from '../outside-credentials.ts';
import { createSandboxSmsGateway } from './sandbox-sms-gateway.ts';
import type { SmsGateway } from './sms-gateway.ts';
import { parseSmsTemplates } from './sms-template-config.ts';
import { createTencentSmsGatewayOf } from './tencent-sms-gateway.ts';

/** The SMS gateway SMS_PROVIDER names. */
export function createSmsGatewayOf(config: Config, db: Db, now: () => Date): SmsGateway {
  switch (smsProviderOf(config)) {
    case 'sandbox':
      return createSandboxSmsGateway(db, config.SMS_SIGN_NAME, now);
    case 'tencent': {
      // loadConfig refused a start with problems in SMS_TEMPLATES, so this reads a valid table.
      const templates = parseSmsTemplates(config.SMS_TEMPLATES);
      if ('problems' in templates) {
        throw new Error(templates.problems.join('\n'));
      }
      return createTencentSmsGatewayOf(config, templates.table);
    }
  }
}
