// Which statements changed a member or ended a session, seen from their text as they run: the
// instance that ran them drops its cached sessions (platform/member-session-cache.ts), so the
// member's next request never meets what was just changed. Every instance, this one too, also
// learns it from the database's notification (migration 0076), but only a moment after the commit.

const CHANGES_MEMBERS = /^\s*(?:update|delete\s+from)\s+"?(?:members|member_sessions)"?\s/i;

export interface MemberWriteWatch {
  /** The drizzle logger that sees every statement of the database. */
  logger: { logQuery(query: string, params: unknown[]): void };
  /** Calls `listener` at once when a statement changes members, and again after a request during which one did. */
  onChange(listener: () => void): void;
  /**
   * Runs a request's work; if a statement changed members meanwhile (its own or another's), the
   * listeners hear it again once the work is through, its transaction committed or rolled back:
   * a session read between that statement and its commit may still be the old one.
   */
  duringRequest<T>(work: () => Promise<T>): Promise<T>;
}

export function createMemberWriteWatch(): MemberWriteWatch {
  const listeners: (() => void)[] = [];
  // No request context is needed (and none is paid for on every promise): a request compares the
  // count of changes before and after it.
  let changes = 0;
  const announce = () => {
    for (const listener of listeners) {
      listener();
    }
  };
  return {
    logger: {
      logQuery: (query) => {
        if (CHANGES_MEMBERS.test(query)) {
          changes += 1;
          announce();
        }
      },
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
    duringRequest: async (work) => {
      const before = changes;
      try {
        return await work();
      } finally {
        if (changes !== before) {
          announce();
        }
      }
    },
  };
}
