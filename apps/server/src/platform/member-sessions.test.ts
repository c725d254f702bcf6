import { DefaultMessage, ResponseCode } from '@hall/contract/codes';
import { SUBSCRIBER_TOKEN_TTL_SECONDS } from '@hall/contract/auth/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, memberSessions } from '../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';
import { hashToken } from './secrets.ts';

// Subscriber tokens are random, stored only as their hash, and expire.

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function sessionsOf(openid: string) {
  const member = (await api.deps.db.select().from(members).where(eq(members.openid, openid)))[0];
  expect(member).toBeDefined();
  return api.deps.db
    .select()
    .from(memberSessions)
    .where(eq(memberSessions.memberId, member?.id ?? -1));
}

describe('subscriber tokens', () => {
  it('are stored as their hash, never as the token', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await sessionsOf(DemoUser.BOUND_NORMAL);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tokenHash).not.toBe(token);
    // The stored hash is not a token: presenting it opens nothing.
    expect(await api.call('PERSONAL_DATA', {}, rows[0]?.tokenHash)).toMatchObject({ code: ResponseCode.NOT_LOGGED_IN });
    expect(await api.call('PERSONAL_DATA', {}, token)).toMatchObject({ code: ResponseCode.SUCCESS });
  });

  it('are random: two logins get unrelated tokens', async () => {
    const first = await api.logInAs(DemoUser.BOUND_OWING);
    const second = await api.logInAs(DemoUser.BOUND_OWING);
    expect(first).not.toBe(second);
    expect(first.slice(0, 8)).not.toBe(second.slice(0, 8));
  });

  it(`expire after ${SUBSCRIBER_TOKEN_TTL_SECONDS / 86400} days: then every call answers -101`, async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    const expiresAt = (await sessionsOf(DemoUser.BOUND_NOT_REAL_NAME))[0]?.expiresAt;
    const loggedInAt = api.deps.now();
    expect(expiresAt?.getTime()).toBe(loggedInAt.getTime() + SUBSCRIBER_TOKEN_TTL_SECONDS * 1000);

    api.advanceSeconds(SUBSCRIBER_TOKEN_TTL_SECONDS - 1);
    expect(await api.call('PERSONAL_DATA', {}, token)).toMatchObject({ code: ResponseCode.SUCCESS });
    api.advanceSeconds(1);
    expect(await api.call('PERSONAL_DATA', {}, token)).toEqual({
      code: ResponseCode.NOT_LOGGED_IN,
      msg: DefaultMessage.NOT_LOGGED_IN,
      requestId: expect.any(String),
    });
    expect(await api.call('QUERY_BALANCE', {}, token)).toEqual({
      code: ResponseCode.NOT_LOGGED_IN,
      msg: DefaultMessage.NOT_LOGGED_IN,
      requestId: expect.any(String),
    });
    // A new login gives a working token again.
    expect(await api.call('PERSONAL_DATA', {}, await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME))).toMatchObject({ code: ResponseCode.SUCCESS });
  });
});
