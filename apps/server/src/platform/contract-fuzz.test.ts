import { ResponseCode } from '@hall/contract/codes';
import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import type { Access, Endpoint } from '@hall/contract/operation';
import { schemas } from '@hall/contract/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAgent } from '../test/agents.ts';
import { DemoStaff, logInStaff } from '../test/staff-session.ts';
import { logInOneOfEachKind } from '../test/callers.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';
import { AGENT_TOKEN_HEADER } from './agent-sessions.ts';
import { bodyLimitsOf } from './request-bodies.ts';
import { describeFirstIssue } from './validation.ts';

// Sends malformed, missing, oversized and hostile payloads to every operation of the contract,
// each with a session of the caller the operation is for (a bound subscriber, a sales agent, an
// admin of the console), so the input reaches validation and, when the contract accepts it, the
// handler. The contract's own schema is the oracle: input it rejects must answer -100 with the
// Chinese sentence naming the first problem; input it accepts is the handler's to answer, with a
// documented code and a message, never a 5xx or a stack trace. Operations added to the contract's
// endpoint tables are covered without touching this file.

let api: TestApp;
let memberToken: string;
let agentToken: string;
let staffCookie: string;

beforeAll(async () => {
  // Limits off: each operation is called far more often than a person would (rate-limits.test.ts covers them).
  api = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
  ({ memberToken, agentToken, staffCookie } = await logInOneOfEachKind(api));
});
afterAll(() => api.close());

/** How deeply a parsed JSON value nests arrays and objects. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) {
    return 0;
  }
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

/** Operations that end the session they are called with: the next call needs a new one. */
const SESSION_ENDING: ReadonlySet<OperationName> = new Set(['CONSOLE_LOGOUT', 'LOGOUT', 'AGENT_LOGOUT']);

/** A new session of the kind the operation just ended. */
async function logInAgainAfter(name: OperationName): Promise<void> {
  const { access } = endpoints[name] as Endpoint;
  if (access === 'member') {
    memberToken = await api.logInAs(DemoUser.BOUND_NORMAL);
  } else if (access === 'agent') {
    agentToken = await logInAgent(api, 'A10001');
  } else {
    staffCookie = await logInStaff(api, DemoStaff.ADMIN);
  }
}

/** Every code the shared error catalogue documents (anything else is "operation failed"). */
const DOCUMENTED_CODES: readonly number[] = Object.values(ResponseCode);

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

/** Query-string forms of hostile values for GET operations (a query carries strings and repeats). */
const HOSTILE_QUERY_VALUES: (string | string[])[] = [
  '',
  ' ',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\u0000\u202e\ud83d\ude00',
  '-1',
  '1e308',
  'true',
  'null',
  ['a', '1'],
];

/** Whole request bodies: not an object, truncated, prototype pollution, empty. */
const WHOLE_BODIES: string[] = ['[]', '"text"', '42', 'null', '{}', '', '{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'];

/** What the server must do with a request, judged from the contract alone. */
type Expectation = { reject: string } | { accepted: true };

function fieldNames(name: OperationName): string[] {
  const request = schemas[name].request;
  return request instanceof z.ZodObject ? Object.keys(request.shape) : [];
}

/** The input the handler would get, checked against the operation's schema. */
function judgeInput(name: OperationName, input: unknown): Expectation {
  const parsed = schemas[name].request.safeParse(input ?? {});
  return parsed.success ? { accepted: true } : { reject: describeFirstIssue(parsed.error) };
}

/** A JSON body as the server's parser sees it: too large, nested deeper than the schema, unusable text and prototype keys are refused outright. */
function judgeJsonBody(name: OperationName, body: string): Expectation {
  const limits = bodyLimitsOf(name);
  if (Buffer.byteLength(body) > limits.bytes) {
    return { reject: '请求内容过大' };
  }
  let value: unknown;
  try {
    if (depthOf(JSON.parse(body)) > limits.depth) {
      return { reject: '请求格式错误：内容嵌套层级过多' };
    }
    value = JSON.parse(body, (key, item: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof item === 'object' && item !== null && 'prototype' in item)) {
        throw new Error('prototype poisoning');
      }
      return item;
    });
  } catch {
    return { reject: '请求格式错误' };
  }
  return judgeInput(name, value);
}

/** The session of the caller the operation is for, in the header or cookie the clients use. */
function sessionHeaders(access: Access): Record<string, string> {
  switch (access) {
    case 'public':
      return {};
    case 'member':
    case 'bound':
      return { 'x-token': memberToken };
    case 'agent':
      return { [AGENT_TOKEN_HEADER]: agentToken };
    case 'staff':
      return { cookie: staffCookie, origin: new URL(api.deps.config.PUBLIC_URL).origin };
  }
}

async function post(name: OperationName, body: string, contentType = 'application/json') {
  const endpoint: Endpoint = endpoints[name];
  return api.app.inject({ method: 'POST', url: endpoint.path, headers: { ...sessionHeaders(endpoint.access), 'content-type': contentType }, payload: body });
}

async function get(name: OperationName, query: Record<string, string | string[]>) {
  const endpoint: Endpoint = endpoints[name];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, item);
    }
  }
  return api.app.inject({ method: 'GET', url: `${endpoint.path}?${search.toString()}`, headers: sessionHeaders(endpoint.access) });
}

async function expectAnswer(name: OperationName, response: LightMyRequestResponse, expectation: Expectation, what: string) {
  const label = `${name} ${what.slice(0, 120)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.body, label).not.toMatch(/at \w+ \(|node_modules|stack/i);
  const endpoint: Endpoint = endpoints[name];
  if ('accepted' in expectation && endpoint.binary && !String(response.headers['content-type']).includes('json')) {
    // An image operation answers the image itself.
    expect(response.statusCode, label).toBe(200);
    expect(String(response.headers['content-type']), label).toMatch(/^image\//);
    return;
  }
  const body = response.json<{ code: unknown; msg: unknown }>();
  if ('reject' in expectation) {
    expect(body, label).toEqual({ code: ResponseCode.INVALID, msg: expectation.reject, requestId: expect.any(String) });
    expect(expectation.reject, label).toMatch(/[\u4e00-\u9fa5]/);
  } else {
    // The contract accepts it: the handler answers with a documented code and says what happened.
    expect(DOCUMENTED_CODES, `${label}: ${JSON.stringify(body).slice(0, 200)}`).toContain(body.code);
    expect(typeof body.msg, label).toBe('string');
    if (body.code !== ResponseCode.SUCCESS) {
      expect(body.msg, label).toMatch(/[\u4e00-\u9fa5]/);
    }
    if (SESSION_ENDING.has(name)) {
      await logInAgainAfter(name);
    }
  }
}

describe('the sessions the fuzzing runs with open their operations', () => {
  it.each(['member', 'bound', 'agent', 'staff'] as const)('a %s operation with a session passes the access check', async (access) => {
    const name = OPERATION_NAMES.find((candidate) => endpoints[candidate].access === access && endpoints[candidate].method === 'POST');
    expect(name).toBeDefined();
    const response = await post(name as OperationName, '"not an object"');
    expect(response.json()).toEqual({
      code: ResponseCode.INVALID,
      msg: describeFirstIssue(schemas[name as OperationName].request.safeParse('not an object').error as z.ZodError),
      requestId: expect.any(String),
    });
  });
});

describe.each(OPERATION_NAMES)('%s', (name) => {
  const endpoint: Endpoint = endpoints[name];

  if (endpoint.method === 'POST') {
    it('answers hostile values in every field: -100 naming the problem unless the contract accepts them', async () => {
      for (const field of fieldNames(name)) {
        for (const value of HOSTILE_VALUES) {
          const body = JSON.stringify({ [field]: value });
          await expectAnswer(name, await post(name, body), judgeJsonBody(name, body), body);
        }
      }
    });

    it('answers malformed, missing and wrongly typed bodies with -100', async () => {
      for (const body of WHOLE_BODIES) {
        await expectAnswer(name, await post(name, body), judgeJsonBody(name, body), `body ${body}`);
      }
      // Fastify reads text/plain as a string: not an object. Staff operations take JSON alone.
      const plainText = endpoint.access === 'staff' ? { reject: '请在管理后台中操作（请求格式无效）' } : judgeInput(name, 'code=1');
      await expectAnswer(name, await post(name, 'code=1', 'text/plain'), plainText, 'text/plain');
      await expectAnswer(name, await post(name, '<xml/>', 'application/xml'), { reject: '请求格式错误' }, 'application/xml');
    });

    it('answers a body over its limit with -100 请求内容过大', async () => {
      const limit = bodyLimitsOf(name).bytes;
      const body = JSON.stringify({ padding: 'x'.repeat(limit) });
      await expectAnswer(name, await post(name, body), { reject: '请求内容过大' }, `${body.length} bytes`);
    });
  } else {
    it('answers hostile query values in every field: -100 naming the problem unless the contract accepts them', async () => {
      for (const field of fieldNames(name)) {
        for (const value of HOSTILE_QUERY_VALUES) {
          await expectAnswer(name, await get(name, { [field]: value }), judgeInput(name, { [field]: value }), `${field}=${String(value)}`);
        }
      }
    });

    it('answers a missing query with -100 naming the problem unless the contract accepts it', async () => {
      await expectAnswer(name, await get(name, {}), judgeInput(name, {}), 'no query');
    });
  }

  if (endpoint.access === 'member' || endpoint.access === 'bound') {
    it('answers -101 without a token, before looking at the input', async () => {
      const response = await api.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        ...(endpoint.method === 'POST' ? { payload: { anything: 'x'.repeat(100) } } : {}),
      });
      expect(response.json()).toMatchObject({ code: ResponseCode.NOT_LOGGED_IN });
    });
  }
  if (endpoint.access === 'agent') {
    it('answers -101 without an agent session, before looking at the input', async () => {
      const response = await api.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: { 'x-token': memberToken },
        ...(endpoint.method === 'POST' ? { payload: { anything: 1 } } : {}),
      });
      expect(response.json()).toMatchObject({ code: ResponseCode.NOT_LOGGED_IN });
    });
  }
  if (endpoint.access === 'staff') {
    it('answers -101 without a console session, before looking at the input', async () => {
      const headers = { 'x-token': memberToken, origin: new URL(api.deps.config.PUBLIC_URL).origin };
      const response = await api.app.inject({ method: endpoint.method, url: endpoint.path, headers, payload: { anything: 1 } });
      expect(response.json()).toEqual({ code: ResponseCode.NOT_LOGGED_IN, msg: '请先登录管理后台', requestId: expect.any(String) });
    });
  }
});
