import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { wechatCredentials } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createCredentialCache, REFRESH_MARGIN_MS } from './credential-cache.ts';

let database: Database;
let clock = Date.parse('2026-11-25T08:00:00Z');
const now = () => new Date(clock);

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterAll(() => database.close());

describe('the shared WeChat credential cache', () => {
  it("keeps serving the old value while another instance's refresh is under way", async () => {
    await database.db.delete(wechatCredentials);
    const cache = createCredentialCache(database.db, now, { waitLimitMs: 200, sealKey: 'test-app-secret' });
    expect(await cache.get('access_token', () => Promise.resolve({ value: 'first', expiresInSeconds: 7200 }))).toBe('first');
    clock += 7200 * 1000 - REFRESH_MARGIN_MS + 1000;
    // Another instance claimed the refresh and has not answered yet.
    await database.db.update(wechatCredentials).set({ refreshClaimedUntil: new Date(clock + 30_000) });
    let calls = 0;
    const fetchSecond = () => {
      calls += 1;
      return Promise.resolve({ value: 'second', expiresInSeconds: 7200 });
    };
    expect(await cache.get('access_token', fetchSecond)).toBe('first');
    expect(calls).toBe(0);
  });

  it('takes over the refresh of an instance that claimed it and never answered, once its claim lapses', async () => {
    await database.db.delete(wechatCredentials);
    const cache = createCredentialCache(database.db, now, { waitLimitMs: 200, sealKey: 'test-app-secret' });
    await database.db.insert(wechatCredentials).values({ kind: 'jsapi_ticket', refreshClaimedUntil: new Date(clock + 30_000) });
    const fetchTicket = () => Promise.resolve({ value: 'ticket', expiresInSeconds: 7200 });
    // Nothing valid to serve and the claim still holds: the caller waits, then gives up as unavailable.
    await expect(cache.get('jsapi_ticket', fetchTicket)).rejects.toMatchObject({ name: 'ServiceUnavailableError' });
    clock += 31_000;
    expect(await cache.get('jsapi_ticket', fetchTicket)).toBe('ticket');
  });

  it('gives up its claim when WeChat fails, so the next caller tries at once', async () => {
    await database.db.delete(wechatCredentials);
    const cache = createCredentialCache(database.db, now, { waitLimitMs: 200, sealKey: 'test-app-secret' });
    await expect(cache.get('access_token', () => Promise.reject(new Error('WeChat is down')))).rejects.toThrow('WeChat is down');
    expect(await cache.get('access_token', () => Promise.resolve({ value: 'after', expiresInSeconds: 7200 }))).toBe('after');
  });

  it('refetches a rejected value with force, and ignores a report about a value it no longer holds', async () => {
    await database.db.delete(wechatCredentials);
    const cache = createCredentialCache(database.db, now, { waitLimitMs: 200, sealKey: 'test-app-secret' });
    const reasons: boolean[] = [];
    const fetchAs = (value: string) => (reason: { isForced: boolean }) => {
      reasons.push(reason.isForced);
      return Promise.resolve({ value, expiresInSeconds: 7200 });
    };
    expect(await cache.get('access_token', fetchAs('first'))).toBe('first');
    expect(await cache.reject('access_token', 'never-stored')).toBe(false);
    expect(await cache.get('access_token', fetchAs('unexpected'))).toBe('first');

    expect(await cache.reject('access_token', 'first')).toBe(true);
    expect(await cache.reject('access_token', 'first')).toBe(false);
    expect(await cache.get('access_token', fetchAs('second'))).toBe('second');
    expect(reasons).toEqual([false, true]);
    // A late report about the value already replaced.
    expect(await cache.reject('access_token', 'first')).toBe(false);
    clock += 31_000;
    expect(await cache.get('access_token', fetchAs('unexpected'))).toBe('second');
  });

  it('stores the credential sealed, and refetches one a new key cannot open', async () => {
    await database.db.delete(wechatCredentials);
    const cache = createCredentialCache(database.db, now, { waitLimitMs: 200, sealKey: 'test-app-secret' });
    expect(await cache.get('access_token', () => Promise.resolve({ value: 'the-token', expiresInSeconds: 7200 }))).toBe('the-token');
    const [row] = await database.db.select().from(wechatCredentials);
    expect(row?.value).not.toContain('the-token');
    const rotated = createCredentialCache(database.db, now, { waitLimitMs: 200, sealKey: 'a-new-app-secret' });
    expect(await rotated.get('access_token', () => Promise.resolve({ value: 'a-new-token', expiresInSeconds: 7200 }))).toBe('a-new-token');
  });
});
