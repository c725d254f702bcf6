import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEMO_PRODUCTION } from '../../test/production-settings.ts';

const PRODUCTION = DEMO_PRODUCTION;

const FACEID: Record<string, string> = {
  FACE_PROVIDER: 'tencent',
  TENCENTCLOUD_SECRET_ID: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  TENCENTCLOUD_SECRET_KEY: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  FACEID_RULE_ID: '1',
  FACEID_REAL_NAME_RULE_ID: '2',
};

describe('starting with FACE_PROVIDER=tencent', () => {
  it('starts with every FaceID credential present', () => {
    expect(loadConfig({ ...PRODUCTION, ...FACEID }).FACE_PROVIDER).toBe('tencent');
  });

  it('refuses a missing credential, naming the variable', () => {
    for (const name of Object.keys(FACEID).filter((key) => key !== 'FACE_PROVIDER')) {
      const { [name]: _left, ...withoutOne } = FACEID;
      expect(() => loadConfig({ ...PRODUCTION, ...withoutOne })).toThrow(new RegExp(`${name} is missing`));
    }
  });

  it('refuses a malformed key or rule and a return address FaceID cannot reach over https', () => {
    expect(() => loadConfig({ ...PRODUCTION, ...FACEID, TENCENTCLOUD_SECRET_KEY: 'short' })).toThrow(/TENCENTCLOUD_SECRET_KEY is malformed/);
    expect(() => loadConfig({ ...PRODUCTION, ...FACEID, FACEID_RULE_ID: 'rule one' })).toThrow(/FACEID_RULE_ID is malformed/);
    expect(() => loadConfig({ ...PRODUCTION, ...FACEID, PUBLIC_URL: 'http://hall.example.com' })).toThrow(/PUBLIC_URL is malformed/);
  });
});
