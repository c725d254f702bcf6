import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { SERVED_UNDER_PRESSURE } from './load-shedding.ts';
import type { Metrics } from './metrics.ts';

function hasToken(request: FastifyRequest, token: string): boolean {
  const presented = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
  const expected = Buffer.from(token);
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus' text format, for the operator's scraper: with METRICS_TOKEN set only
 * to `Authorization: Bearer <token>` (401 otherwise); in production not served at all without a
 * token (404), so the internet never reads it. Outside production without a token it is open.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>, metrics: Metrics): void {
  const token = config.METRICS_TOKEN;
  if (!token && config.NODE_ENV === 'production') {
    return;
  }
  // Scraped while the instance sheds load too: that is when its event-loop lag is worth reading.
  app.get('/metrics', { config: SERVED_UNDER_PRESSURE }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (token && !hasToken(request, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
