import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything a fake WeChat and the app under test agree on: the official account, the merchant and
 * its key pair, WeChat Pay's own key pair under a public-key-mode serial, and the APIv3 key.
 */
export interface FakeWechatKeys {
  appId: string;
  appSecret: string;
  mchId: string;
  /** The merchant's API certificate serial and key pair: the app signs with the private key, the fake checks with the public one. */
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  merchantPublicKey: KeyObject;
  /** WeChat Pay's public key id and key pair: the fake signs with the private key, the app checks with the public one. */
  platformSerial: string;
  platformPrivateKey: KeyObject;
  platformPublicKey: KeyObject;
  apiV3Key: string;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export function createFakeWechatKeys(): FakeWechatKeys {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    appId: `wx${hex(8)}`,
    appSecret: hex(16),
    mchId: String(1_900_000_000 + randomBytes(3).readUIntBE(0, 3)),
    merchantSerial: hex(20).toUpperCase(),
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    platformSerial: `PUB_KEY_ID_01${hex(14).toUpperCase()}`,
    platformPrivateKey: platform.privateKey,
    platformPublicKey: platform.publicKey,
    apiV3Key: randomBytes(24).toString('base64url').slice(0, 32),
  };
}

const pemOf = (key: KeyObject) =>
  key.type === 'private' ? key.export({ type: 'pkcs8', format: 'pem' }).toString() : key.export({ type: 'spki', format: 'pem' }).toString();

/** The app's configuration for talking to a fake at these base addresses, credentials inline. */
export function wechatEnvironmentOf(keys: FakeWechatKeys, baseUrl: string): Record<string, string> {
  return {
    WECHAT_PROVIDER: 'wechat',
    WECHAT_API_BASE: baseUrl,
    WECHAT_OPEN_BASE: baseUrl,
    WECHATPAY_API_BASE: baseUrl,
    WECHAT_APP_ID: keys.appId,
    WECHAT_APP_SECRET: keys.appSecret,
    WECHATPAY_MCH_ID: keys.mchId,
    WECHATPAY_MCH_CERT_SERIAL: keys.merchantSerial,
    WECHATPAY_MCH_PRIVATE_KEY: pemOf(keys.merchantPrivateKey),
    WECHATPAY_PUBLIC_KEY_ID: keys.platformSerial,
    WECHATPAY_PUBLIC_KEY: pemOf(keys.platformPublicKey),
    WECHATPAY_API_V3_KEY: keys.apiV3Key,
  };
}

/** The same configuration with the secrets in files of `folder` (X_FILE), as an operator would deploy them. */
export function writeWechatSecretFiles(keys: FakeWechatKeys, baseUrl: string, folder: string): Record<string, string> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const inline = wechatEnvironmentOf(keys, baseUrl);
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(inline)) {
    if (['WECHAT_APP_SECRET', 'WECHATPAY_MCH_PRIVATE_KEY', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_API_V3_KEY'].includes(name)) {
      const file = join(folder, name.toLowerCase());
      writeFileSync(file, value, { mode: 0o600 });
      environment[`${name}_FILE`] = file;
    } else {
      environment[name] = value;
    }
  }
  return environment;
}
