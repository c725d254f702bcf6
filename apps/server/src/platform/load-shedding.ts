import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** How long a shed client is told to wait before trying again. */
export const SHED_RETRY_AFTER_SECONDS = 10;

/** A request refused while the instance catches up: the error handler answers 503, Retry-After and the envelope. */
export class SheddingLoadError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = SHED_RETRY_AFTER_SECONDS;

  constructor() {
    super('当前访问人数较多，请稍后重试');
    this.name = 'SheddingLoadError';
  }
}

/** Route config of the routes served however loaded the instance is (liveness, metrics, readiness says it itself). */
export const SERVED_UNDER_PRESSURE = { pressureHandler: (): void => undefined };

/**
 * Sheds load while the event loop lags (its mean delay over a second past EVENT_LOOP_LAG_LIMIT_MS):
 * every request is refused at once, before its body is read or a counter written, so the instance
 * catches up instead of queueing minutes of work. `healthCheck` (tests) reports pressure directly.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: Pick<Config, 'EVENT_LOOP_LAG_LIMIT_MS'>,
  options: { healthCheck?: () => Promise<boolean>; healthCheckInterval?: number } = {},
): Promise<void> {
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.EVENT_LOOP_LAG_LIMIT_MS,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    customError: SheddingLoadError,
    ...options,
  });
}
