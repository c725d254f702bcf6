import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from './repo-root.ts';

// The real server as a child process (compiled by the global setup, started with plain node), as it
// runs in production: started, signalled, killed and restarted by the fault tests.

/** Keys shared by every fault server, so tests can sign payment notifications. */
export const FAULTS_SECRET_KEY = 'faults-secret-key-faults-secret-key-0123456789';
export const FAULTS_PAY_KEY = 'faults-wechat-pay-key-faults-wechat-pay-key-0123';

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  pid: number;
  logFile: string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  isRunning(): boolean;
  rssMiB(): number;
}

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  /** Names the log file /tmp/hall-faults-<name>.log (appended across restarts). */
  name: string;
  env?: Record<string, string>;
  /** Opens the inspector on this loopback port, for reading the live heap (live-heap.ts). */
  inspectPort?: number;
}

async function waitUntilReady(baseUrl: string, server: RunningServer): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (!server.isRunning()) {
      throw new Error(`server exited before it was ready (see ${server.logFile})`);
    }
    try {
      const response = await fetch(`${baseUrl}/sandbox/api/sms`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${baseUrl} did not become ready`);
}

/** The database of each started server by its base address (the sandbox WeChat Pay's keys are kept there). */
const databaseUrls = new Map<string, string>();

export function databaseUrlOf(baseUrl: string): string {
  const databaseUrl = databaseUrls.get(baseUrl);
  if (!databaseUrl) {
    throw new Error(`no fault server started at ${baseUrl}`);
  }
  return databaseUrl;
}

/** Lets a front address (a load balancer before the servers) stand for the servers' database. */
export function rememberDatabaseOf(baseUrl: string, databaseUrl: string): void {
  databaseUrls.set(baseUrl, databaseUrl);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  databaseUrls.set(`http://127.0.0.1:${options.port}`, options.databaseUrl);
  const logFile = `/tmp/hall-faults-${options.name}.log`;
  // Standard error (a crash's stack) goes to its own file beside the log.
  const stderrFile = openSync(`/tmp/hall-faults-${options.name}.stderr`, 'a');
  const inspect = options.inspectPort ? [`--inspect=127.0.0.1:${options.inspectPort}`] : [];
  const child = spawn(process.execPath, [...inspect, inject('serverEntry')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
      LOG_FILE: logFile,
      SECRET_KEY: FAULTS_SECRET_KEY,
      WECHAT_PAY_API_KEY: FAULTS_PAY_KEY,
      SMS_MAX_PER_IP_PER_HOUR: '100000',
      // Behind the load balancer the clients stand in for (client.ts describeClientAddress).
      TRUST_PROXY: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', stderrFile],
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  let isRunning = true;
  void exited.then(() => {
    isRunning = false;
  });
  const server: RunningServer = {
    baseUrl: `http://127.0.0.1:${options.port}`,
    child,
    pid: child.pid ?? 0,
    logFile,
    exited,
    isRunning: () => isRunning,
    rssMiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  };
  try {
    await waitUntilReady(server.baseUrl, server);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${readFileSync(`/tmp/hall-faults-${options.name}.stderr`, 'utf8').slice(-4000)}`);
  }
  return server;
}

/** SIGTERM and wait; SIGKILL if it does not leave within the time given. */
export async function stopServer(server: RunningServer, waitMs = 30_000): Promise<number | string> {
  if (!server.isRunning()) {
    return server.exited;
  }
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), waitMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** kill -9: no shutdown at all, as a crash or an OOM kill. */
export async function killServer(server: RunningServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Scans a server log for personal data and secrets (scripts/scan-logs.mjs); the number of findings' exit code. */
export function scanServerLog(logFile: string): { status: number; output: string } {
  const scan = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/scan-logs.mjs'), logFile], { encoding: 'utf8' });
  return { status: scan.status ?? 1, output: `${scan.stdout}${scan.stderr}` };
}
