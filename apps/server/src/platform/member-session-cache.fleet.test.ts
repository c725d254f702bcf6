import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import type { OperationName } from '@hall/contract/endpoints';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../db/change-listener.ts';
import { memberSessions } from '../db/schema.ts';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, NOTIFICATION_WAIT, openSecondApp, type SecondApp, waitUntilListening } from '../test/second-instance.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';
import { MEMBER_CHANGES_CHANNEL } from './member-session-cache.ts';
import { hashToken } from './secrets.ts';

// Each instance keeps the sessions it found with their member for a few seconds, so a page's
// burst of requests costs one lookup. Logging out, ending other sessions, unbinding and a staff
// action must still take effect on every instance within one second: the database announces each
// change to a member or their sessions (migration 0076), and the instance that made it drops its
// own before it replies.

let api: TestApp;
let second: SecondApp;
let service: string;

/** The rule: a change made on one instance holds on every other within this. */
const WITHIN_ONE_SECOND = { timeout: 1000, interval: 10 };

async function callOnSecond(name: OperationName, token: string, payload: Record<string, unknown> = {}): Promise<Envelope> {
  const response = await second.app.inject({ method: 'POST', url: endpoints[name].path, payload: { ...payload, token } });
  return response.json<Envelope>();
}

const personalDataOnSecond = async (token: string) => callOnSecond('PERSONAL_DATA', token);

/** Waits until the second instance answers as expected; fails if that takes a second or more. */
async function expectOnSecondWithinASecond(read: () => Promise<Envelope>, expected: Record<string, unknown>): Promise<void> {
  const started = performance.now();
  await vi.waitFor(async () => expect(await read()).toMatchObject(expected), WITHIN_ONE_SECOND);
  expect(performance.now() - started).toBeLessThan(1000);
}

/** Ends a session without the database's announcement, as if it were missed: only a fresh lookup sees it. */
async function endSessionUnannounced(token: string): Promise<void> {
  await api.deps.db.transaction(async (tx) => {
    await tx.execute(sql`alter table member_sessions disable trigger member_sessions_announce_end`);
    await tx.delete(memberSessions).where(eq(memberSessions.tokenHash, hashToken(token)));
    await tx.execute(sql`alter table member_sessions enable trigger member_sessions_announce_end`);
  });
}

/**
 * Waits until every announcement committed so far has reached the second instance: PostgreSQL
 * delivers a listener's notifications in commit order, so once a marker sent now has arrived, so
 * have they.
 */
async function awaitAnnouncementsOnSecond(): Promise<void> {
  const marker = String(-1 - Math.floor(Math.random() * 1e9));
  const drop = vi.spyOn(second.deps.memberSessions, 'drop');
  try {
    await api.deps.db.execute(sql`select pg_notify(${MEMBER_CHANGES_CHANNEL}, ${marker})`);
    await vi.waitFor(() => expect(drop).toHaveBeenCalledWith(Number(marker)), NOTIFICATION_WAIT);
  } finally {
    drop.mockRestore();
  }
}

const waitUntilBothListen = () => waitUntilListening(api.deps.memberSessions, second.deps.memberSessions);

beforeAll(async () => {
  if (!canRunFleet) {
    return;
  }
  api = await createTestApp();
  second = await openSecondApp(api);
  service = await logInStaff(api, DemoStaff.SERVICE);
  await waitUntilBothListen();
});

afterAll(async () => {
  await second?.close();
  await api?.close();
});

describe.skipIf(!canRunFleet)(`members' sessions kept by two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('answers a kept session without looking it up again, for a few seconds at most', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    // The login changed the member: its announcement must not arrive after the session is kept.
    await awaitAnnouncementsOnSecond();
    expect(await personalDataOnSecond(token)).toMatchObject({ code: 1 });
    await endSessionUnannounced(token);
    // The second instance kept the session, so it has not seen the row go.
    expect(await personalDataOnSecond(token)).toMatchObject({ code: 1 });
    // The first kept nothing of this token, and the statement that ended it ran there.
    expect(await api.call('PERSONAL_DATA', {}, token)).toMatchObject({ code: -101 });
  });

  it('ends a logged-out session on the other instance within a second', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await personalDataOnSecond(token)).toMatchObject({ code: 1 });
    expect(await api.call('LOGOUT', {}, token)).toMatchObject({ code: 1 });
    await expectOnSecondWithinASecond(() => personalDataOnSecond(token), { code: -101 });
  });

  it("ends the member's other sessions on the other instance within a second, and keeps the one that asked", async () => {
    const kept = await api.logInAs(DemoUser.BOUND_NORMAL);
    const other = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await personalDataOnSecond(kept)).toMatchObject({ code: 1 });
    expect(await personalDataOnSecond(other)).toMatchObject({ code: 1 });
    expect(await api.call('END_OTHER_SESSIONS', {}, kept)).toMatchObject({ code: 1 });
    await expectOnSecondWithinASecond(() => personalDataOnSecond(other), { code: -101 });
    expect(await personalDataOnSecond(kept)).toMatchObject({ code: 1 });
  });

  it('signs an unbinding member out on the other instance within a second', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect(await personalDataOnSecond(token)).toMatchObject({ code: 1, data: { memberInfo: { bindStatus: 1 } } });
    expect((await api.call('SEND_SMS_CODE', { mobilePhone: '17012340004', type: '04' }, token)).code).toBe(1);
    const code = await api.readLatestSmsCode('17012340004');
    expect(await api.call('RELIEVE_BINDING', { type: 1, mobilePhone: '17012340004', code }, token)).toMatchObject({ code: 1 });
    await expectOnSecondWithinASecond(() => personalDataOnSecond(token), { code: -101 });
  });

  it("carries a staff member's ending of a number's sessions to the other instance within a second", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await personalDataOnSecond(token)).toMatchObject({ code: 1 });
    expect(await callAsStaff(api, 'CONSOLE_END_NUMBER_SESSIONS', service, { phone: '17012340001', reason: '机主称手机被盗' })).toMatchObject({ code: 1 });
    await expectOnSecondWithinASecond(() => personalDataOnSecond(token), { code: -101 });
  });

  it("shows a change to the member's record and a number's new state on the other instance within a second", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await personalDataOnSecond(token)).toMatchObject({ data: { memberInfo: { careMode: false }, mobilePhoneInfo: { mobileStatus: '正常' } } });
    expect(await api.call('SET_CARE_MODE', { enabled: true }, token)).toMatchObject({ code: 1 });
    await expectOnSecondWithinASecond(() => personalDataOnSecond(token), { data: { memberInfo: { careMode: true } } });
    // The number's state is never kept with the session: it is read afresh on every request.
    expect(await callAsStaff(api, 'CONSOLE_SUSPEND_NUMBER', service, { phone: '17012340001', reason: '机主要求临时停机' })).toMatchObject({ code: 1 });
    expect(await personalDataOnSecond(token)).toMatchObject({ data: { mobilePhoneInfo: { mobileStatus: '管理停机' } } });
  });

  it('never answers from a session it kept after its own change, nor after one made outside a request', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await personalDataOnSecond(token)).toMatchObject({ code: 1 });
    expect(await callOnSecond('LOGOUT', token)).toMatchObject({ code: 1 });
    expect(await personalDataOnSecond(token)).toMatchObject({ code: -101 });

    const another = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await personalDataOnSecond(another)).toMatchObject({ code: 1 });
    // As a job would: no request around it, so the instance drops what it kept at once.
    await second.deps.db.delete(memberSessions).where(eq(memberSessions.tokenHash, hashToken(another)));
    expect(await personalDataOnSecond(another)).toMatchObject({ code: -101 });
  });

  it('keeps nothing while its listening connection is down, and keeps sessions again once it listens again', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await personalDataOnSecond(token)).toMatchObject({ code: 1 });
    await api.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    await vi.waitFor(() => expect(second.deps.memberSessions.isListening()).toBe(false), NOTIFICATION_WAIT);
    await endSessionUnannounced(token);
    expect(await personalDataOnSecond(token)).toMatchObject({ code: -101 });

    await waitUntilBothListen();
    const again = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await personalDataOnSecond(again)).toMatchObject({ code: 1 });
    expect(second.deps.memberSessions.size()).toBeGreaterThan(0);
  });
});
