import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { mailProviderOf } from '../outside-credentials.ts';
import type { Mailer } from './mailer.ts';
import { createSandboxMailer } from './sandbox-mailer.ts';

/** The mailer MAIL_PROVIDER names. */
export function createMailerOf(config: Config, db: Db): Mailer {
  switch (mailProviderOf(config)) {
    case 'sandbox':
      return createSandboxMailer(db);
    case 'smtp':
      throw new Error('MAIL_PROVIDER=smtp: the adapter is being built');
  }
}
