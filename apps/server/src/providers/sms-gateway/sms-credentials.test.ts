import { SMS_KINDS } from '@hall/contract/sms/templates';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { operatorSmsTemplatesJson } from '../../test/fake-tencent-cloud/fake-sms.ts';
import { parseSmsTemplates } from './sms-template-config.ts';
import { DEMO_PRODUCTION } from '../../test/production-settings.ts';

// SMS_PROVIDER=tencent starts only with every credential and a template for every kind; what would
// only fail at the first message is refused at start-up, naming the variable (or the kind).

const production = DEMO_PRODUCTION;
const tencentSms = {
  SMS_PROVIDER: 'tencent',
  TENCENTCLOUD_SECRET_ID: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  TENCENTCLOUD_SECRET_KEY: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  SMS_SIGN_NAME: '星海移动',
  SMS_TEMPLATES: operatorSmsTemplatesJson(),
};
const templates = JSON.parse(tencentSms.SMS_TEMPLATES) as Record<string, { id: string; params: string[] }>;
const withTemplates = (table: unknown) => ({ ...production, ...tencentSms, SMS_TEMPLATES: JSON.stringify(table) });

describe('starting with Tencent Cloud SMS', () => {
  it('starts in production with every credential and a template for every kind', () => {
    expect(loadConfig({ ...production, ...tencentSms }).SMS_PROVIDER).toBe('tencent');
  });

  it('refuses a missing credential, naming it', () => {
    for (const name of ['TENCENTCLOUD_SECRET_ID', 'TENCENTCLOUD_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'SMS_TEMPLATES'] as const) {
      const { [name]: _left, ...withoutOne } = tencentSms;
      expect(() => loadConfig({ ...production, ...withoutOne }), name).toThrow(new RegExp(`${name} is missing`));
    }
  });

  it('refuses a malformed credential or signature, naming it', () => {
    const malformed = {
      TENCENTCLOUD_SECRET_ID: 'not-a-secret-id',
      TENCENTCLOUD_SECRET_KEY: 'short',
      TENCENT_SMS_SDK_APP_ID: '2400006666',
      SMS_SIGN_NAME: '【星海移动】',
    };
    for (const [name, value] of Object.entries(malformed)) {
      expect(() => loadConfig({ ...production, ...tencentSms, [name]: value }), name).toThrow(new RegExp(`${name} is malformed`));
    }
  });

  it('refuses SMS_TEMPLATES that is not a JSON object of kinds', () => {
    expect(() => loadConfig({ ...production, ...tencentSms, SMS_TEMPLATES: '{bindCode:' })).toThrow(/SMS_TEMPLATES is malformed \(not JSON\)/);
    expect(() => loadConfig(withTemplates([templates.bindCode]))).toThrow(/SMS_TEMPLATES is malformed \(a JSON object of kinds\)/);
  });

  it('refuses SMS_TEMPLATES without a kind, or naming a kind that does not exist', () => {
    const { refundPaid: _left, ...withoutRefund } = templates;
    expect(() => loadConfig(withTemplates(withoutRefund))).toThrow(/SMS_TEMPLATES is missing the kind refundPaid \(parameters: amount, cardTail\)/);
    expect(() => loadConfig(withTemplates({ ...templates, welcome: { id: '2100999', params: [] } }))).toThrow(/SMS_TEMPLATES names an unknown kind welcome/);
  });

  it("refuses a kind's malformed template id or parameters, naming the kind", () => {
    expect(() => loadConfig(withTemplates({ ...templates, bindCode: { id: '21 00', params: ['code'] } }))).toThrow(/SMS_TEMPLATES\.bindCode\.id is malformed/);
    expect(() => loadConfig(withTemplates({ ...templates, refundPaid: { id: '2100012', params: ['amount', 'name'] } }))).toThrow(
      /SMS_TEMPLATES\.refundPaid\.params is malformed \(a list drawn from: amount, cardTail\)/,
    );
    expect(() => loadConfig(withTemplates({ ...templates, refundPaid: { id: '2100012', params: ['amount', 'amount'] } }))).toThrow(
      /SMS_TEMPLATES\.refundPaid\.params is malformed/,
    );
    expect(() => loadConfig(withTemplates({ ...templates, unbindCode: { id: '2100003', params: ['minutes'] } }))).toThrow(
      /SMS_TEMPLATES\.unbindCode\.params must carry the code/,
    );
  });

  it('lists every problem at once', () => {
    const outcome = parseSmsTemplates('{}');
    expect('problems' in outcome && outcome.problems).toHaveLength(SMS_KINDS.length);
  });

  it('needs none of it on the sandbox', () => {
    expect(loadConfig({}).SMS_PROVIDER).toBeUndefined();
    expect(loadConfig({ SMS_PROVIDER: 'sandbox', SMS_SIGN_NAME: '【任意】' }).SMS_PROVIDER).toBe('sandbox');
  });
});
