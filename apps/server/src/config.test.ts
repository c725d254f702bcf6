import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { DEMO_PRODUCTION } from './test/production-settings.ts';

function realWechatCredentials(): Record<string, string> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    PUBLIC_URL: 'https://hall.example.com',
    WECHAT_APP_ID: 'wx1234567890abcdef',
    WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef',
    WECHATPAY_MCH_ID: '1900000109',
    WECHATPAY_MCH_CERT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHATPAY_MCH_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000',
    WECHATPAY_PUBLIC_KEY: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    WECHATPAY_API_V3_KEY: 'a'.repeat(32),
  };
}

describe('loadConfig', () => {
  it('defaults to the embedded database and sandbox providers', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', PROVIDERS: 'sandbox' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses a production start with sandbox providers unless allowed', () => {
    const secret = { SECRET_KEY: 'k'.repeat(32), SEED_DEMO_DATA: 'false', PUBLIC_URL: 'https://hall.example.com' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/sandbox providers/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', ...secret }).NODE_ENV).toBe('production');
  });

  it('requires a secret key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', PUBLIC_URL: 'https://hall.example.com' })).toThrow(/SECRET_KEY/);
  });

  it('refuses demo data in production, even a demo deployment on sandbox providers', () => {
    const demoDeployment = { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', SECRET_KEY: 'k'.repeat(32), PUBLIC_URL: 'https://hall.example.com' };
    expect(() => loadConfig({ ...demoDeployment, SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA=false/);
    expect(loadConfig({ ...demoDeployment, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('refuses a production start without rate limits', () => {
    const production = DEMO_PRODUCTION;
    expect(() => loadConfig({ ...production, RATE_LIMITS_ENABLED: 'false' })).toThrow(/RATE_LIMITS_ENABLED/);
    expect(loadConfig(production).RATE_LIMITS_ENABLED).toBe(true);
  });

  it('refuses the real WeChat with a missing or malformed credential, naming the variable', () => {
    const production = DEMO_PRODUCTION;
    const credentials = realWechatCredentials();
    expect(loadConfig({ ...production, ...credentials, WECHAT_PROVIDER: 'wechat' }).WECHAT_PROVIDER).toBe('wechat');
    for (const name of Object.keys(credentials).filter((key) => key !== 'PUBLIC_URL')) {
      const { [name]: _left, ...withoutOne } = credentials;
      expect(() => loadConfig({ ...production, ...withoutOne, WECHAT_PROVIDER: 'wechat' })).toThrow(new RegExp(`${name} is missing`));
    }
    expect(() => loadConfig({ ...production, ...credentials, WECHAT_PROVIDER: 'wechat', WECHATPAY_API_V3_KEY: 'short' })).toThrow(
      /WECHATPAY_API_V3_KEY is malformed/,
    );
    expect(() => loadConfig({ ...production, ...credentials, WECHAT_PROVIDER: 'wechat', WECHATPAY_PUBLIC_KEY_ID: '5157F09EFDC096DE15EBE81A47057A72' })).toThrow(
      /WECHATPAY_PUBLIC_KEY_ID is malformed/,
    );
    expect(() => loadConfig({ ...production, ...credentials, WECHAT_PROVIDER: 'wechat', PUBLIC_URL: 'http://hall.example.com' })).toThrow(
      /PUBLIC_URL must be https/,
    );
    // The sandbox needs none of them.
    expect(loadConfig({}).WECHAT_PROVIDER).toBeUndefined();
  });

  it('reads a credential from its secret file, and refuses a file it cannot read', () => {
    const folder = mkdtempSync(join(tmpdir(), 'hall-secrets-'));
    const keyFile = join(folder, 'apiv3.key');
    writeFileSync(keyFile, `${'v'.repeat(32)}\n`);
    expect(loadConfig({ WECHATPAY_API_V3_KEY_FILE: keyFile }).WECHATPAY_API_V3_KEY).toBe('v'.repeat(32));
    expect(() => loadConfig({ WECHATPAY_API_V3_KEY_FILE: join(folder, 'missing') })).toThrow(/WECHATPAY_API_V3_KEY_FILE/);
    expect(() => loadConfig({ WECHATPAY_API_V3_KEY_FILE: keyFile, WECHATPAY_API_V3_KEY: 'x'.repeat(32) })).toThrow(/not both/);
  });

  it('names every missing or malformed credential in one refusal, not the first alone', () => {
    const refusal = () => {
      try {
        loadConfig({
          ...DEMO_PRODUCTION,
          ...realWechatCredentials(),
          WECHAT_PROVIDER: 'wechat',
          WECHAT_APP_SECRET: '',
          WECHATPAY_API_V3_KEY: 'short',
          SMS_PROVIDER: 'tencent',
          MAIL_PROVIDER: 'smtp',
          SMTP_HOST: 'smtp.example.com',
          TRUST_PROXY: 'true',
          INITIAL_PIN: '12',
          METRICS_TOKEN_FILE: join(tmpdir(), 'no-such-folder', 'metrics-token'),
        });
      } catch (error) {
        return (error as Error).message;
      }
      return 'started';
    };
    const message = refusal();
    for (const expected of [
      /WECHAT_APP_SECRET is missing/,
      /WECHATPAY_API_V3_KEY is malformed/,
      /TENCENTCLOUD_SECRET_ID is missing/,
      /TENCENT_SMS_SDK_APP_ID is missing/,
      /SMTP_USER is missing/,
      /SMTP_PASSWORD is missing/,
      /Refusing TRUST_PROXY=true in production/,
      /INITIAL_PIN/,
      /METRICS_TOKEN_FILE names a file that cannot be read/,
    ]) {
      expect(message).toMatch(expected);
    }
  });

  it('refuses production with a system on its sandbox that ALLOW_SANDBOX_IN_PRODUCTION does not name', () => {
    const production = { ...DEMO_PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'invoice,sms' };
    expect(() => loadConfig(production)).toThrow(/WECHAT_PROVIDER=sandbox \(ALLOW_SANDBOX_IN_PRODUCTION=wechat allows it\)/);
    expect(() => loadConfig(production)).not.toThrow(/SMS_PROVIDER=sandbox/);
    expect(
      loadConfig({ ...DEMO_PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'wechat,sms,face,ocr,mail,ip-city,invoice' }).ALLOW_SANDBOX_IN_PRODUCTION,
    ).toHaveLength(7);
    expect(loadConfig(DEMO_PRODUCTION).ALLOW_SANDBOX_IN_PRODUCTION).toContain('demo');
    expect(() => loadConfig({ ...DEMO_PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'invoice,payments' })).toThrow(/ALLOW_SANDBOX_IN_PRODUCTION: .*not payments/);
  });

  it('names invalid settings', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ INITIAL_PIN: '12' })).toThrow(/INITIAL_PIN/);
  });
});
