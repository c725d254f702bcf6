import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import { schemas } from '@hall/contract/schemas';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';

// Sends malformed, oversized and hostile payloads to every operation of the contract and
// expects an envelope with a message every time: never a 5xx, never a stack trace.

let api: TestApp;
let memberToken: string;
beforeAll(async () => {
  api = await createTestApp();
  memberToken = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

const HOSTILE_VALUES: unknown[] = [
  '',
  ' ',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\u0000\u202e\ud83d\ude00',
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  ['a', 1],
  { $gt: '' },
  { __proto__: { isAdmin: true } },
];

const WHOLE_BODIES: string[] = ['[]', '"text"', '42', 'null', '{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'];

function fieldNames(name: OperationName): string[] {
  const request = schemas[name].request;
  return request instanceof z.ZodObject ? Object.keys(request.shape) : [];
}

async function send(name: OperationName, body: string, token?: string, contentType = 'application/json') {
  const endpoint: Endpoint = endpoints[name];
  const payload = token && body.startsWith('{') && body.length > 2 ? body.replace(/^\{/, `{"token":${JSON.stringify(token)},`) : body;
  if (endpoint.method === 'GET') {
    return api.app.inject({ method: 'GET', url: `${endpoint.path}?q=${encodeURIComponent(body)}${token ? `&token=${token}` : ''}` });
  }
  return api.app.inject({ method: 'POST', url: endpoint.path, headers: { 'content-type': contentType }, payload });
}

function expectEnvelope(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json<{ code: unknown; msg: unknown }>();
  expect(typeof body.code).toBe('number');
  expect(typeof body.msg).toBe('string');
  expect(String(body.msg).length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/at \w+ \(|node_modules|stack/i);
}

describe.each(OPERATION_NAMES)('%s', (name) => {
  const endpoint: Endpoint = endpoints[name];

  it('answers hostile values in every field with an envelope', async () => {
    for (const field of fieldNames(name)) {
      for (const value of HOSTILE_VALUES) {
        const response = await send(name, JSON.stringify({ [field]: value }), memberToken);
        expectEnvelope(response);
        if (response.json<{ code: number }>().code !== 1) {
          expect(response.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fa5]/);
        }
      }
    }
  });

  it('answers malformed bodies and wrong content types with -100', async () => {
    for (const body of WHOLE_BODIES) {
      expectEnvelope(await send(name, body, memberToken));
    }
    expectEnvelope(await send(name, 'code=1', memberToken, 'text/plain'));
    expectEnvelope(await send(name, 'x'.repeat(2 * 1024 * 1024), memberToken));
  });

  if (endpoint.access === 'member' || endpoint.access === 'bound') {
    it('answers -101 without a token, before looking at the input', async () => {
      const response = await send(name, JSON.stringify({ anything: 'x'.repeat(100) }));
      expect(response.json()).toMatchObject({ code: -101 });
    });
  }
});
