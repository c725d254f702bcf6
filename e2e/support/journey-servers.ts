// The journeys run in parallel workers, each against a server of its own: its own port, embedded
// database and log. Journeys share the demo subscribers and change them (care mode, a bound number,
// a balance), so two workers on one server would race; with a server each they share nothing.
// The run's main process starts every server (playwright.config.ts's webServer); a worker reaches
// the one of its slot (TEST_PARALLEL_INDEX, kept by the worker that replaces a failed one).

/** How many workers, and so servers, a run of the journeys uses (E2E_WORKERS). */
export const JOURNEY_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export interface JourneyServer {
  port: number;
  baseURL: string;
  dataDir: string;
  logFile: string;
}

/**
 * The run's servers. E2E_PORT (the first server's; each further one takes the next port) and
 * E2E_RUN_ID are set once by the main process and inherited by its workers and the teardown.
 */
export function journeyServers(): JourneyServer[] {
  process.env.E2E_RUN_ID ??= String(process.pid);
  process.env.E2E_PORT ??= String(3210 + (process.pid % 700));
  const firstPort = Number(process.env.E2E_PORT);
  return Array.from({ length: JOURNEY_WORKERS }, (_, index) => {
    const port = firstPort + index;
    const name = `/tmp/hall-e2e-${process.env.E2E_RUN_ID}-${index}`;
    return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: name, logFile: `${name}.log` };
  });
}

/** The server of this process: a worker's own, or the first in the main process. */
export function ownJourneyServer(servers: JourneyServer[] = journeyServers()): JourneyServer {
  const own = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % servers.length];
  if (!own) {
    throw new Error('no journey server for this worker');
  }
  return own;
}
