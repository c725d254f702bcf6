import type { FastifyInstance } from 'fastify';

export interface RepeatingWork {
  /** Named in the log line of a failed run. */
  name: string;
  intervalMs: number;
  /** One run; a run still going when the next is due is not joined by another. */
  run: () => Promise<unknown>;
}

/**
 * Runs work once when the app is ready and then every interval, one run at a time, until the app
 * closes; closing waits for the run in flight. A failed run is logged and the next one goes on.
 */
export function repeatWhileOpen(app: FastifyInstance, work: RepeatingWork): void {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  const runOnce = () => {
    inFlight ??= work
      .run()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${work.name} failed`))
      .finally(() => {
        inFlight = undefined;
      });
  };
  app.addHook('onReady', async () => {
    runOnce();
    timer = setInterval(runOnce, work.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await inFlight;
  });
}
