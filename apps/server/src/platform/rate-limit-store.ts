import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rateLimitCounters } from '../db/schema.ts';

/**
 * Counts one call of a key and answers the window's count and what is left of the window: a
 * fixed window per key, decided in one upsert, so concurrent calls on any server instance are
 * each counted once.
 */
export async function countCall(db: Db, key: string, windowMs: number, now: Date): Promise<{ current: number; ttl: number }> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= ${now} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) {
    throw new Error('rate-limit counter not written');
  }
  return { current: row.hits, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
}

/** Deletes the counters of windows that have ended. */
export async function sweepRateLimitCounters(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now)).returning({ key: rateLimitCounters.key });
  return removed.length;
}

/** @fastify/rate-limit's store on the database every instance shares. */
export function createDatabaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countCall(db, key, timeWindow, now()).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
