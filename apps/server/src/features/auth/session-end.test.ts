import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { callAsAgent, logInAgent } from '../../test/agents.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// Sessions that end: a subscriber's logout and "end my other sessions", an agent's logout, and
// staff ending every session of an agent.

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const isMemberSignedIn = async (token: string) => (await api.call('PERSONAL_DATA', {}, token)).code === 1;
const isAgentSignedIn = async (token: string) => (await callAsAgent(api, 'CHECK_WORK_NO_INFO', {}, token)).code === 1;

/** The WeChat login of logInAs, with LOGIN's own flags. */
async function logInWith(openid: string, flags: { endOtherSessions?: boolean }): Promise<string> {
  const authorize = await api.app.inject({ method: 'GET', url: '/api/wechat/authorize?redirect=/' });
  const cookie = String(authorize.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const consentUrl = new URL(String(authorize.headers.location), 'http://test');
  const consent = await api.app.inject({
    method: 'POST',
    url: '/sandbox/wechat/authorize',
    payload: { openid, redirect_uri: '/', state: consentUrl.searchParams.get('state') ?? '' },
  });
  const back = new URL(String(consent.headers.location), 'http://test');
  const login = await api.app.inject({
    method: 'POST',
    url: endpoints.LOGIN.path,
    headers: { cookie },
    payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state'), ...flags },
  });
  const envelope = login.json<Envelope<{ token: string }>>();
  if (envelope.code !== 1 || !envelope.data) {
    throw new Error(`login failed: ${envelope.msg}`);
  }
  return envelope.data.token;
}

describe('LOGOUT', () => {
  it("ends the caller's session: its token is refused with -101 afterwards, the member's other sessions stay", async () => {
    const phone = await api.logInAs(DemoUser.BOUND_NORMAL);
    const laptop = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('LOGOUT', {}, phone)).toMatchObject({ code: 1 });
    expect(await api.call('PERSONAL_DATA', {}, phone)).toMatchObject({ code: -101 });
    expect(await api.call('LOGOUT', {}, phone)).toMatchObject({ code: -101 });
    expect(await isMemberSignedIn(laptop)).toBe(true);
  });

  it('needs a session', async () => {
    expect(await api.call('LOGOUT', {})).toMatchObject({ code: -101 });
  });
});

describe('END_OTHER_SESSIONS', () => {
  it("ends every other session of the member and keeps the caller's; other members keep theirs", async () => {
    const older = await api.logInAs(DemoUser.BOUND_OWING);
    const other = await api.logInAs(DemoUser.BOUND_OWING);
    const current = await api.logInAs(DemoUser.BOUND_OWING);
    const someoneElse = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect(await api.call('END_OTHER_SESSIONS', {}, current)).toMatchObject({ code: 1, data: { endedSessions: 2 } });
    expect(await isMemberSignedIn(older)).toBe(false);
    expect(await isMemberSignedIn(other)).toBe(false);
    expect(await isMemberSignedIn(current)).toBe(true);
    expect(await isMemberSignedIn(someoneElse)).toBe(true);
    expect(await api.call('END_OTHER_SESSIONS', {}, current)).toMatchObject({ code: 1, data: { endedSessions: 0 } });
  });
});

describe('LOGIN with endOtherSessions', () => {
  it("ends the member's older sessions when asked, and keeps them when not", async () => {
    const older = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    const kept = await logInWith(DemoUser.UNBOUND_VISITOR, {});
    expect(await isMemberSignedIn(older)).toBe(true);
    const fresh = await logInWith(DemoUser.UNBOUND_VISITOR, { endOtherSessions: true });
    expect(await isMemberSignedIn(older)).toBe(false);
    expect(await isMemberSignedIn(kept)).toBe(false);
    expect(await isMemberSignedIn(fresh)).toBe(true);
  });
});

describe('AGENT_LOGOUT', () => {
  it("ends the agent's server session: the old token answers -101, another session of the agent stays", async () => {
    const token = await logInAgent(api, 'A10001');
    const otherPhone = await logInAgent(api, 'A10001');
    expect(await callAsAgent(api, 'AGENT_LOGOUT', {}, token)).toMatchObject({ code: 1 });
    expect(await callAsAgent(api, 'CHECK_WORK_NO_INFO', {}, token)).toMatchObject({ code: -101 });
    expect(await callAsAgent(api, 'AGENT_LOGOUT', {}, token)).toMatchObject({ code: -101 });
    expect(await isAgentSignedIn(otherPhone)).toBe(true);
  });

  it('takes no subscriber token for an agent session', async () => {
    const member = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('AGENT_LOGOUT', {}, member)).toMatchObject({ code: -101 });
  });
});

describe('CONSOLE_END_AGENT_SESSIONS', () => {
  const auditOf = (subjectId: string) =>
    api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent_sessions_end'), eq(auditLog.subjectId, subjectId)));

  it("ends every session of the agent, audited with the count; other agents and the agent's password stay", async () => {
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    const first = await logInAgent(api, 'A10002');
    const second = await logInAgent(api, 'A10002');
    const colleague = await logInAgent(api, 'B20001');
    expect(await callAsStaff(api, 'CONSOLE_END_AGENT_SESSIONS', admin, { workNo: 'A10002' })).toMatchObject({
      code: 1,
      data: { workNo: 'A10002', revokedSessions: 2 },
    });
    expect(await isAgentSignedIn(first)).toBe(false);
    expect(await isAgentSignedIn(second)).toBe(false);
    expect(await isAgentSignedIn(colleague)).toBe(true);
    const entries = await auditOf('A10002');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.detail).toMatchObject({ revokedSessions: 2 });
    expect(await isAgentSignedIn(await logInAgent(api, 'A10002'))).toBe(true);
  });

  it('is for admins only, and refuses an unknown work number without an audit entry', async () => {
    const token = await logInAgent(api, 'B20001');
    for (const role of [DemoStaff.AUDITOR, DemoStaff.SERVICE, DemoStaff.EDITOR]) {
      const cookie = await logInStaff(api, role);
      expect(await callAsStaff(api, 'CONSOLE_END_AGENT_SESSIONS', cookie, { workNo: 'B20001' })).toMatchObject({ code: -100, msg: '无权执行此操作' });
    }
    expect(await isAgentSignedIn(token)).toBe(true);
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    expect(await callAsStaff(api, 'CONSOLE_END_AGENT_SESSIONS', admin, { workNo: 'Z99999' })).toMatchObject({ code: -100, msg: '工号不存在' });
    expect(await auditOf('Z99999')).toHaveLength(0);
    expect(await auditOf('B20001')).toHaveLength(0);
  });
});
