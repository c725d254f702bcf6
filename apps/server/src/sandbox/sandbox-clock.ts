import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/connection.ts';

/** The furthest one move may take the sandbox clock: far enough for a year of monthly runs. */
export const MAX_CLOCK_MOVE_MS = 400 * 24 * 3600 * 1000;

export type ClockMove = { isMoved: true; now: Date } | { isMoved: false; reason: 'backwards' | 'too_far' };

/**
 * The sandbox's clock: the base clock (real time, or a test's) plus an offset shared by every
 * instance on the database. `now` stays synchronous: each instance keeps the offset it last read
 * (at start and every second or so), and the instance that moves it knows at once.
 */
export interface SandboxClock {
  now(): Date;
  /** How far ahead of the base clock it is, as last read. */
  offsetMs(): number;
  /** Re-reads the shared offset. */
  refresh(): Promise<void>;
  /** Moves the clock forward to `target`: never backwards, and at most MAX_CLOCK_MOVE_MS at a time. */
  moveTo(target: Date): Promise<ClockMove>;
}

export function createSandboxClock(db: Db, base: () => Date): SandboxClock {
  let offsetMs = 0;
  const now = () => new Date(base().getTime() + offsetMs);
  const readOffset = async () => {
    const rows = await queryRows<{ offsetMs: string }>(db, sql`select offset_ms::text as "offsetMs" from sandbox_clock where id = 1`);
    return Number(rows[0]?.offsetMs ?? 0);
  };
  return {
    now,
    offsetMs: () => offsetMs,
    refresh: async () => {
      offsetMs = await readOffset();
    },
    moveTo: async (target) => {
      offsetMs = await readOffset();
      const current = now();
      const stepMs = target.getTime() - current.getTime();
      if (stepMs < 0) {
        return { isMoved: false, reason: 'backwards' };
      }
      if (stepMs > MAX_CLOCK_MOVE_MS) {
        return { isMoved: false, reason: 'too_far' };
      }
      // greatest(): of two moves at once the further wins, and the offset never shrinks.
      const rows = await queryRows<{ offsetMs: string }>(
        db,
        sql`insert into sandbox_clock (id, offset_ms, moved_at) values (1, ${offsetMs + stepMs}, ${base().toISOString()})
            on conflict (id) do update set offset_ms = greatest(sandbox_clock.offset_ms, excluded.offset_ms), moved_at = excluded.moved_at
            returning offset_ms::text as "offsetMs"`,
      );
      offsetMs = Number(rows[0]?.offsetMs ?? offsetMs);
      return { isMoved: true, now: now() };
    },
  };
}
