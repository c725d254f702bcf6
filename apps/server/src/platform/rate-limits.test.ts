import type { Envelope } from '@hall/contract/codes';
import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint, RateLimit } from '@hall/contract/operation';
import { schemas } from '@hall/contract/schemas';
import { like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema.ts';
import { logInOneOfEachKind } from '../test/callers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AGENT_TOKEN_HEADER } from './agent-sessions.ts';
import { countCall, sweepRateLimitCounters } from './rate-limit-store.ts';

// Walks the contract: every operation anyone may call without logging in, and every operation
// that takes a phone number, an ID, a name, a work number or a secret to check (its answer tells a
// guesser something), must declare a limit; and every declared limit is driven past its maximum
// through HTTP, with the caller it counts, to see the refusal. A declaration alone passes nothing.

/** Request fields whose values identify a person or a number, or are secrets a guesser tries. */
const IDENTITY_FIELD =
  /^(phone|mobilePhone|serviceId|service_id|serviceid|phoneNumber|idCard|idCardNumber|identityCode|customerName|receiverName|receiverIdCard|name|workNo|WorkNo|iccid|iccId|iccidOrServiceId|uimId|code|phonePassword|rawServicePass|username|password|passWord)$/;

function requestFieldsOf(name: OperationName): string[] {
  const schema = schemas[name].request as z.ZodObject;
  return Object.keys(schema.shape ?? {});
}

/** Whether an operation must declare a limit: public, or its input names someone or tries a secret. */
function mustBeLimited(name: OperationName): boolean {
  const endpoint: Endpoint = endpoints[name];
  if (endpoint.access === 'public') {
    return true;
  }
  // Staff are known people working under audit; their lookups are limited where they read a number's record.
  return endpoint.access !== 'staff' && requestFieldsOf(name).some((field) => IDENTITY_FIELD.test(field));
}

let api: TestApp;
let memberToken: string;
let agentToken: string;
let staffCookie: string;

beforeAll(async () => {
  api = await createTestApp();
  ({ memberToken, agentToken, staffCookie } = await logInOneOfEachKind(api));
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.deps.db.delete(rateLimitCounters);
});

/** One call with the credential the operation's access needs and the limited fields filled. */
async function callOnce(name: OperationName, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  const endpoint: Endpoint = endpoints[name];
  const headers: Record<string, string> = {};
  const payload: Record<string, string> = { ...fields };
  if (endpoint.access === 'member' || endpoint.access === 'bound') {
    payload.token = memberToken;
  } else if (endpoint.access === 'agent') {
    headers[AGENT_TOKEN_HEADER] = agentToken;
  } else if (endpoint.access === 'staff') {
    headers.cookie = staffCookie;
    headers.origin = new URL(api.deps.config.PUBLIC_URL).origin;
  }
  return endpoint.method === 'GET'
    ? api.app.inject({ method: 'GET', url: endpoint.path, query: payload, headers })
    : api.app.inject({ method: 'POST', url: endpoint.path, payload, headers });
}

function isRefusedForRate(response: LightMyRequestResponse): boolean {
  return response.statusCode === 429;
}

const limitedOperations = OPERATION_NAMES.flatMap((name) => ((endpoints[name] as Endpoint).limits ?? []).map((limit, index) => ({ name, limit, index })));

describe('rate limits', () => {
  it('are declared on every public operation and every operation that names a person or tries a secret', () => {
    const undeclared = OPERATION_NAMES.filter((name) => mustBeLimited(name) && !(endpoints[name] as Endpoint).limits?.length);
    expect(undeclared).toEqual([]);
  });

  it('name only fields the operation takes', () => {
    const wrong = limitedOperations.filter(({ name, limit }) => limit.per === 'input' && limit.fields.some((field) => !requestFieldsOf(name).includes(field)));
    expect(wrong.map(({ name }) => name)).toEqual([]);
  });

  it.each(limitedOperations.map(({ name, limit, index }) => [`${name} #${index} (${describeLimit(limit)})`, name, limit, index] as const))(
    '%s refuses the call past its maximum with 429, Retry-After and the envelope',
    async (_title, name, limit, index) => {
      const fields = limit.per === 'input' ? Object.fromEntries(limit.fields.map((field) => [field, `probe-${field}`])) : {};
      // The first call writes the counter; raising it to one below the maximum stands for the calls before.
      const first = await callOnce(name, fields);
      expect(isRefusedForRate(first)).toBe(false);
      const raised = await api.deps.db
        .update(rateLimitCounters)
        .set({ hits: limit.max - 1 })
        .where(like(rateLimitCounters.key, `${name}:${index}:%`))
        .returning();
      expect(raised).toHaveLength(1);

      const last = await callOnce(name, fields);
      expect(isRefusedForRate(last), `call ${limit.max} of ${limit.max} is allowed`).toBe(false);

      const refused = await callOnce(name, fields);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
      const envelope = refused.json<Envelope>();
      expect(envelope.code).toBe(-100);
      expect(envelope.msg).toMatch(/^请求过于频繁，请\d+(秒|分钟|小时)后再试$/);
    },
  );
});

function describeLimit(limit: RateLimit): string {
  const per = limit.per === 'input' ? limit.fields.join('+') : limit.per;
  return `${limit.max} per ${limit.windowSeconds} s per ${per}`;
}

describe('the WeChat sign-in redirect (a raw route that writes a state row)', () => {
  it('refuses an address past 120 calls a minute with 429 and Retry-After, while another address goes on', async () => {
    const authorize = (remoteAddress: string) => api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/', remoteAddress });
    for (let call = 1; call <= 120; call += 1) {
      expect((await authorize('203.0.113.7')).statusCode).toBe(302);
    }
    const refused = await authorize('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await authorize('203.0.113.8')).statusCode).toBe(302);
  });
});

describe('the counters', () => {
  it('count concurrent calls of one key once each, across connections', async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 40 }, () => countCall(api.deps.db, 'probe:concurrent', 60_000, now)));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('start a new window once the old one has ended, and the sweep removes ended windows', async () => {
    const start = new Date('2026-11-25T08:00:00Z');
    await countCall(api.deps.db, 'probe:window', 60_000, start);
    expect((await countCall(api.deps.db, 'probe:window', 60_000, new Date(start.getTime() + 59_000))).current).toBe(2);
    const next = await countCall(api.deps.db, 'probe:window', 60_000, new Date(start.getTime() + 60_000));
    expect(next).toEqual({ current: 1, ttl: 60_000 });
    expect(await sweepRateLimitCounters(api.deps.db, new Date(start.getTime() + 121_000))).toBe(1);
    const left = await api.deps.db.select({ count: sql<number>`count(*)::int` }).from(rateLimitCounters);
    expect(left[0]?.count).toBe(0);
  });

  it('keep no phone number or ID in their keys', async () => {
    await callOnce('BOSS_WX_PAY', { phone: '17012340001' });
    const keys = await api.deps.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every(({ key }) => !key.includes('17012340001') && !key.includes('127.0.0.1'))).toBe(true);
  });
});
