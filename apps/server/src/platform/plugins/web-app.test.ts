import { HALL_FRAME_BANNERS_SLOT, HALL_FRAME_END, HALL_FRAME_NOTICE_SLOT, HALL_FRAME_START } from '@hall/contract/hall/first-paint';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallSettings } from '../../db/schema.ts';
import { HALL_NOTICE_KEY } from '../../domain/hall-notice.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A built page as the web build writes it: the hall's frame before the app's root, with its slots.
const FRAME = `${HALL_FRAME_START}<div id="hall-frame"><span class="hall-notice-text">${HALL_FRAME_NOTICE_SLOT}</span>${HALL_FRAME_BANNERS_SLOT}</div>${HALL_FRAME_END}`;
const PAGE = `<!doctype html><html><head><meta name="hall-hotline" content="" /></head><body>${FRAME}<div id="root"></div></body></html>`;

let api: TestApp;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'hall-web-frame-'));
  writeFileSync(join(webRoot, 'index.html'), PAGE);
  api = await createTestApp({ WEB_DIST_DIR: webRoot, HOTLINE: '10020', HALL_NOTICE_CACHE_SECONDS: '0' });
});

afterAll(async () => {
  await api.close();
});

const pageAt = async (url: string) => (await api.app.inject({ method: 'GET', url })).body;

describe('the hall frame in the served page', () => {
  it('is on the hall landing paths, its notice slot filled with the notice and its banner slot emptied when there are none', async () => {
    for (const url of ['/', '/Recharge', '/recharge', '/Recharge?from=share']) {
      const page = await pageAt(url);
      expect(page, url).toContain('<div id="hall-frame">');
      expect(page, url).not.toContain(HALL_FRAME_NOTICE_SLOT);
      expect(page, url).not.toContain(HALL_FRAME_BANNERS_SLOT);
      expect(page, url).toMatch(/<span class="hall-notice-text">客服热线 <a class="hotline-link" href="tel:10020">10020<\/a>/);
    }
  });

  it('is left out of every other page, whose app renders something else first', async () => {
    for (const url of ['/BusinessQuery', '/personal', '/agent/login', '/console', '/Recharge/extra']) {
      const page = await pageAt(url);
      expect(page, url).not.toContain('hall-frame');
      expect(page, url).toContain('<div id="root"></div>');
    }
  });
});

describe('the served page', () => {
  it('goes compressed to a browser that accepts it, the same page as uncompressed', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await api.app.inject({ method: 'GET', url: '/Recharge' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await api.app.inject({ method: 'GET', url: '/Recharge', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await api.app.inject({ method: 'GET', url: '/personal', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe((await api.app.inject({ method: 'GET', url: '/personal' })).body);
  });

  it('carries a changed hall notice compressed as well as plain: a page is compressed again when its text changes', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const compressedHall = async () =>
      brotliDecompressSync((await api.app.inject({ method: 'GET', url: '/Recharge', headers: { 'accept-encoding': 'br' } })).rawPayload).toString('utf8');
    expect(await compressedHall()).toContain('客服热线');
    await api.deps.db
      .insert(hallSettings)
      .values({ key: HALL_NOTICE_KEY, value: '今晚系统升级，充值暂停' })
      .onConflictDoUpdate({ target: hallSettings.key, set: { value: '今晚系统升级，充值暂停' } });
    const changed = await compressedHall();
    expect(changed).toContain('今晚系统升级，充值暂停');
    expect(changed).toBe((await api.app.inject({ method: 'GET', url: '/Recharge' })).body);
  });
});
