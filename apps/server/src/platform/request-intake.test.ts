import { endpoints } from '@hall/contract/endpoints';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitsOf, isNestedDeeperThan } from './request-bodies.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { openRawRequest, readRawJson, sendHeadWithheldBody } from '../test/raw-http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// What a request costs before it is refused: per-address limits answer on the headers, before the
// body is read; a body over its operation's limit is refused from its declared length; nesting
// deeper than the contract allows is refused before JSON.parse; a request that trickles in is cut
// off by the request timeout.

let api: TestApp;
let baseUrl: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(() => api.close());

describe('per-address limits', () => {
  it('refuse an address over its limit on the headers alone, before its body is read', async () => {
    const login = endpoints.AGENT_LOGIN;
    const perAddress = login.limits.findIndex((limit) => limit.per === 'ip');
    const limit = login.limits[perAddress];
    expect(limit?.per).toBe('ip');
    // A first call writes the address's counter; raising it to the maximum stands for the calls before.
    await api.app.inject({ method: 'POST', url: login.path, payload: { workNo: 'A10001', passWord: 'wrong' }, remoteAddress: '127.0.0.1' });
    await api.deps.db
      .update(rateLimitCounters)
      .set({ hits: limit?.max ?? 0 })
      .where(like(rateLimitCounters.key, `AGENT_LOGIN:${perAddress}:%`));

    const { reply, elapsedMs } = await sendHeadWithheldBody(
      baseUrl,
      { path: login.path, headers: { 'content-type': 'application/json', 'content-length': '100000' }, firstBytes: '{"workNo":' },
      5000,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 429/);
    expect(reply).toMatch(/retry-after: \d+/i);
    expect(readRawJson(reply)).toEqual({ code: -100, msg: expect.stringMatching(/^请求过于频繁，请\d+(秒|分钟|小时)后再试$/), requestId: expect.any(String) });
    expect(elapsedMs).toBeLessThan(2000);
  });
});

describe('body limits', () => {
  it('are fitted to each operation: small forms 16 KiB, rich-text and imports more, uploads their own', () => {
    expect(bodyLimitsOf('LOGIN').bytes).toBe(16 * 1024);
    expect(bodyLimitsOf('sub_content').bytes).toBe(16 * 1024);
    expect(bodyLimitsOf('CONSOLE_SAVE_ACTIVITY').bytes).toBeGreaterThan(bodyLimitsOf('LOGIN').bytes);
    expect(bodyLimitsOf('SIGNATURE_UPLOAD').bytes).toBe(endpoints.SIGNATURE_UPLOAD.maxBodyBytes);
  });

  it("refuse a body over its operation's limit from its declared length with 413, before reading it", async () => {
    const limit = bodyLimitsOf('LOGIN').bytes;
    const { reply, elapsedMs } = await sendHeadWithheldBody(
      baseUrl,
      { path: endpoints.LOGIN.path, headers: { 'content-type': 'application/json', 'content-length': String(limit + 1) }, firstBytes: '{"code":"' },
      5000,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    expect(readRawJson(reply)).toEqual({ code: -100, msg: '请求内容过大', requestId: expect.any(String) });
    expect(elapsedMs).toBeLessThan(2000);
  });

  it('refuse a whole body over the limit with 413 and the envelope', async () => {
    const payload = JSON.stringify({ code: 'x'.repeat(bodyLimitsOf('LOGIN').bytes), state: 's' });
    const response = await api.app.inject({ method: 'POST', url: endpoints.LOGIN.path, headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: -100, msg: '请求内容过大', requestId: expect.any(String) });
  });
});

describe('JSON nesting', () => {
  it('is read from the text without parsing: brackets inside strings and escaped quotes do not count', () => {
    expect(isNestedDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(isNestedDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(isNestedDeeperThan(JSON.stringify({ a: '[[[{{{', b: 'say \\"[[[" \\', c: 1 }), 1)).toBe(false);
    expect(isNestedDeeperThan(JSON.stringify({ a: '\\', b: [[1]] }), 2)).toBe(true);
    expect(isNestedDeeperThan('[]', 1)).toBe(false);
  });

  it("deeper than the operation's schema is refused with -100 before parsing, at once", async () => {
    // An upload takes megabytes: its size limit does not stop a body of nested arrays.
    const deep = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;
    const startedAt = performance.now();
    const response = await api.app.inject({
      method: 'POST',
      url: endpoints.SIGNATURE_UPLOAD.path,
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    const elapsedMs = performance.now() - startedAt;
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ code: -100, msg: '请求格式错误：内容嵌套层级过多', requestId: expect.any(String) });
    expect(elapsedMs).toBeLessThan(1000);
  });

  it('one level deeper than a field allows is refused, however small', async () => {
    const response = await api.app.inject({ method: 'POST', url: endpoints.LOGIN.path, payload: { code: { $gt: '' }, state: 's' } });
    expect(response.json()).toEqual({ code: -100, msg: '请求格式错误：内容嵌套层级过多', requestId: expect.any(String) });
  });
});

describe('the request timeout', () => {
  let slowApi: TestApp;
  let slowUrl: string;

  beforeAll(async () => {
    slowApi = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
    await slowApi.app.listen({ port: 0, host: '127.0.0.1' });
    const address = slowApi.app.server.address();
    slowUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    // A second app in one file: its start may wait for the first on a busy machine.
  }, 180_000);
  afterAll(() => slowApi.close());

  it('cuts off a body that trickles in a byte at a time, with 408 and the connection closed', async () => {
    const { socket, reply } = openRawRequest(
      slowUrl,
      { path: endpoints.LOGIN.path, headers: { 'content-type': 'application/json', 'content-length': '1000' }, firstBytes: '{' },
      8000,
    );
    const trickle = setInterval(() => socket.destroyed || socket.write(' '), 200);
    try {
      const { reply: text, elapsedMs } = await reply;
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(elapsedMs).toBeLessThan(4000);
    } finally {
      clearInterval(trickle);
    }
  });
});
