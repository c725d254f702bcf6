import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { waitUntilServing } from './wait-until-serving.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface AppServerProcess {
  baseURL: string;
  /** Scans the server's log for personal data and secrets (as the global teardown does the main server's), then stops it. */
  stop: () => Promise<void>;
}

/** A port no one listens on now, from the system's ephemeral range (never one fetch refuses, such as 6000). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts a second app server for a set of journeys, beside the suite's main one: on a free port,
 * its database and log in `folder`, configured by `env` on top of the suite's own.
 */
export async function startAppServer(options: { name: string; folder: string; env: Record<string, string> }): Promise<AppServerProcess> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.folder, 'server.log');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(options.folder, 'data'),
    PUBLIC_URL: baseURL,
    WEB_DIST_DIR: path.resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/dist'),
    LOG_LEVEL: 'info',
    LOG_FILE: logFile,
    HALL_NOTICE_CACHE_SECONDS: '0',
    SMS_MAX_PER_IP_PER_HOUR: '10000',
    SANDBOX_USAGE_SIMULATION: 'false',
    ...options.env,
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let hasExited = false;
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString()}`.slice(-4000)));
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  try {
    await waitUntilServing(baseURL, Date.now() + 180_000, options.name, () => hasExited);
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${errors}`);
  }
  return {
    baseURL,
    stop: async () => {
      try {
        const scan = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/scan-logs.mjs'), logFile, '--sms-outbox', baseURL], { stdio: 'inherit' });
        if (scan.status !== 0) {
          throw new Error(`the log of ${options.name}, ${logFile}, holds personal data or secrets (see above)`);
        }
      } finally {
        server.kill('SIGTERM');
        await exited;
      }
    },
  };
}
