import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createThrowAwayCertificate } from '../../test/fake-smtp/throw-away-certificate.ts';
import { DEMO_PRODUCTION } from '../../test/production-settings.ts';

const production = DEMO_PRODUCTION;
const smtpAccount = {
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: 'smtp.example.com',
  SMTP_USER: 'invoice@example.com',
  SMTP_PASSWORD: 'an-app-password',
  SMTP_FROM: '星海移动 <invoice@example.com>',
};

describe('starting with MAIL_PROVIDER=smtp', () => {
  it('starts with the whole SMTP account, on 587 with STARTTLS unless told otherwise', () => {
    const config = loadConfig({ ...production, ...smtpAccount });
    expect(config).toMatchObject({ MAIL_PROVIDER: 'smtp', SMTP_PORT: 587, SMTP_SECURE: false });
    expect(loadConfig({ ...production, ...smtpAccount, SMTP_PORT: '465', SMTP_SECURE: 'true' })).toMatchObject({ SMTP_PORT: 465, SMTP_SECURE: true });
  });

  it('refuses a missing part of the account, naming the variable', () => {
    for (const name of Object.keys(smtpAccount).filter((key) => key !== 'MAIL_PROVIDER')) {
      const { [name as keyof typeof smtpAccount]: _left, ...withoutOne } = smtpAccount;
      expect(() => loadConfig({ ...production, ...withoutOne })).toThrow(new RegExp(`${name} is missing`));
    }
  });

  it('refuses a sender without an address and a CA that is not PEM certificates, naming them', () => {
    expect(() => loadConfig({ ...production, ...smtpAccount, SMTP_FROM: '星海移动' })).toThrow(/SMTP_FROM is malformed/);
    expect(() => loadConfig({ ...production, ...smtpAccount, SMTP_CA: 'not a certificate' })).toThrow(/SMTP_CA is malformed/);
    expect(loadConfig({ ...production, ...smtpAccount, SMTP_CA: createThrowAwayCertificate().cert }).SMTP_CA).toContain('BEGIN CERTIFICATE');
  });

  it('reads the password and the CA from secret files (SMTP_PASSWORD_FILE, SMTP_CA_FILE)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'smtp-secrets-'));
    try {
      const ca = createThrowAwayCertificate().cert;
      writeFileSync(join(folder, 'password'), 'from-a-file\n');
      writeFileSync(join(folder, 'ca.pem'), ca);
      const { SMTP_PASSWORD: _inline, ...account } = smtpAccount;
      const config = loadConfig({ ...production, ...account, SMTP_PASSWORD_FILE: join(folder, 'password'), SMTP_CA_FILE: join(folder, 'ca.pem') });
      expect(config).toMatchObject({ SMTP_PASSWORD: 'from-a-file', SMTP_CA: ca.replace(/\r?\n$/, '') });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('asks nothing of the sandbox mailer, and names it among the sandbox systems of a production start', () => {
    expect(loadConfig({ ...production }).MAIL_PROVIDER).toBeUndefined();
    const { ALLOW_SANDBOX_IN_PRODUCTION: _allowed, ...strict } = production;
    expect(() => loadConfig({ ...strict })).toThrow(/MAIL_PROVIDER=sandbox/);
  });
});
