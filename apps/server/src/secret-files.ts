import { readFileSync } from 'node:fs';

/** Credentials that may come from a secret file: X_FILE names a file whose content is X. */
export const SECRET_VARIABLES = [
  'SECRET_KEY',
  'DATABASE_URL',
  'WECHAT_APP_SECRET',
  'WECHATPAY_MCH_PRIVATE_KEY',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_PLATFORM_CERTS',
  'WECHATPAY_API_V3_KEY',
  'WECHAT_MP_VERIFY_CONTENT',
  'TENCENTCLOUD_SECRET_KEY',
  'SMTP_PASSWORD',
  'SMTP_CA',
  'SMS_TEMPLATES',
  'METRICS_TOKEN',
] as const;

/**
 * The environment with every X_FILE read into X (trailing newline dropped), and one problem per
 * variable set both ways or naming a file that cannot be read (that variable is then left unset).
 */
export function readSecretFiles(environment: Record<string, string | undefined>): { environment: Record<string, string | undefined>; problems: string[] } {
  const resolved = { ...environment };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const path = environment[`${name}_FILE`];
    if (!path) {
      continue;
    }
    if (environment[name]) {
      problems.push(`set ${name} or ${name}_FILE, not both.`);
      continue;
    }
    try {
      resolved[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch {
      problems.push(`${name}_FILE names a file that cannot be read.`);
    }
  }
  return { environment: resolved, problems };
}
