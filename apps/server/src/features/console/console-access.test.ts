import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint, StaffRole } from '@hall/contract/operation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSessions } from '../../db/schema.ts';
import { AGENT_TOKEN_HEADER } from '../../platform/agent-sessions.ts';
import { createRandomToken, hashToken } from '../../platform/secrets.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every console operation, walked from the contract: an agent session does not open one, and a
// staff member without the operation's role is refused before the input is read. (Subscriber
// tokens are walked the same way in console.test.ts.)

let api: TestApp;
let agentToken: string;
const cookies = new Map<string, string>();

const staffOperations = OPERATION_NAMES.filter((name) => (endpoints[name] as Endpoint).access === 'staff');

beforeAll(async () => {
  api = await createTestApp();
  // A live agent session, as AGENT_LOGIN stores it.
  agentToken = createRandomToken();
  await api.deps.db
    .insert(agentSessions)
    .values({ tokenHash: hashToken(agentToken), workNo: 'A10001', kind: 'session', expiresAt: new Date(Date.now() + 3600_000) });
  for (const username of [DemoStaff.AUDITOR, DemoStaff.SERVICE, DemoStaff.EDITOR]) {
    cookies.set(username, await logInStaff(api, username));
  }
});
afterAll(() => api.close());

/** A call from this app's console page (its Origin), with the credentials given. */
const post = (name: OperationName, headers: Record<string, string>, payload: object = {}) =>
  api.app
    .inject({ method: 'POST', url: endpoints[name].path, headers: { origin: new URL(api.deps.config.PUBLIC_URL).origin, ...headers }, payload })
    .then((response) => response.json());

describe('console access', () => {
  it('has console operations to walk, the new areas among them', () => {
    expect(staffOperations).toEqual(
      expect.arrayContaining(['CONSOLE_BOARD_REPLY', 'CONSOLE_SAVE_BANNER', 'CONSOLE_FUND_POOL_TOP_UP', 'CONSOLE_SANDBOX_STEPS', 'CONSOLE_REVIEW_DECIDE']),
    );
  });

  it('refuses an agent session on every console operation', async () => {
    expect(await post('CHECK_WORK_NO_INFO', { [AGENT_TOKEN_HEADER]: agentToken }, { workNo: 'A10001' })).toMatchObject({ code: 1 });
    for (const name of staffOperations) {
      expect(await post(name, { [AGENT_TOKEN_HEADER]: agentToken }), name).toMatchObject({ code: -101, msg: '请先登录管理后台' });
    }
  });

  it("refuses staff without the operation's role, before reading the input", async () => {
    const restricted = staffOperations.filter((name) => ((endpoints[name] as Endpoint).staffRoles ?? []).length > 0);
    expect(restricted.length).toBeGreaterThan(20);
    for (const name of restricted) {
      const allowed = (endpoints[name] as Endpoint).staffRoles ?? [];
      const outsiders = [...cookies.keys()].filter((username) => !allowed.includes(username as StaffRole));
      expect(outsiders.length, name).toBeGreaterThan(0);
      for (const username of outsiders) {
        expect(await callAsStaff(api, name, cookies.get(username) ?? ''), `${name} as ${username}`).toMatchObject({ code: -100, msg: '无权执行此操作' });
      }
    }
  });

  it('lets only auditors (and admin) decide applications, and only admin top up a fund pool', async () => {
    const decide = { kind: 'cancellation', id: '1', decision: 'pass' };
    for (const username of [DemoStaff.SERVICE, DemoStaff.EDITOR]) {
      expect(await callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', cookies.get(username) ?? '', decide)).toMatchObject({ code: -100, msg: '无权执行此操作' });
    }
    // The auditor gets past the role check to the queue itself.
    expect((await callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', cookies.get(DemoStaff.AUDITOR) ?? '', decide)).msg).not.toBe('无权执行此操作');
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    const topUp = { dealerId: 'D1001', amountFen: 100, requestId: 'access-test-0001' };
    expect(await callAsStaff(api, 'CONSOLE_FUND_POOL_TOP_UP', cookies.get(DemoStaff.AUDITOR) ?? '', topUp)).toMatchObject({
      code: -100,
      msg: '无权执行此操作',
    });
    expect(await callAsStaff(api, 'CONSOLE_FUND_POOL_TOP_UP', admin, topUp)).toMatchObject({ code: 1 });
  });
});
