import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { queryRows } from '../db/connection.ts';
import { listMigrationFiles } from '../db/migrate.ts';
import type { AppDeps } from '../deps.ts';
import { withinBudget } from '../providers/time-budget.ts';
import type { InstanceWatch } from './instance-watch.ts';
import { SERVED_UNDER_PRESSURE } from './load-shedding.ts';

/** A readiness probe answers well within a balancer's check timeout, even with the database hung. */
const DATABASE_CHECK_BUDGET_MS = 2000;

type CheckResult = { ok: true } | { ok: false; reason: string };

async function checkDatabase(
  deps: AppDeps,
  newestMigration: string | undefined,
  log: FastifyBaseLogger,
): Promise<{ database: CheckResult; migrations: CheckResult }> {
  let applied: { name: string }[];
  try {
    applied = await withinBudget(
      'database',
      DATABASE_CHECK_BUDGET_MS,
      queryRows<{ name: string }>(deps.db, sql`select name from schema_migrations where name = ${newestMigration ?? ''}`),
    );
  } catch (error) {
    // The reply is public: the cause (addresses, messages of the driver) goes to the log only.
    log.warn({ err: error }, 'readiness: the database does not answer');
    return { database: { ok: false, reason: 'the database does not answer' }, migrations: { ok: false, reason: 'unknown while the database does not answer' } };
  }
  const migrations: CheckResult = applied.length > 0 ? { ok: true } : { ok: false, reason: `migration ${newestMigration} is not applied` };
  return { database: { ok: true }, migrations };
}

function checkSchedules(watch: InstanceWatch): CheckResult {
  const stopped = [...watch.schedules].filter(([, state]) => !state.armed).map(([name]) => name);
  return stopped.length === 0 ? { ok: true } : { ok: false, reason: `schedules not running: ${stopped.join(', ')}` };
}

/**
 * GET /healthz: the process answers (live). GET /readyz: this instance should get traffic: the
 * database answers a query, its newest migration file is applied, the background schedules are
 * armed, it is not shutting down and not shedding load; otherwise 503 with the reasons. Plain JSON (no envelope),
 * no session, no rate limit: the balancer and the orchestrator call them.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps, watch: InstanceWatch): void {
  const newestMigration = listMigrationFiles().at(-1);
  // app.close() (SIGTERM in main.ts): not ready any more while requests in flight finish.
  app.addHook('preClose', async () => {
    watch.shuttingDown = true;
  });
  // Both answer while the instance sheds load: a lagging instance is alive, and says it is not ready.
  app.get('/healthz', { config: SERVED_UNDER_PRESSURE }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', { config: SERVED_UNDER_PRESSURE }, async (request, reply) => {
    const { database, migrations } = await checkDatabase(deps, newestMigration, request.log);
    const checks = {
      database,
      migrations,
      schedules: checkSchedules(watch),
      shutdown: watch.shuttingDown ? ({ ok: false, reason: 'shutting down' } as const) : ({ ok: true } as const),
      load: app.isUnderPressure() ? ({ ok: false, reason: 'shedding load: the event loop lags' } as const) : ({ ok: true } as const),
    };
    const reasons = Object.values(checks).flatMap((check) => (check.ok ? [] : [check.reason]));
    reply.header('cache-control', 'no-store');
    if (reasons.length > 0) {
      return reply.code(503).send({ status: 'unavailable', reason: reasons.join('; '), checks });
    }
    return reply.send({ status: 'ready', checks });
  });
}
