import type { FastifyInstance } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Database } from '../db/connection.ts';
import { runIfDue, type Schedule } from './scheduled-runs.ts';
import { watchSchedule } from './schedule-watch.ts';

export interface RepeatingWork extends Schedule {
  /** Named in the log line of a failed run and in scheduled_runs. */
  name: string;
}

/** How often an instance looks whether a schedule is due: often enough for the first retry. */
const LONGEST_LOOK_MS = 5000;

/**
 * How many schedules an instance runs at once. A run holds a connection for its advisory lock and
 * takes others from the same pool for its work, so the runs together must leave the pool room: when
 * every schedule came due at once (a start), they would otherwise hold all the connections between
 * them and wait for one more, and every request with them, until the pool's connect timeout.
 */
const SCHEDULES_AT_ONCE = 4;

const scheduleSlotsOf = new WeakMap<Database, LimitFunction>();

function scheduleSlots(database: Database): LimitFunction {
  let slots = scheduleSlotsOf.get(database);
  if (!slots) {
    slots = pLimit(SCHEDULES_AT_ONCE);
    scheduleSlotsOf.set(database, slots);
  }
  return slots;
}

/**
 * Runs the work once across the fleet when the app is ready and then every interval, until the
 * app closes (see scheduled-runs.ts); each instance looks at most every few seconds, one look at a
 * time. A failed run is logged and retried with backoff. Closing aborts the run in flight's signal
 * and waits for it.
 */
export function repeatWhileOpen(app: FastifyInstance, database: Database, schedule: RepeatingWork): void {
  // The runs this instance makes are counted and timed, and /readyz sees the schedule armed.
  const work = watchSchedule(app, schedule);
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  const stop = new AbortController();
  const look = () => {
    if (stop.signal.aborted) {
      return;
    }
    // A look still waiting for its slot when the app closes does nothing.
    inFlight ??= scheduleSlots(database)(() => (stop.signal.aborted ? ({ state: 'notDue' } as const) : runIfDue(database, work, stop.signal)))
      .then((outcome) => {
        if (outcome.state === 'failed') {
          app.log.error({ err: outcome.error, retryInMs: outcome.retryInMs }, `${work.name} failed`);
        } else if (outcome.state === 'interrupted') {
          app.log.info(`${work.name} stopped before it finished; due again at once`);
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, `${work.name}: the schedule could not be read`))
      .finally(() => {
        inFlight = undefined;
      });
  };
  app.addHook('onReady', async () => {
    look();
    timer = setInterval(look, Math.min(work.intervalMs, work.retry?.firstDelayMs ?? LONGEST_LOOK_MS, LONGEST_LOOK_MS));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stop.abort();
    await inFlight;
  });
}
