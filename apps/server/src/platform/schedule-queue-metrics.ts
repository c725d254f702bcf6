import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { queryRows, type Db } from '../db/connection.ts';
import { scheduledRuns } from '../db/schema.ts';
import type { Metrics } from './metrics.ts';

interface ScheduleRow {
  name: string;
  overdue_seconds: number;
  attempts: number;
}

/**
 * The fleet's background work as scheduled_runs holds it, read at each scrape: how many schedules
 * are due now (the queue's depth), how long each is overdue, and how many times in a row each has
 * failed. A scrape while the database does not answer leaves these out (the depth NaN) rather than failing.
 */
export function watchScheduleQueue(metrics: Metrics, db: Db): void {
  const registers = [metrics.registry];
  // Each gauge reads the table itself: a scrape is seconds apart, the table has a row per schedule.
  const readRows = () =>
    queryRows<ScheduleRow>(
      db,
      sql`select ${scheduledRuns.name} as name, greatest(0, extract(epoch from now() - ${scheduledRuns.nextDueAt}))::float8 as overdue_seconds,
            ${scheduledRuns.attempts} as attempts from ${scheduledRuns}`,
    ).catch(() => null);
  new Gauge({
    name: 'hall_schedules_due',
    help: 'Background schedules due now across the fleet (scheduled_runs): the depth of the work queue',
    registers,
    async collect() {
      const found = await readRows();
      // Unknown (NaN) while the database does not answer: never a reassuring 0.
      this.set(found ? found.filter((row) => row.overdue_seconds > 0).length : Number.NaN);
    },
  });
  const perSchedule = (name: string, help: string, valueOf: (row: ScheduleRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['schedule'],
      registers,
      async collect() {
        const found = await readRows();
        this.reset();
        for (const row of found ?? []) {
          this.set({ schedule: row.name }, valueOf(row));
        }
      },
    });
  perSchedule(
    'hall_schedule_overdue_seconds',
    'How long past its due time each schedule is (0 when not due); one that keeps growing is stuck',
    (row) => row.overdue_seconds,
  );
  perSchedule('hall_schedule_failures_in_a_row', 'Failed runs in a row of each schedule across the fleet (0 after a success)', (row) => row.attempts);
}
