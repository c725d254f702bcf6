import { AgentMessage } from '@hall/contract/agent/rules';
import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import type * as Argon2 from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { agents, loginLockouts, staffUsers } from '../db/schema.ts';
import { upsertStaffUser } from '../domain/staff-users.ts';
import { plantCaptcha } from '../test/agents.ts';
import { callAsStaff, DemoStaff, logInStaff as logInStaffSession } from '../test/staff-session.ts';
import { createTestApp, TEST_AGENT_PASSWORD, TEST_STAFF_PASSWORD, type TestApp } from '../test/test-app.ts';
import { clearLoginLockout, type LoginRealm } from './login-lockout.ts';

// Every argon2 check the server runs is counted, so a test sees how many passwords a burst got checked.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});
const passwordChecks = () => vi.mocked(verify).mock.calls.length;

let api: TestApp;
let admin: string;
beforeAll(async () => {
  // The lockout must hold on its own, wherever the rate limits let guesses through (30 an hour per
  // name, from any number of addresses); the last test runs both together.
  api = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
  admin = await logInStaffSession(api, DemoStaff.ADMIN);
  await upsertStaffUser(api.deps.db, { username: 'retired', displayName: '离职员工', password: TEST_STAFF_PASSWORD, roles: ['editor'] });
  await api.deps.db.update(staffUsers).set({ isDisabled: true }).where(eq(staffUsers.username, 'retired'));
  await api.deps.db.update(agents).set({ disabledAt: new Date() }).where(eq(agents.workNo, 'B20001'));
  const passwordHash = await hash(TEST_AGENT_PASSWORD);
  await api.deps.db.insert(agents).values(
    ['L40001', 'L40002'].map((workNo) => ({
      workNo,
      name: '测试工号',
      passwordHash,
      mobile: '13800004001',
      dealerId: 'D1001',
      channel: '星海通讯天河店',
      defaultSaleKind: 1,
    })),
  );
});
afterAll(() => api.close());
beforeEach(() => {
  vi.mocked(verify).mockClear();
});

/** Each guess comes from its own address, as a spread-out attack would, so only the lockout stands in its way. */
const addressOf = (index: number) => `10.7.${Math.floor(index / 250)}.${(index % 250) + 1}`;

interface Reply {
  status: number;
  body: Envelope;
}

/** A reply as the caller can compare it: the request id differs on every reply and says nothing of the account. */
function replyOf(response: LightMyRequestResponse): Reply {
  const { requestId: _requestId, ...body } = response.json<Envelope>();
  return { status: response.statusCode, body };
}

async function logInStaff(username: string, password: string, index = 0): Promise<Reply> {
  const response = await api.app.inject({
    method: 'POST',
    url: endpoints.CONSOLE_LOGIN.path,
    payload: { username, password },
    remoteAddress: addressOf(index),
  });
  return replyOf(response);
}

async function callAgentLogin(path: string, payload: Record<string, unknown>, index: number): Promise<Reply> {
  const response = await api.app.inject({ method: 'POST', url: path, payload, remoteAddress: addressOf(index) });
  return replyOf(response);
}

/** A valid ticket and captcha for one agent login, so only the password decides. */
async function prepareAgentLogin(workNo: string, index: number) {
  const randomStr = `lockout-${workNo}-${index}-${Math.random().toString(36).slice(2)}`;
  await plantCaptcha(api, randomStr);
  const session = await callAgentLogin(endpoints.GET_SESSION.path, { workNo, Type: '1' }, index);
  expect(session.body.code).toBe(1);
  const thirdSession = (session.body.data as { thirdSession: string }).thirdSession;
  return (password: string) =>
    callAgentLogin(endpoints.AGENT_LOGIN.path, { workNo, passWord: password, code: 'AB3D', randomStr, thirdSession, type: '1' }, index);
}

async function logInAgent(workNo: string, password: string, index = 0): Promise<Reply> {
  return (await prepareAgentLogin(workNo, index))(password);
}

async function readLockout(realm: LoginRealm, loginName: string) {
  const rows = await api.deps.db
    .select()
    .from(loginLockouts)
    .where(and(eq(loginLockouts.realm, realm), eq(loginLockouts.loginName, loginName)));
  return rows[0] ?? null;
}

/** The console's one answer to every failed login (features/console/console.service.ts). */
const STAFF_LOGIN_FAILED = '账号或密码错误，或尝试次数过多，请稍后再试';
const refusedStaff: Reply = { status: 200, body: { code: -100, msg: STAFF_LOGIN_FAILED } as Envelope };
const refusedAgent: Reply = { status: 200, body: { code: -100, msg: AgentMessage.WRONG_ACCOUNT } as Envelope };

describe('console login lockout', () => {
  it('checks at most five of 300 concurrent wrong passwords, answers all alike and locks the account', async () => {
    const replies = await Promise.all(Array.from({ length: 300 }, (_, index) => logInStaff('auditor', `wrong-${index}`, index)));
    expect(passwordChecks()).toBeLessThanOrEqual(5);
    for (const reply of replies) {
      expect(reply).toEqual(refusedStaff);
    }
    expect(await logInStaff('auditor', TEST_STAFF_PASSWORD)).toEqual(refusedStaff);
    expect(await readLockout('staff', 'auditor')).toMatchObject({ attempts: 5 });
    api.advanceSeconds(15 * 60 + 1);
    expect((await logInStaff('auditor', TEST_STAFF_PASSWORD)).body.code).toBe(1);
    expect(await readLockout('staff', 'auditor')).toBeNull();
    api.advanceSeconds(-(15 * 60 + 1));
  });

  it('refuses the right password inside a locked burst and keeps the count', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, index) => logInStaff('editor', index === 30 ? TEST_STAFF_PASSWORD : `wrong-${index}`, index)),
    );
    expect(replies[30]).toEqual(refusedStaff);
    expect(replies.every((reply) => reply.body.code === -100)).toBe(true);
    const lockout = await readLockout('staff', 'editor');
    expect(lockout?.attempts).toBe(5);
    expect(lockout?.lockedUntil?.getTime()).toBeGreaterThan(api.deps.now().getTime());
    expect(await logInStaff('editor', TEST_STAFF_PASSWORD)).toEqual(refusedStaff);
  });

  it('answers an unknown name, a wrong password, a locked account and a disabled one alike', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await logInStaff('service', 'wrong-password');
    }
    const replies = [
      await logInStaff('nobody', 'wrong-password'),
      await logInStaff('admin', 'wrong-password'),
      await logInStaff('service', TEST_STAFF_PASSWORD),
      await logInStaff('retired', TEST_STAFF_PASSWORD),
    ];
    expect(replies).toEqual([refusedStaff, refusedStaff, refusedStaff, refusedStaff]);
  });

  it('locks an unknown name after five attempts exactly like a known one, so the cost tells nothing either', async () => {
    for (const username of ['ghost', 'admin']) {
      await clearLoginLockout(api.deps.db, 'staff', username);
      vi.mocked(verify).mockClear();
      for (let attempt = 0; attempt < 6; attempt += 1) {
        expect(await logInStaff(username, 'wrong-password')).toEqual(refusedStaff);
      }
      expect(passwordChecks(), username).toBe(5);
      expect((await readLockout('staff', username))?.attempts, username).toBe(5);
    }
  });
});

describe('agent login lockout', () => {
  it('checks at most five of 300 concurrent wrong passwords, answers all alike and locks the work number', async () => {
    const attempts = await Promise.all(Array.from({ length: 300 }, (_, index) => prepareAgentLogin('A10002', index)));
    const replies = await Promise.all(attempts.map((submit, index) => submit(`wrong-${index}`)));
    expect(passwordChecks()).toBeLessThanOrEqual(5);
    for (const reply of replies) {
      expect(reply).toEqual(refusedAgent);
    }
    expect(await logInAgent('A10002', TEST_AGENT_PASSWORD)).toEqual(refusedAgent);
    expect(await readLockout('agent', 'A10002')).toMatchObject({ attempts: 5 });
  });

  it('refuses the right password inside a locked burst and keeps the count', async () => {
    const attempts = await Promise.all(Array.from({ length: 60 }, (_, index) => prepareAgentLogin('A10001', index)));
    const replies = await Promise.all(attempts.map((submit, index) => submit(index === 30 ? TEST_AGENT_PASSWORD : `wrong-${index}`)));
    expect(replies[30]).toEqual(refusedAgent);
    expect(replies.every((reply) => reply.body.code === -100)).toBe(true);
    const lockout = await readLockout('agent', 'A10001');
    expect(lockout?.attempts).toBe(5);
    expect(lockout?.lockedUntil?.getTime()).toBeGreaterThan(api.deps.now().getTime());
    expect(await logInAgent('A10001', TEST_AGENT_PASSWORD)).toEqual(refusedAgent);
  });

  it('answers an unknown work number, a wrong password, a locked number and a disabled one alike', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await logInAgent('L40002', 'wrong-password');
    }
    const replies = [
      await logInAgent('Z99999', 'wrong-password'),
      await logInAgent('L40001', 'wrong-password'),
      await logInAgent('L40002', TEST_AGENT_PASSWORD),
      await logInAgent('B20001', 'wrong-password'),
    ];
    expect(replies).toEqual([refusedAgent, refusedAgent, refusedAgent, refusedAgent]);
  });

  it('ends a lockout when staff set a new password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await logInAgent('L40001', 'wrong-password');
    }
    expect(await logInAgent('L40001', TEST_AGENT_PASSWORD)).toEqual(refusedAgent);
    const reset = await callAsStaff(api, 'CONSOLE_RESET_AGENT_PASSWORD', admin, { workNo: 'L40001' });
    expect((await logInAgent('L40001', (reset.data as { password: string }).password)).body.code).toBe(1);
  });

  it('says a number is disabled only to whoever gives its right password', async () => {
    expect((await logInAgent('B20001', TEST_AGENT_PASSWORD)).body).toMatchObject({ code: -100, msg: AgentMessage.ACCOUNT_DISABLED });
  });

  it('hands a login ticket to an unknown work number just as to a known one', async () => {
    const known = await callAgentLogin(endpoints.GET_SESSION.path, { workNo: 'P30001', Type: '1' }, 0);
    const unknown = await callAgentLogin(endpoints.GET_SESSION.path, { workNo: 'P39999', Type: '1' }, 0);
    const disabled = await callAgentLogin(endpoints.GET_SESSION.path, { workNo: 'B20001', Type: '1' }, 0);
    const shapeOf = (reply: Reply) => ({ status: reply.status, code: reply.body.code, msg: reply.body.msg, keys: Object.keys(reply.body.data ?? {}).sort() });
    expect(shapeOf(unknown)).toEqual(shapeOf(known));
    expect(shapeOf(disabled)).toEqual(shapeOf(known));
    expect(unknown.body.data).toMatchObject({ workNo: 'P39999' });
    expect((unknown.body.data as { thirdSession: string }).thirdSession).toHaveLength((known.body.data as { thirdSession: string }).thirdSession.length);
  });
});

describe('lockout and rate limits together', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(() => limited.close());

  it('checks at most five of 300 concurrent guesses, each refused by the lockout or the limit alike for any name', async () => {
    const guess = async (username: string, index: number) => {
      const response = await limited.app.inject({
        method: 'POST',
        url: endpoints.CONSOLE_LOGIN.path,
        payload: { username, password: `wrong-${index}` },
        remoteAddress: addressOf(index),
      });
      return replyOf(response);
    };
    for (const username of ['auditor', 'no-such-name']) {
      vi.mocked(verify).mockClear();
      const replies = await Promise.all(Array.from({ length: 300 }, (_, index) => guess(username, index)));
      expect(passwordChecks(), username).toBeLessThanOrEqual(5);
      const refusedByLockout = replies.filter((reply) => reply.status === 200);
      const refusedByLimit = replies.filter((reply) => reply.status === 429);
      expect(refusedByLockout.length + refusedByLimit.length, username).toBe(300);
      expect(refusedByLockout.every((reply) => reply.body.msg === STAFF_LOGIN_FAILED && reply.body.code === -100)).toBe(true);
      expect(refusedByLimit.length, username).toBe(270);
    }
  });
});
