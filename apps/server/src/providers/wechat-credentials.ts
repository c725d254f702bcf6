import { createPrivateKey, createPublicKey } from 'node:crypto';

/** The settings the real WeChat and WeChat Pay need (a subset of Config, so config.ts can call this before it has the type). */
export interface WechatSettings {
  NODE_ENV: string;
  PROVIDERS: string;
  WECHAT_PROVIDER?: 'sandbox' | 'wechat';
  PUBLIC_URL: string;
  WECHAT_APP_ID?: string;
  WECHAT_APP_SECRET?: string;
  WECHATPAY_MCH_ID?: string;
  WECHATPAY_MCH_CERT_SERIAL?: string;
  WECHATPAY_MCH_PRIVATE_KEY?: string;
  WECHATPAY_PUBLIC_KEY_ID?: string;
  WECHATPAY_PUBLIC_KEY?: string;
  WECHATPAY_PLATFORM_CERTS?: string;
  WECHATPAY_API_V3_KEY?: string;
}

/** Which WeChat this process talks to: its own setting, else the default of every system. */
export function wechatProviderOf(settings: Pick<WechatSettings, 'PROVIDERS' | 'WECHAT_PROVIDER'>): 'sandbox' | 'wechat' {
  return settings.WECHAT_PROVIDER ?? (settings.PROVIDERS === 'sandbox' ? 'sandbox' : 'wechat');
}

const isPrivateKey = (pem: string) => {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
};

const isPublicKey = (pem: string) => {
  try {
    return createPublicKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
};

const isCertificateMap = (json: string) => {
  try {
    const parsed: unknown = JSON.parse(json);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      Object.entries(parsed).every(([serial, pem]) => /^[0-9A-F]{8,64}$/i.test(serial) && typeof pem === 'string' && isPublicKey(pem))
    );
  } catch {
    return false;
  }
};

/**
 * One line per missing or malformed credential of the real WeChat, naming the variable; empty with
 * the sandbox. A credential that would only fail at the first payment is refused at start-up.
 */
export function missingWechatCredentials(settings: WechatSettings): string[] {
  if (wechatProviderOf(settings) !== 'wechat') {
    return [];
  }
  const problems: string[] = [];
  const check = (name: keyof WechatSettings, isValid: (value: string) => boolean, expected: string) => {
    const value = settings[name];
    if (value === undefined || value === '') {
      problems.push(`${name} is missing (${expected}).`);
    } else if (!isValid(value)) {
      problems.push(`${name} is malformed (${expected}).`);
    }
  };
  check('WECHAT_APP_ID', (value) => /^wx[0-9a-f]{16}$/.test(value), "the official account's appid, wx and 16 hex digits");
  check('WECHAT_APP_SECRET', (value) => /^[0-9a-f]{32}$/.test(value), "the official account's AppSecret, 32 hex digits");
  check('WECHATPAY_MCH_ID', (value) => /^\d{8,12}$/.test(value), 'the merchant number, 8 to 12 digits');
  check('WECHATPAY_MCH_CERT_SERIAL', (value) => /^[0-9A-F]{8,64}$/i.test(value), "the serial number of the merchant's API certificate");
  check('WECHATPAY_MCH_PRIVATE_KEY', isPrivateKey, "the merchant's RSA private key, PEM (apiclient_key.pem)");
  check('WECHATPAY_PUBLIC_KEY_ID', (value) => /^PUB_KEY_ID_[0-9A-Za-z]{1,64}$/.test(value), 'the WeChat Pay public key id, PUB_KEY_ID_…');
  check('WECHATPAY_PUBLIC_KEY', isPublicKey, 'the WeChat Pay public key, PEM (pub_key.pem)');
  check('WECHATPAY_API_V3_KEY', (value) => Buffer.byteLength(value) === 32, 'the APIv3 key, exactly 32 bytes');
  if (settings.WECHATPAY_PLATFORM_CERTS !== undefined && !isCertificateMap(settings.WECHATPAY_PLATFORM_CERTS)) {
    problems.push('WECHATPAY_PLATFORM_CERTS is malformed (JSON {"serial": "public key or certificate PEM"}).');
  }
  if (settings.NODE_ENV === 'production' && !settings.PUBLIC_URL.startsWith('https://')) {
    problems.push('PUBLIC_URL must be https:// (WeChat Pay sends notifications only to an HTTPS address).');
  }
  return problems;
}
