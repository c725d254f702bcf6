import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/** What /readyz and /metrics know of one app instance besides its dependencies. */
export interface InstanceWatch {
  metrics: Metrics;
  /** Each named schedule, and whether its timer is armed (from ready until close). */
  schedules: Map<string, { armed: boolean }>;
  /** Set when the app begins to close (or main marks it on SIGTERM): /readyz answers 503 from then on. */
  shuttingDown: boolean;
}

const watches = new WeakMap<object, InstanceWatch>();

/** Gives the app its watch; plugins' child instances find it through their parent. */
export function attachInstanceWatch(app: FastifyInstance, metrics: Metrics): InstanceWatch {
  const watch: InstanceWatch = { metrics, schedules: new Map(), shuttingDown: false };
  watches.set(app, watch);
  return watch;
}

/** The watch of the app (or of the app a plugin's instance belongs to); null on a bare Fastify (unit tests). */
export function findInstanceWatch(app: FastifyInstance): InstanceWatch | null {
  // Fastify makes a plugin's instance with Object.create(parent): the root is up the prototype chain.
  for (let current: object | null = app; current !== null; current = Object.getPrototypeOf(current) as object | null) {
    const watch = watches.get(current);
    if (watch) {
      return watch;
    }
  }
  return null;
}

/** /readyz answers 503 from now on, while requests in flight finish (SIGTERM: the load balancer stops sending). */
export function markShuttingDown(app: FastifyInstance): void {
  const watch = findInstanceWatch(app);
  if (watch) {
    watch.shuttingDown = true;
  }
}
