import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { inlineScriptHashes } from './inline-script-hashes.ts';

const BOOTSTRAP = "document.documentElement.setAttribute('data-care-mode','on')";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline bootstrap scripts under the CSP', () => {
  it('hashes each inline script over its exact text, and never a script loaded by src', () => {
    const html = `<head><script>${BOOTSTRAP}</script><script type="module" crossorigin src="/assets/a.js"></script><script>
 second()
</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(BOOTSTRAP), sha256('\n second()\n')]);
  });

  it("allows the built page's inline script by its hash and no other inline script", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'hall-web-'));
    writeFileSync(join(webRoot, 'index.html'), `<html><head><script>${BOOTSTRAP}</script></head><body></body></html>`);
    const api = await createTestApp({ WEB_DIST_DIR: webRoot });
    try {
      const page = await api.app.inject({ method: 'GET', url: '/Recharge' });
      const scriptSrc = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSrc.split(' ')).toContain(sha256(BOOTSTRAP));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});
