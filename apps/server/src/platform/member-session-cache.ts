import type { Database } from '../db/connection.ts';
import type { AuthenticatedMember } from './member-sessions.ts';

// Every member operation starts by finding the session of its token with its member. Each instance
// keeps the sessions it found for a few seconds, so a page's burst of requests costs the database
// one lookup instead of one each. A member's sessions are dropped on every instance when the
// database announces a change to them (migration 0076: a session ended, the member row changed),
// and on the instance that made the change before its reply (db/member-write-watch.ts). While this
// instance's listening connection is down nothing is kept; on the embedded database, whose writes
// are not announced, nothing is kept at all.

/** The channel on which the database names a member whose sessions or row changed. */
export const MEMBER_CHANGES_CHANNEL = 'hall_member_changed';

/**
 * How long a found session is kept. Short: besides a visit's burst it bounds how stale a session
 * can be when the listening connection dies without a word, until its heartbeat notices.
 */
export const MEMBER_SESSION_KEEP_MS = 10_000;

/** The most sessions kept at once; the oldest go first. */
export const MEMBER_SESSION_CACHE_SIZE = 5_000;

export interface SessionOfMember {
  member: AuthenticatedMember;
  expiresAt: Date;
}

export interface MemberSessionCache {
  /** The session of a token's hash, kept or loaded; loads of the same token at once share one lookup. */
  find(tokenHash: string, load: () => Promise<SessionOfMember | null>): Promise<SessionOfMember | null>;
  /** Forgets a member's sessions, every session without one. A load in flight is forgotten too. */
  drop(memberId?: number): void;
  /** Whether notifications reach this instance, so sessions may be kept. */
  setListening(isListening: boolean): void;
  isListening(): boolean;
  /** How many sessions are kept (loads in flight included). */
  size(): number;
}

interface Entry {
  session: Promise<SessionOfMember | null>;
  /** Known once loaded: whose drop forgets it. A load in flight is forgotten by any drop. */
  memberId: number | null;
  keptUntil: number;
}

export function createMemberSessionCache(options: { isListening: boolean; clock?: () => number }): MemberSessionCache {
  const clock = options.clock ?? (() => performance.now());
  let isListening = options.isListening;
  const entries = new Map<string, Entry>();
  const byMember = new Map<number, Set<string>>();
  const loading = new Set<string>();

  const forget = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) {
      return;
    }
    entries.delete(tokenHash);
    loading.delete(tokenHash);
    if (entry.memberId !== null) {
      const tokens = byMember.get(entry.memberId);
      tokens?.delete(tokenHash);
      if (tokens?.size === 0) {
        byMember.delete(entry.memberId);
      }
    }
  };

  const drop = (memberId?: number) => {
    if (memberId === undefined) {
      entries.clear();
      byMember.clear();
      loading.clear();
      return;
    }
    // A load in flight may have read the row before the change committed, and its member is unknown yet.
    for (const tokenHash of [...(byMember.get(memberId) ?? []), ...loading]) {
      forget(tokenHash);
    }
  };

  const keep = (tokenHash: string, entry: Entry, session: SessionOfMember | null) => {
    if (entries.get(tokenHash) !== entry) {
      return;
    }
    loading.delete(tokenHash);
    if (!session) {
      // Unknown tokens are not kept: guessing them must not fill the memory.
      entries.delete(tokenHash);
      return;
    }
    entry.memberId = session.member.id;
    const tokens = byMember.get(entry.memberId) ?? new Set<string>();
    tokens.add(tokenHash);
    byMember.set(entry.memberId, tokens);
  };

  return {
    find: (tokenHash, load) => {
      if (!isListening) {
        return load();
      }
      const known = entries.get(tokenHash);
      if (known && known.keptUntil > clock()) {
        return known.session;
      }
      forget(tokenHash);
      const entry: Entry = { session: load(), memberId: null, keptUntil: clock() + MEMBER_SESSION_KEEP_MS };
      entries.set(tokenHash, entry);
      loading.add(tokenHash);
      if (entries.size > MEMBER_SESSION_CACHE_SIZE) {
        forget(entries.keys().next().value as string);
      }
      entry.session.then(
        (session) => keep(tokenHash, entry, session),
        () => {
          if (entries.get(tokenHash) === entry) {
            forget(tokenHash);
          }
        },
      );
      return entry.session;
    },
    drop,
    setListening: (listening) => {
      drop();
      isListening = listening;
    },
    isListening: () => isListening,
    size: () => entries.size,
  };
}

/** This instance's session cache: kept while it listens for the database's announcements. */
export function createMemberSessionCacheFor(database: Pick<Database, 'listen' | 'memberWrites'>): MemberSessionCache {
  const cache = createMemberSessionCache({ isListening: false });
  database.memberWrites.onChange(() => cache.drop());
  database.listen?.(MEMBER_CHANGES_CHANNEL, {
    onNotification: (payload) => {
      const memberId = Number(payload);
      cache.drop(Number.isSafeInteger(memberId) && payload !== '' ? memberId : undefined);
    },
    onListening: () => cache.setListening(true),
    onLost: () => cache.setListening(false),
  });
  return cache;
}
