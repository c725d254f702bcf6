import type { FastifyInstance } from 'fastify';
import { findInstanceWatch } from './instance-watch.ts';

interface NamedWork {
  name: string;
  run: (...args: never[]) => Promise<unknown>;
}

/**
 * The schedule with its runs counted and timed (hall_schedule_* metrics), and known to /readyz:
 * armed from the app's ready until it closes. On a bare Fastify without the watch, the work as is.
 */
export function watchSchedule<Work extends NamedWork>(app: FastifyInstance, work: Work): Work {
  const watch = findInstanceWatch(app);
  if (!watch) {
    return work;
  }
  const state = { armed: false };
  watch.schedules.set(work.name, state);
  app.addHook('onReady', async () => {
    state.armed = true;
  });
  app.addHook('onClose', async () => {
    state.armed = false;
  });
  const { scheduleRuns, scheduleFailures, scheduleRunSeconds } = watch.metrics;
  const run = async (...args: Parameters<Work['run']>) => {
    const stopTimer = scheduleRunSeconds.startTimer({ schedule: work.name });
    scheduleRuns.inc({ schedule: work.name });
    try {
      return await work.run(...args);
    } catch (error) {
      // A run that throws because the instance is stopping it was interrupted, not failed.
      const [signal] = args as unknown[];
      if (!(signal instanceof AbortSignal && signal.aborted)) {
        scheduleFailures.inc({ schedule: work.name });
      }
      throw error;
    } finally {
      stopTimer();
    }
  };
  return { ...work, run };
}
