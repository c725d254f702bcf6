import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { findStartOfNextChinaMonth } from '../../platform/china-time.ts';
import type { SandboxClock } from '../../sandbox/sandbox-clock.ts';
import { simulateUsage } from './usage-simulator.ts';

const CLOCK_REFRESH_MS = 1000;
const USAGE_SWEEP_MS = 5000;
/** Past midnight, so the schedules of the 1st (the monthly run, due package changes) are due. */
const FIRST_OF_MONTH_MINUTES = 5;

/** Moves the sandbox clock to the next month's 1st, 00:05 China time. */
export async function moveSandboxClock(deps: AppDeps, clock: SandboxClock): Promise<Date> {
  // Another instance may have moved it within the last second: count from the shared time.
  await clock.refresh();
  const target = new Date(findStartOfNextChinaMonth(clock.now()).getTime() + FIRST_OF_MONTH_MINUTES * 60 * 1000);
  const move = await clock.moveTo(target);
  if (!move.isMoved) {
    throw invalid(move.reason === 'backwards' ? '沙箱时钟只能向前拨' : '沙箱时钟一次最多拨400天');
  }
  return move.now;
}

/**
 * Sandbox only: reads the shared clock at start and every second (another instance may have moved
 * it), and generates the profiled numbers' daily usage as the clock passes midnight.
 */
export function scheduleSandboxClockAndUsage(app: FastifyInstance, deps: AppDeps): void {
  const clock = deps.sandboxClock;
  if (!clock) {
    return;
  }
  const timers: NodeJS.Timeout[] = [];
  let isSweeping = false;
  const sweepUsage = async () => {
    if (isSweeping) {
      return;
    }
    isSweeping = true;
    try {
      await simulateUsage(deps.db, deps.boss, deps.now());
    } catch (error: unknown) {
      app.log.error({ err: error }, 'usage simulation failed');
    } finally {
      isSweeping = false;
    }
  };
  const refresh = () => clock.refresh().catch((error: unknown) => app.log.error({ err: error }, 'sandbox clock refresh failed'));
  // Tests run the simulator themselves: on a timer it would add usage to numbers other tests count on.
  const isSimulating = deps.config.NODE_ENV !== 'test' && deps.config.SANDBOX_USAGE_SIMULATION;
  app.addHook('onReady', async () => {
    await refresh();
    timers.push(setInterval(() => void refresh(), CLOCK_REFRESH_MS));
    if (isSimulating) {
      void sweepUsage();
      timers.push(setInterval(() => void sweepUsage(), USAGE_SWEEP_MS));
    }
    timers.forEach((timer) => timer.unref());
  });
  app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
}
