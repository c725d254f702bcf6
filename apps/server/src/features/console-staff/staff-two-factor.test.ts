import type { Envelope } from '@hall/contract/codes';
import { ConsoleMessage } from '@hall/contract/console/rules';
import { StaffMessage } from '@hall/contract/console-staff/rules';
import { endpoints } from '@hall/contract/endpoints';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLog, staffRecoveryCodes, staffUsers } from '../../db/schema.ts';
import { upsertStaffUser } from '../../domain/staff-users.ts';
import { callAsStaff, consoleHeaders, DemoStaff } from '../../test/staff-session.ts';
import { DEMO_PRODUCTION } from '../../test/production-settings.ts';
import { createTestApp, TEST_STAFF_PASSWORD, type TestApp } from '../../test/test-app.ts';

// The console's second factor with the requirement on (as production has it): admins and auditors
// enrol TOTP before anything else works, and a member with TOTP logs in with password and code.

let api: TestApp;
/** The demo admin's secret, from the enrolment test. */
let adminSecret = '';

interface Login {
  body: Envelope;
  cookie: string;
}

async function postLogin(name: 'CONSOLE_LOGIN' | 'CONSOLE_LOGIN_TOTP', payload: Record<string, unknown>): Promise<Login> {
  const response = await api.app.inject({ method: 'POST', url: endpoints[name].path, payload });
  return { body: response.json<Envelope>(), cookie: String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '' };
}

const logInWithPassword = (username: string, password = TEST_STAFF_PASSWORD) => postLogin('CONSOLE_LOGIN', { username, password });
const ticketOf = (login: Login) => (login.body.data as { ticket: string }).ticket;
const codeAt = (secret: string, secondsFromNow = 0) => generateSync({ secret, epoch: Math.floor(api.deps.now().getTime() / 1000) + secondsFromNow });

/** A member who enrolled TOTP through the API, with their secret and recovery codes. */
async function enrol(username: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { cookie } = await logInWithPassword(username);
  const enrolment = await callAsStaff(api, 'CONSOLE_TOTP_ENROL', cookie);
  const { secret } = enrolment.data as { secret: string };
  const confirmed = await callAsStaff(api, 'CONSOLE_TOTP_CONFIRM', cookie, { code: codeAt(secret) });
  // The code that confirmed the secret is used: the next login takes the next step's code.
  api.advanceSeconds(30);
  return { secret, recoveryCodes: (confirmed.data as { recoveryCodes: string[] }).recoveryCodes };
}

beforeAll(async () => {
  api = await createTestApp({ STAFF_TOTP_REQUIRED: 'true', RATE_LIMITS_ENABLED: 'false' });
});
afterAll(() => api.close());

describe('TOTP required for admin and auditor', () => {
  it('holds an admin without TOTP to the enrolment on the server: every other operation is refused', async () => {
    const { body, cookie } = await logInWithPassword(DemoStaff.AUDITOR);
    expect(body).toMatchObject({ code: 1, data: { step: 'signedIn', hasTotp: false, mustEnrolTotp: true } });
    expect(await callAsStaff(api, 'CONSOLE_REVIEW_KINDS', cookie)).toMatchObject({ code: -100, msg: StaffMessage.TOTP_ENROLMENT_REQUIRED });
    expect(await callAsStaff(api, 'CONSOLE_OVERVIEW', cookie)).toMatchObject({ code: -100, msg: StaffMessage.TOTP_ENROLMENT_REQUIRED });
    expect(await callAsStaff(api, 'CONSOLE_SESSION', cookie)).toMatchObject({ code: 1, data: { mustEnrolTotp: true } });
    const file = await api.app.inject({ method: 'GET', url: '/api/console/reviewFile?id=1', headers: consoleHeaders(api, cookie) });
    expect(file.statusCode).toBe(403); // a reviewer with TOTP gets 404 for a missing file
  });

  it('asks nothing more of roles that do not need it', async () => {
    const { body, cookie } = await logInWithPassword(DemoStaff.SERVICE);
    expect(body).toMatchObject({ code: 1, data: { step: 'signedIn', mustEnrolTotp: false } });
    expect(await callAsStaff(api, 'CONSOLE_OVERVIEW', cookie)).toMatchObject({ code: 1 });
  });

  it('enrols: a sealed secret waits for its first code, which answers ten recovery codes stored hashed', async () => {
    const { cookie } = await logInWithPassword(DemoStaff.ADMIN);
    const enrolment = await callAsStaff(api, 'CONSOLE_TOTP_ENROL', cookie);
    const { secret, otpauthUri, qrDataUrl } = enrolment.data as { secret: string; otpauthUri: string; qrDataUrl: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*admin\?.*secret=/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const [stored] = await api.deps.db.select().from(staffUsers).where(eq(staffUsers.username, DemoStaff.ADMIN));
    expect(stored?.totpPendingSealed).toBeTruthy();
    expect(stored?.totpPendingSealed).not.toContain(secret);
    expect(stored?.totpSecretSealed).toBeNull();

    expect(await callAsStaff(api, 'CONSOLE_TOTP_CONFIRM', cookie, { code: codeAt(secret, 300) })).toMatchObject({
      code: -100,
      msg: StaffMessage.TOTP_CODE_WRONG,
    });
    expect(await callAsStaff(api, 'CONSOLE_OVERVIEW', cookie)).toMatchObject({ code: -100, msg: StaffMessage.TOTP_ENROLMENT_REQUIRED });
    const confirmed = await callAsStaff(api, 'CONSOLE_TOTP_CONFIRM', cookie, { code: codeAt(secret) });
    const { recoveryCodes } = confirmed.data as { recoveryCodes: string[] };
    adminSecret = secret;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await callAsStaff(api, 'CONSOLE_OVERVIEW', cookie)).toMatchObject({ code: 1 });

    const hashes = await api.deps.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, stored?.id ?? 0));
    expect(hashes).toHaveLength(10);
    expect(hashes.map((row) => row.codeHash)).not.toEqual(expect.arrayContaining([recoveryCodes[0]?.replace('-', '')]));
    const [enrolled] = await api.deps.db.select().from(staffUsers).where(eq(staffUsers.username, DemoStaff.ADMIN));
    expect(enrolled?.totpSecretSealed).not.toContain(secret);
    expect(enrolled?.totpPendingSealed).toBeNull();
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'staff_totp_enrol'));
    expect(entries.map((entry) => entry.subjectId)).toContain(DemoStaff.ADMIN);
  });
});

describe('logging in with TOTP', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    await upsertStaffUser(api.deps.db, { username: 'totp-editor', displayName: '口令编辑', password: TEST_STAFF_PASSWORD, roles: ['editor'] });
    ({ secret, recoveryCodes } = await enrol('totp-editor'));
  });

  it('answers the password with a pending login and no session; the code completes it once', async () => {
    const first = await logInWithPassword('totp-editor');
    expect(first.body).toMatchObject({ code: 1, data: { step: 'totp', expiresInSeconds: 300 } });
    expect(first.cookie).toBe('');
    const wrong = await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(first), code: codeAt(secret, 600) });
    expect(wrong.body).toMatchObject({ code: -100, msg: ConsoleMessage.TOTP_LOGIN_FAILED });
    const right = await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(first), code: codeAt(secret) });
    expect(right.body).toMatchObject({ code: 1, data: { username: 'totp-editor', hasTotp: true } });
    expect(await callAsStaff(api, 'CONSOLE_OVERVIEW', right.cookie)).toMatchObject({ code: 1 });
    // The pending login is used up, and so is the code.
    expect((await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(first), code: codeAt(secret) })).body.msg).toBe(ConsoleMessage.TOTP_LOGIN_EXPIRED);
    const again = await logInWithPassword('totp-editor');
    expect((await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(again), code: codeAt(secret) })).body.msg).toBe(ConsoleMessage.TOTP_LOGIN_FAILED);
    api.advanceSeconds(30);
    expect((await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(again), code: codeAt(secret) })).body.code).toBe(1);
  });

  it('gives one session for a pending login, however many right codes arrive at once', async () => {
    api.advanceSeconds(30);
    const pending = await logInWithPassword('totp-editor');
    const code = codeAt(secret);
    const replies = await Promise.all(Array.from({ length: 5 }, () => postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(pending), code })));
    expect(replies.filter((reply) => reply.body.code === 1)).toHaveLength(1);
  });

  it('takes a recovery code once, with or without its hyphen, and logs its use', async () => {
    const code = recoveryCodes[3] ?? '';
    const first = await logInWithPassword('totp-editor');
    expect((await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(first), code: code.replace('-', '').toUpperCase() })).body.code).toBe(1);
    const second = await logInWithPassword('totp-editor');
    expect((await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(second), code })).body.msg).toBe(ConsoleMessage.TOTP_LOGIN_FAILED);
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'staff_recovery_code_use'));
    expect(entries.map((entry) => entry.subjectId)).toContain('totp-editor');
  });

  it('expires a pending login after five minutes', async () => {
    api.advanceSeconds(30);
    const pending = await logInWithPassword('totp-editor');
    api.advanceSeconds(301);
    expect((await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(pending), code: codeAt(secret) })).body.msg).toBe(ConsoleMessage.TOTP_LOGIN_EXPIRED);
  });
});

describe('login lockout on the TOTP step', () => {
  let secret: string;
  beforeAll(async () => {
    await upsertStaffUser(api.deps.db, { username: 'totp-locked', displayName: '口令锁定', password: TEST_STAFF_PASSWORD, roles: ['service'] });
    ({ secret } = await enrol('totp-locked'));
  });

  it('counts wrong codes with the password step, which does not reset them, and refuses the right code once locked alike', async () => {
    const first = await logInWithPassword('totp-locked'); // attempt 1
    await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(first), code: '000000' }); // 2
    await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(first), code: '000001' }); // 3
    const second = await logInWithPassword('totp-locked'); // 4: a right password, the count goes on
    expect(second.body.data).toMatchObject({ step: 'totp' });
    const fifth = await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(second), code: '000002' }); // 5: locked
    const locked = await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(second), code: codeAt(secret) });
    expect(locked.body).toEqual({ ...fifth.body, requestId: locked.body.requestId });
    expect(locked.body).toMatchObject({ code: -100, msg: ConsoleMessage.TOTP_LOGIN_FAILED });
    expect((await logInWithPassword('totp-locked')).body).toMatchObject({ code: -100, msg: ConsoleMessage.LOGIN_FAILED });
  });

  it('refuses 30 concurrent codes with the right one among them once five have counted', async () => {
    // A password reset by an admin ends the lock of the test before.
    const reset = await callAsStaff(api, 'CONSOLE_RESET_STAFF_PASSWORD', await logInEnrolledAdmin(), { username: 'totp-locked' });
    const { password } = reset.data as { password: string };
    api.advanceSeconds(30);
    const pending = await logInWithPassword('totp-locked', password); // attempt 1
    expect(pending.body.data).toMatchObject({ step: 'totp' });
    // Five counted before the crowd: which of 30 concurrent requests takes the account's lock first
    // is not the order they were sent in, so a right code among the first five could rightly pass.
    for (const wrong of ['100001', '100002', '100003', '100004']) {
      await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(pending), code: wrong }); // 2-5
    }
    const right = codeAt(secret);
    const codes = Array.from({ length: 30 }, (_, index) => (index === 20 ? right : String(200000 + index)));
    const replies = await Promise.all(codes.map((code) => postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(pending), code })));
    expect(replies.every((reply) => reply.body.code === -100 && reply.body.msg === ConsoleMessage.TOTP_LOGIN_FAILED)).toBe(true);
  });
});

describe('an admin resetting a lost authenticator', () => {
  it('removes the secret and recovery codes and ends the sessions, so the next login enrols again', async () => {
    await upsertStaffUser(api.deps.db, { username: 'totp-lost', displayName: '丢失口令', password: TEST_STAFF_PASSWORD, roles: ['auditor'] });
    const { secret, recoveryCodes } = await enrol('totp-lost');
    const before = await logInWithPassword('totp-lost');
    const session = (await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(before), code: codeAt(secret) })).cookie;
    const pending = await logInWithPassword('totp-lost');
    const admin = await logInEnrolledAdmin();

    expect(await callAsStaff(api, 'CONSOLE_RESET_STAFF_TOTP', admin, { username: 'totp-lost' })).toMatchObject({
      code: 1,
      data: { username: 'totp-lost', endedSessions: 2 }, // the enrolment's session and the login's
    });
    expect((await callAsStaff(api, 'CONSOLE_SESSION', session)).code).not.toBe(1);
    api.advanceSeconds(30);
    expect((await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(pending), code: codeAt(secret) })).body.msg).toBe(ConsoleMessage.TOTP_LOGIN_EXPIRED);
    const after = await logInWithPassword('totp-lost');
    expect(after.body).toMatchObject({ code: 1, data: { step: 'signedIn', hasTotp: false, mustEnrolTotp: true } });
    const [stored] = await api.deps.db.select().from(staffUsers).where(eq(staffUsers.username, 'totp-lost'));
    expect(
      await api.deps.db
        .select()
        .from(staffRecoveryCodes)
        .where(eq(staffRecoveryCodes.staffId, stored?.id ?? 0)),
    ).toHaveLength(0);
    expect(recoveryCodes).toHaveLength(10);
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'staff_totp_reset'));
    expect(entries.map((entry) => entry.subjectId)).toEqual(['totp-lost']);
    // Nothing left to reset: said in words, and not logged again.
    expect(await callAsStaff(api, 'CONSOLE_RESET_STAFF_TOTP', admin, { username: 'totp-lost' })).toMatchObject({
      code: -100,
      msg: StaffMessage.TOTP_NOT_ENROLLED,
    });
  });
});

/** The demo admin (enrolled above) logged in with password and a fresh code. */
async function logInEnrolledAdmin(): Promise<string> {
  api.advanceSeconds(30);
  const pending = await logInWithPassword(DemoStaff.ADMIN);
  return (await postLogin('CONSOLE_LOGIN_TOTP', { ticket: ticketOf(pending), code: codeAt(adminSecret) })).cookie;
}

describe('the requirement by configuration', () => {
  it('is off by default outside production, so the demo accounts log in with their password', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).STAFF_TOTP_REQUIRED).toBe(false);
  });
  it('is on in production, and production refuses to turn it off', () => {
    expect(loadConfig({ ...DEMO_PRODUCTION }).STAFF_TOTP_REQUIRED).toBe(true);
    expect(() => loadConfig({ ...DEMO_PRODUCTION, STAFF_TOTP_REQUIRED: 'false' })).toThrow(/STAFF_TOTP_REQUIRED=false/);
  });
});
