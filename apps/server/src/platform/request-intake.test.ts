import { endpoints } from '@hall/contract/endpoints';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema.ts';
import { readRawJson, sendHeadWithheldBody } from '../test/raw-http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// What a request costs before it is refused: per-address limits answer on the headers, before the
// body is read.

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
