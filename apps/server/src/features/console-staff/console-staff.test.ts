import type { Envelope } from '@hall/contract/codes';
import { ConsoleMessage } from '@hall/contract/console/rules';
import { StaffMessage } from '@hall/contract/console-staff/rules';
import type { StaffAccount, StaffSessionRow } from '@hall/contract/console-staff/schemas';
import { endpoints } from '@hall/contract/endpoints';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 员工账号: an admin creates, changes, disables and resets accounts and ends their sessions; no
// change can leave the console without an enabled admin.

let api: TestApp;
let admin: string;

const dataOf = <T>(body: Envelope) => body.data as T;
const listAccounts = async () => dataOf<{ list: StaffAccount[] }>(await callAsStaff(api, 'CONSOLE_STAFF_LIST', admin)).list;
const auditOf = (action: string, subjectId: string) =>
  api.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

async function logIn(username: string, password: string): Promise<{ body: Envelope; cookie: string }> {
  const response = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username, password } });
  return { body: response.json<Envelope>(), cookie: String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '' };
}
const isSignedIn = async (cookie: string) => (await callAsStaff(api, 'CONSOLE_SESSION', cookie)).code === 1;

async function createMember(username: string, roles: string[]): Promise<string> {
  const created = await callAsStaff(api, 'CONSOLE_CREATE_STAFF', admin, { username, displayName: `员工${username}`, roles });
  expect(created.code, created.msg).toBe(1);
  return dataOf<{ password: string }>(created).password;
}

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(() => api.close());

describe('staff accounts', () => {
  it('lists every account with roles, TOTP, last login and live sessions', async () => {
    const list = await listAccounts();
    expect(list.map((row) => row.username)).toEqual(expect.arrayContaining(['admin', 'auditor', 'service', 'editor']));
    const own = list.find((row) => row.username === DemoStaff.ADMIN);
    expect(own).toMatchObject({ roles: ['admin'], isDisabled: false, hasTotp: false });
    expect(own?.liveSessions).toBeGreaterThanOrEqual(1);
    expect(own?.lastLoginAt).toEqual(api.deps.now().toISOString());
  });

  it('creates an account with a generated password answered once and kept out of the audit log', async () => {
    const password = await createMember('zhang.wei', ['service', 'editor']);
    expect(password).toMatch(/^[A-Za-z2-9]{14}$/);
    const login = await logIn('zhang.wei', password);
    expect(login.body).toMatchObject({ code: 1, data: { step: 'signedIn', username: 'zhang.wei', roles: ['service', 'editor'] } });
    expect(await callAsStaff(api, 'CONSOLE_CREATE_STAFF', admin, { username: 'zhang.wei', displayName: '重复', roles: ['service'] })).toMatchObject({
      code: -100,
      msg: StaffMessage.USERNAME_TAKEN,
    });
    const [entry] = await auditOf('staff_create', 'zhang.wei');
    expect(entry?.detail).toEqual({ displayName: '员工zhang.wei', roles: ['service', 'editor'] });
    expect(JSON.stringify(entry)).not.toContain(password);
    const [stored] = await api.deps.db.select().from(staffUsers).where(eq(staffUsers.username, 'zhang.wei'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a username that is not letters, digits and . - _, and an empty role list', async () => {
    expect((await callAsStaff(api, 'CONSOLE_CREATE_STAFF', admin, { username: '张伟', displayName: '张伟', roles: ['service'] })).code).toBe(-100);
    expect(await callAsStaff(api, 'CONSOLE_CREATE_STAFF', admin, { username: 'li', displayName: '李', roles: [] })).toMatchObject({
      code: -100,
      msg: '请至少选择一个角色',
    });
  });

  it('sets roles, audited with before and after, and the member’s next request has them', async () => {
    const password = await createMember('role.change', ['editor']);
    const { cookie } = await logIn('role.change', password);
    expect((await callAsStaff(api, 'CONSOLE_REVIEW_KINDS', cookie)).code).toBe(-100);
    expect(await callAsStaff(api, 'CONSOLE_SET_STAFF_ROLES', admin, { username: 'role.change', roles: ['auditor'] })).toMatchObject({
      code: 1,
      data: { roles: ['auditor'] },
    });
    expect((await callAsStaff(api, 'CONSOLE_REVIEW_KINDS', cookie)).code).toBe(1);
    expect((await auditOf('staff_roles', 'role.change'))[0]?.detail).toEqual({ before: ['editor'], after: ['auditor'] });
  });

  it('keeps an admin from removing their own admin role or disabling themselves', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SET_STAFF_ROLES', admin, { username: DemoStaff.ADMIN, roles: ['auditor'] })).toMatchObject({
      code: -100,
      msg: StaffMessage.NOT_YOURSELF_ADMIN,
    });
    expect(await callAsStaff(api, 'CONSOLE_SET_STAFF_DISABLED', admin, { username: DemoStaff.ADMIN, isDisabled: true })).toMatchObject({
      code: -100,
      msg: StaffMessage.NOT_YOURSELF_DISABLE,
    });
    expect(await callAsStaff(api, 'CONSOLE_SET_STAFF_ROLES', admin, { username: DemoStaff.ADMIN, roles: ['admin', 'auditor'] })).toMatchObject({ code: 1 });
  });

  it('disabling ends the member’s sessions at once and refuses their login alike; enabling lets them back', async () => {
    const password = await createMember('leaver', ['service']);
    const { cookie } = await logIn('leaver', password);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await callAsStaff(api, 'CONSOLE_SET_STAFF_DISABLED', admin, { username: 'leaver', isDisabled: true })).toMatchObject({
      code: 1,
      data: { isDisabled: true, endedSessions: 1 },
    });
    expect(await isSignedIn(cookie)).toBe(false);
    expect((await logIn('leaver', password)).body).toMatchObject({ code: -100, msg: ConsoleMessage.LOGIN_FAILED });
    expect((await listAccounts()).find((row) => row.username === 'leaver')).toMatchObject({ isDisabled: true, liveSessions: 0 });
    expect(await callAsStaff(api, 'CONSOLE_SET_STAFF_DISABLED', admin, { username: 'leaver', isDisabled: false })).toMatchObject({ code: 1 });
    expect((await logIn('leaver', password)).body.code).toBe(1);
    expect(await auditOf('staff_disable', 'leaver')).toHaveLength(1);
    expect(await auditOf('staff_enable', 'leaver')).toHaveLength(1);
  });

  it('resets a password: answered once, the old one refused, sessions and a lockout ended', async () => {
    const password = await createMember('forgetful', ['editor']);
    const { cookie } = await logIn('forgetful', password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await logIn('forgetful', 'wrong-password');
    }
    expect((await logIn('forgetful', password)).body.msg).toBe(ConsoleMessage.LOGIN_FAILED);
    const reset = await callAsStaff(api, 'CONSOLE_RESET_STAFF_PASSWORD', admin, { username: 'forgetful' });
    const fresh = dataOf<{ password: string }>(reset).password;
    expect(fresh).toMatch(/^[A-Za-z2-9]{14}$/);
    expect(await isSignedIn(cookie)).toBe(false);
    expect((await logIn('forgetful', password)).body.code).toBe(-100);
    expect((await logIn('forgetful', fresh)).body.code).toBe(1);
    const [entry] = await auditOf('staff_password_reset', 'forgetful');
    expect(JSON.stringify(entry)).not.toContain(fresh);
  });

  it('lists a member’s sessions and ends one, audited; the admin’s own is marked current', async () => {
    const password = await createMember('two.desks', ['service']);
    const first = await logIn('two.desks', password);
    const second = await logIn('two.desks', password);
    const sessions = dataOf<{ list: StaffSessionRow[] }>(await callAsStaff(api, 'CONSOLE_STAFF_SESSIONS', admin, { username: 'two.desks' })).list;
    expect(sessions).toHaveLength(2);
    expect(sessions.every((row) => !row.isCurrent)).toBe(true);
    const firstId = sessions[0]?.id ?? 0;
    expect(await callAsStaff(api, 'CONSOLE_END_STAFF_SESSION', admin, { username: 'two.desks', sessionId: firstId })).toMatchObject({ code: 1 });
    expect(await isSignedIn(first.cookie)).toBe(false);
    expect(await isSignedIn(second.cookie)).toBe(true);
    expect(await callAsStaff(api, 'CONSOLE_END_STAFF_SESSION', admin, { username: 'two.desks', sessionId: firstId })).toMatchObject({
      code: -100,
      msg: StaffMessage.SESSION_NOT_FOUND,
    });
    // Another member's session cannot be ended under this member's name.
    const own = dataOf<{ list: StaffSessionRow[] }>(await callAsStaff(api, 'CONSOLE_STAFF_SESSIONS', admin, { username: DemoStaff.ADMIN })).list;
    const current = own.find((row) => row.isCurrent);
    expect(current).toBeTruthy();
    expect((await callAsStaff(api, 'CONSOLE_END_STAFF_SESSION', admin, { username: 'two.desks', sessionId: current?.id ?? 0 })).code).toBe(-100);
    expect(await auditOf('staff_session_end', 'two.desks')).toHaveLength(1);
  });
});

describe('the last enabled admin', () => {
  let other: TestApp;
  afterAll(() => other?.close());

  it('stays: two admins disabling each other at once never leave none (eight rounds)', async () => {
    other = await createTestApp();
    const logInOther = async (username: string, password: string) => {
      const login = await other.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username, password } });
      return String(login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    };
    const countEnabledAdmins = async () => {
      const [row] = await other.deps.db
        .select({ count: sql<number>`count(*)::int` })
        .from(staffUsers)
        .where(and(sql`'admin' = any(${staffUsers.roles})`, eq(staffUsers.isDisabled, false)));
      return row?.count;
    };
    let survivor: { username: string; cookie: string } = { username: DemoStaff.ADMIN, cookie: await logInStaff(other, DemoStaff.ADMIN) };
    for (let round = 0; round < 8; round += 1) {
      const username = `admin.round${round}`;
      const created = await callAsStaff(other, 'CONSOLE_CREATE_STAFF', survivor.cookie, { username, displayName: '管理员', roles: ['admin'] });
      const newcomer = { username, cookie: await logInOther(username, (created.data as { password: string }).password) };
      const [byFirst, bySecond] = await Promise.all([
        callAsStaff(other, 'CONSOLE_SET_STAFF_DISABLED', survivor.cookie, { username: newcomer.username, isDisabled: true }),
        callAsStaff(other, 'CONSOLE_SET_STAFF_DISABLED', newcomer.cookie, { username: survivor.username, isDisabled: true }),
      ]);
      expect(
        [byFirst, bySecond].filter((reply) => reply.code === 1),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await countEnabledAdmins(), `round ${round}`).toBe(1);
      survivor = bySecond.code === 1 ? newcomer : survivor;
    }
  });
});
