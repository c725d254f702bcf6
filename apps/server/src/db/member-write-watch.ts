import { AsyncLocalStorage } from 'node:async_hooks';

// Which statements changed a member or ended a session, seen from their text as they run: the
// instance that ran them drops its cached sessions at once (platform/member-session-cache.ts), so
// the member's next request never meets what was just changed. Every instance, this one too, also
// learns it from the database's notification (migration 0076), but only a moment after the commit.

const CHANGES_MEMBERS = /^\s*(?:update|delete\s+from)\s+"?(?:members|member_sessions)"?\s/i;

/** The request being answered: whether one of its statements changed members. */
const currentRequest = new AsyncLocalStorage<{ changed: boolean }>();

export interface MemberWriteWatch {
  /** The drizzle logger that sees every statement of the database. */
  logger: { logQuery(query: string, params: unknown[]): void };
  /**
   * Calls `listener` after a statement that changes members: once the request that ran it is
   * through (its transaction committed or rolled back), or at once outside a request (jobs, tools).
   */
  onChange(listener: () => void): void;
  /** Runs a request's work, announcing its changes to members when it ends, also when it failed. */
  duringRequest<T>(work: () => Promise<T>): Promise<T>;
}

export function createMemberWriteWatch(): MemberWriteWatch {
  const listeners: (() => void)[] = [];
  const announce = () => {
    for (const listener of listeners) {
      listener();
    }
  };
  return {
    logger: {
      logQuery: (query) => {
        if (!CHANGES_MEMBERS.test(query)) {
          return;
        }
        const request = currentRequest.getStore();
        if (request) {
          request.changed = true;
        } else {
          announce();
        }
      },
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
    duringRequest: async (work) => {
      const request = { changed: false };
      try {
        return await currentRequest.run(request, work);
      } finally {
        if (request.changed) {
          announce();
        }
      }
    },
  };
}
