import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEMO_PRODUCTION } from '../../test/production-settings.ts';

const OCR: Record<string, string> = {
  OCR_PROVIDER: 'tencent',
  TENCENTCLOUD_SECRET_ID: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  TENCENTCLOUD_SECRET_KEY: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
};

describe('starting with OCR_PROVIDER=tencent', () => {
  it('starts with the Tencent Cloud key present, on the OCR endpoint', () => {
    const config = loadConfig({ ...DEMO_PRODUCTION, ...OCR });
    expect(config.OCR_PROVIDER).toBe('tencent');
    expect(config.TENCENT_OCR_ENDPOINT).toBe('https://ocr.tencentcloudapi.com');
  });

  it('refuses a missing or malformed key, naming the variable', () => {
    for (const name of ['TENCENTCLOUD_SECRET_ID', 'TENCENTCLOUD_SECRET_KEY']) {
      const { [name]: _left, ...withoutOne } = OCR;
      expect(() => loadConfig({ ...DEMO_PRODUCTION, ...withoutOne })).toThrow(new RegExp(`${name} is missing`));
    }
    expect(() => loadConfig({ ...DEMO_PRODUCTION, ...OCR, TENCENTCLOUD_SECRET_KEY: 'short' })).toThrow(/TENCENTCLOUD_SECRET_KEY is malformed/);
  });

  it('refuses the sandbox reader in production unless it is allowed', () => {
    expect(() => loadConfig({ ...DEMO_PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'wechat,sms,face,mail,ip-city,invoice,demo' })).toThrow(/OCR_PROVIDER=sandbox/);
    expect(loadConfig({ ...DEMO_PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'ocr,wechat,sms,face,mail,ip-city,invoice,demo' }).OCR_PROVIDER).toBeUndefined();
  });
});
