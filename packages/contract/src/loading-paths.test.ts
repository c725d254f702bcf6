import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';

// Spec document 1, section 7 names the request paths that show a loading indicator while they
// run: every operation served at one of them declares `loading`.
const SPEC_LOADING_PATHS = [
  'login',
  'simOrServiceIdQuery',
  'addOpenCardLocation',
  'uploadCard',
  'queryOpenCardLocation',
  'signatureUpload',
  'getSimpleOrCardNum',
  'getUrl',
  'dosubmit',
  'doCheckIdentityCodeByWorkNo',
  'checkoffername',
  'fundPoolRecharge',
  'getPhoneById',
  'getSeesion',
  'getBossUrl',
  'wxPay',
  'personTransAcctTForm',
  'newTransAcctTForm',
  'newGetImgPath',
];

describe('the loading indicator', () => {
  it.each(SPEC_LOADING_PATHS)('is declared by every operation at the spec path %s', (lastSegment) => {
    const served = Object.entries(endpoints).filter(([, endpoint]) => endpoint.path.split('/').pop() === lastSegment);
    expect(served.length).toBeGreaterThan(0);
    for (const [name, endpoint] of served) {
      expect({ name, loading: 'loading' in endpoint ? Boolean(endpoint.loading) : false }).toEqual({ name, loading: true });
    }
  });
});
