import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { mailProviderOf } from '../outside-credentials.ts';
import type { Mailer } from './mailer.ts';
import { createSandboxMailer } from './sandbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The mailer MAIL_PROVIDER names. */
export function createMailerOf(config: Config, db: Db, now: () => Date): Mailer {
  switch (mailProviderOf(config)) {
    case 'sandbox':
      return createSandboxMailer(db, now);
    case 'smtp':
      return createSmtpMailer(config);
  }
}
