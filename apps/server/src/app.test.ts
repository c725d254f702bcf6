import { describe, expect, it } from 'vitest';
import { redactUrl } from './app.ts';

describe('redactUrl', () => {
  it('hides OAuth codes, states and tokens in logged URLs', () => {
    expect(redactUrl('/Recharge?code=abc&state=def&x=1')).toBe('/Recharge?code=[redacted]&state=[redacted]&x=1');
    expect(redactUrl('/x?token=t')).toBe('/x?token=[redacted]');
    expect(redactUrl('/sandbox/face?ref=r1')).toBe('/sandbox/face?ref=[redacted]');
  });
});

describe('security headers', () => {
  it('every reply carries a strict Content-Security-Policy and the usual headers', async () => {
    const { createTestApp } = await import('./test/test-app.ts');
    const api = await createTestApp();
    try {
      for (const url of ['/api/wechat/memberInfo', '/sandbox/sms', '/sandbox/wechat/authorize?redirect_uri=/&state=x']) {
        const response = await api.app.inject({ method: url.startsWith('/api') ? 'POST' : 'GET', url, payload: url.startsWith('/api') ? {} : undefined });
        const policy = String(response.headers['content-security-policy']);
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("base-uri 'none'");
        expect(policy).toContain("script-src 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
      }
    } finally {
      await api.close();
    }
  });
});
