import { describe, expect, it } from 'vitest';

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

describe('serving the built app', () => {
  it('sends precompressed, immutably cached assets and index.html with the hotline for every page path', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { brotliCompressSync } = await import('node:zlib');
    const webRoot = mkdtempSync(join(tmpdir(), 'hall-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<html><head><meta name="hall-hotline" content="" /></head><body></body></html>');
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(Buffer.from('console.log("app")')));
    const { createTestApp } = await import('./test/test-app.ts');
    const api = await createTestApp({ WEB_DIST_DIR: webRoot, HOTLINE: '10020' });
    try {
      const asset = await api.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await api.app.inject({ method: 'GET', url: '/BusinessQuery?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<meta name="hall-hotline" content="10020" />');
      const missing = await api.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
      expect(missing.statusCode).toBe(404);
      const unknownApi = await api.app.inject({ method: 'GET', url: '/api/wechat/nothing' });
      expect(unknownApi.json()).toMatchObject({ code: -100 });
    } finally {
      await api.close();
    }
  });
});
