import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides OAuth codes, states and tokens in logged URLs', () => {
    expect(redactUrl('/Recharge?code=abc&state=def&x=1')).toBe('/Recharge?code=[redacted]&state=[redacted]&x=1');
    expect(redactUrl('/x?token=t')).toBe('/x?token=[redacted]');
    expect(redactUrl('/sandbox/face?ref=r1')).toBe('/sandbox/face?ref=[redacted]');
    expect(redactUrl('/DxLoginWithoutCodeForWechatAgent?ts=1&nonce=n1&sig=ab')).toBe('/DxLoginWithoutCodeForWechatAgent?ts=1&nonce=[redacted]&sig=[redacted]');
  });
});
