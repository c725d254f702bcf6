import { X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseSmsTemplates } from './sms-gateway/sms-template-config.ts';
import type { WechatSettings } from './wechat-credentials.ts';

/** The settings of the outside systems other than WeChat (a subset of Config, for config.ts). */
export interface OutsideSettings extends Pick<WechatSettings, 'NODE_ENV' | 'PROVIDERS' | 'WECHAT_PROVIDER' | 'PUBLIC_URL'> {
  SMS_PROVIDER?: 'sandbox' | 'tencent';
  SMS_SIGN_NAME: string;
  SMS_TEMPLATES?: string;
  TENCENT_SMS_SDK_APP_ID?: string;
  TENCENTCLOUD_SECRET_ID?: string;
  TENCENTCLOUD_SECRET_KEY?: string;
  FACE_PROVIDER?: 'sandbox' | 'tencent';
  FACEID_RULE_ID?: string;
  FACEID_REAL_NAME_RULE_ID?: string;
  OCR_PROVIDER?: 'sandbox' | 'tencent';
  MAIL_PROVIDER?: 'sandbox' | 'smtp';
  SMTP_HOST?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  SMTP_FROM?: string;
  SMTP_CA?: string;
  IP_CITY_PROVIDER?: 'sandbox' | 'ip2region';
  IP2REGION_V4_XDB: string;
  IP2REGION_V6_XDB: string;
  INVOICE_PROVIDER?: 'sandbox';
}

export const smsProviderOf = (settings: Pick<OutsideSettings, 'SMS_PROVIDER'>) => settings.SMS_PROVIDER ?? 'sandbox';
export const faceProviderOf = (settings: Pick<OutsideSettings, 'FACE_PROVIDER'>) => settings.FACE_PROVIDER ?? 'sandbox';
export const ocrProviderOf = (settings: Pick<OutsideSettings, 'OCR_PROVIDER'>) => settings.OCR_PROVIDER ?? 'sandbox';
export const mailProviderOf = (settings: Pick<OutsideSettings, 'MAIL_PROVIDER'>) => settings.MAIL_PROVIDER ?? 'sandbox';
export const ipCityProviderOf = (settings: Pick<OutsideSettings, 'IP_CITY_PROVIDER'>) => settings.IP_CITY_PROVIDER ?? 'sandbox';
export const invoiceProviderOf = (settings: Pick<OutsideSettings, 'INVOICE_PROVIDER'>) => settings.INVOICE_PROVIDER ?? 'sandbox';

const isCertificateList = (pem: string) => {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  try {
    return blocks.length > 0 && blocks.every((block) => new X509Certificate(block).subject !== '');
  } catch {
    return false;
  }
};

/**
 * One line per missing or malformed credential of a real SMS, face check, OCR, mail or IP provider,
 * naming the variable; empty when every one of them is the sandbox. What would only fail at the
 * first message or check is refused at start-up.
 */
export function missingOutsideCredentials(settings: OutsideSettings): string[] {
  const problems = new Set<string>();
  const check = (name: keyof OutsideSettings, isValid: (value: string) => boolean, expected: string) => {
    const value = settings[name];
    if (value === undefined || value === '') {
      problems.add(`${name} is missing (${expected}).`);
    } else if (typeof value !== 'string' || !isValid(value)) {
      problems.add(`${name} is malformed (${expected}).`);
    }
  };
  const tencentKey = () => {
    check('TENCENTCLOUD_SECRET_ID', (value) => /^AKID[0-9A-Za-z]{8,64}$/.test(value), 'the Tencent Cloud SecretId, AKID…');
    check('TENCENTCLOUD_SECRET_KEY', (value) => /^[0-9A-Za-z]{32}$/.test(value), 'the Tencent Cloud SecretKey, 32 letters and digits');
  };
  if (smsProviderOf(settings) === 'tencent') {
    tencentKey();
    check('TENCENT_SMS_SDK_APP_ID', (value) => /^1400\d{6}$/.test(value), 'the SMS application id, SmsSdkAppId 1400…');
    check('SMS_SIGN_NAME', (value) => /^[\p{Script=Han}A-Za-z0-9]{2,12}$/u.test(value), 'the approved signature, 2 to 12 characters, without 【】');
    const templates = parseSmsTemplates(settings.SMS_TEMPLATES);
    if ('problems' in templates) {
      templates.problems.forEach((problem) => problems.add(problem));
    }
  }
  if (faceProviderOf(settings) === 'tencent') {
    tencentKey();
    check('FACEID_RULE_ID', (value) => /^\d{1,12}$/.test(value), "the FaceID rule of the subscriber's face check (RuleId)");
    check('FACEID_REAL_NAME_RULE_ID', (value) => /^\d{1,12}$/.test(value), "the FaceID rule of the agent's real-name check (RuleId)");
    if (settings.NODE_ENV === 'production') {
      check('PUBLIC_URL', (value) => value.startsWith('https://'), 'https: FaceID returns to it');
    }
  }
  if (ocrProviderOf(settings) === 'tencent') {
    // IDCardOCR needs only the account's key (and the service opened on the account).
    tencentKey();
  }
  if (mailProviderOf(settings) === 'smtp') {
    check('SMTP_HOST', (value) => /^[\w.-]+$/.test(value), "the SMTP server's host name");
    check('SMTP_USER', () => true, 'the SMTP login');
    check('SMTP_PASSWORD', () => true, 'the SMTP password');
    check('SMTP_FROM', (value) => /[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+/.test(value), 'the sender address, e.g. 星海移动 <invoice@example.com>');
    if (settings.SMTP_CA !== undefined) {
      check('SMTP_CA', isCertificateList, 'PEM certificates');
    }
  }
  if (ipCityProviderOf(settings) === 'ip2region') {
    // A path is never malformed: either its file is there or it is not found.
    const checkFile = (name: 'IP2REGION_V4_XDB' | 'IP2REGION_V6_XDB', expected: string) => {
      if (!existsSync(settings[name])) {
        problems.add(`${name} is not found: ${settings[name]} (${expected}).`);
      }
    };
    checkFile('IP2REGION_V4_XDB', 'the path of the ip2region IPv4 .xdb file');
    if (settings.IP2REGION_V6_XDB) {
      checkFile('IP2REGION_V6_XDB', 'the path of the ip2region IPv6 .xdb file, or empty for none');
    }
  }
  return [...problems];
}
