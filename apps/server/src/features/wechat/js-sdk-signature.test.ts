import { describe, expect, it } from 'vitest';
import { jsSdkSignature } from './js-sdk-signature.ts';

describe('the JS-SDK signature', () => {
  it("reproduces WeChat's published example (JS-SDK documentation, appendix 1)", () => {
    const signature = jsSdkSignature({
      jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    });
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the address without its #fragment', () => {
    const fields = { jsapiTicket: 'ticket', nonceStr: 'nonce', timestamp: 1, url: 'https://hall.example/UniversalPay?a=1' };
    expect(jsSdkSignature({ ...fields, url: `${fields.url}#/pay` })).toBe(jsSdkSignature(fields));
  });
});
