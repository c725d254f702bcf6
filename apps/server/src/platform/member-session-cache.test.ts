import { describe, expect, it } from 'vitest';
import { createMemberSessionCache, MEMBER_SESSION_CACHE_SIZE, MEMBER_SESSION_KEEP_MS, type SessionOfMember } from './member-session-cache.ts';
import type { AuthenticatedMember } from './member-sessions.ts';

// The rules of the per-instance session cache itself; across instances: member-session-cache.fleet.test.ts.

const sessionOf = (memberId: number): SessionOfMember => ({
  member: { id: memberId, nickname: `会员${memberId}` } as AuthenticatedMember,
  expiresAt: new Date('2027-01-01T00:00:00Z'),
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A cache on a clock the test moves, and a load that counts its lookups. */
function setUp(isListening = true) {
  let now = 0;
  const cache = createMemberSessionCache({ isListening, clock: () => now });
  const lookups: string[] = [];
  const find = (tokenHash: string, memberId: number | null) =>
    cache.find(tokenHash, async () => {
      lookups.push(tokenHash);
      return memberId === null ? null : sessionOf(memberId);
    });
  return { cache, lookups, find, advance: (ms: number) => (now += ms) };
}

describe('the member session cache', () => {
  it('looks a session up once while it is kept, and again once its keep time is over', async () => {
    const { lookups, find, advance } = setUp();
    await find('a', 1);
    await find('a', 1);
    advance(MEMBER_SESSION_KEEP_MS - 1);
    await find('a', 1);
    expect(lookups).toEqual(['a']);
    advance(1);
    await find('a', 1);
    expect(lookups).toEqual(['a', 'a']);
  });

  it("forgets only the named member's sessions, or every session without a name", async () => {
    const { cache, lookups, find } = setUp();
    await Promise.all([find('a1', 1), find('a2', 1), find('b', 2)]);
    cache.drop(1);
    await Promise.all([find('a1', 1), find('a2', 1), find('b', 2)]);
    expect(lookups.sort()).toEqual(['a1', 'a1', 'a2', 'a2', 'b']);
    cache.drop();
    await find('b', 2);
    expect(lookups.filter((token) => token === 'b')).toHaveLength(2);
  });

  it('forgets a lookup in flight on any drop: it may have read the row before the change committed', async () => {
    const { cache } = setUp();
    const stale = deferred<SessionOfMember | null>();
    const first = cache.find('a', () => stale.promise);
    cache.drop(99);
    stale.resolve(sessionOf(1));
    expect((await first)?.member.id).toBe(1);
    let looked = 0;
    await cache.find('a', async () => {
      looked += 1;
      return sessionOf(1);
    });
    expect(looked).toBe(1);
  });

  it('shares one lookup among requests that ask at once', async () => {
    const { lookups, find } = setUp();
    await Promise.all([find('a', 1), find('a', 1), find('a', 1)]);
    expect(lookups).toEqual(['a']);
  });

  it('keeps no unknown token, so guessing tokens cannot fill the memory', async () => {
    const { cache, lookups, find } = setUp();
    expect(await find('guess', null)).toBeNull();
    expect(await find('guess', null)).toBeNull();
    expect(lookups).toEqual(['guess', 'guess']);
    expect(cache.size()).toBe(0);
  });

  it('keeps nothing while notifications do not reach the instance, and drops everything when they stop or start', async () => {
    const { cache, lookups, find } = setUp(false);
    await find('a', 1);
    await find('a', 1);
    expect(lookups).toEqual(['a', 'a']);
    cache.setListening(true);
    await find('a', 1);
    await find('a', 1);
    expect(lookups).toHaveLength(3);
    cache.setListening(false);
    cache.setListening(true);
    await find('a', 1);
    expect(lookups).toHaveLength(4);
  });

  it('holds at most its size, the oldest going first', async () => {
    const { cache, lookups, find } = setUp();
    for (let index = 0; index <= MEMBER_SESSION_CACHE_SIZE; index += 1) {
      await find(`t${index}`, index);
    }
    expect(cache.size()).toBe(MEMBER_SESSION_CACHE_SIZE);
    lookups.length = 0;
    await find(`t${MEMBER_SESSION_CACHE_SIZE}`, MEMBER_SESSION_CACHE_SIZE);
    await find('t0', 0);
    expect(lookups).toEqual(['t0']);
  });
});
