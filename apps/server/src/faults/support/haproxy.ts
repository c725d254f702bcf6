import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Debian's haproxy in front of the fault servers, configured as deploy/haproxy.cfg (round robin,
// /readyz health checks, X-Forwarded-For) but on plain HTTP on 127.0.0.1, with quick checks so a
// dead instance leaves the rotation within a second or two, and a reply header naming the
// instance that answered, so a test can see its calls were spread.

export const SERVED_BY_HEADER = 'x-served-by';

export interface Backend {
  name: string;
  port: number;
}

export interface RunningHaproxy {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

function configOf(port: number, backends: Backend[]): string {
  return [
    'global',
    '    maxconn 2000',
    '',
    'defaults',
    '    mode http',
    '    option forwardfor',
    // A request refused by a dead instance is tried again, on the other one.
    '    option redispatch 1',
    '    retries 2',
    '    timeout connect 2s',
    '    timeout http-request 10s',
    '    timeout http-keep-alive 15s',
    '    option http-buffer-request',
    '    timeout client 60s',
    '    timeout server 60s',
    '',
    'frontend hall',
    `    bind 127.0.0.1:${port}`,
    '    default_backend hall',
    '',
    'backend hall',
    '    balance roundrobin',
    '    option httpchk GET /readyz',
    '    http-check expect status 200',
    `    http-response set-header ${SERVED_BY_HEADER} %s`,
    '    default-server inter 500ms fall 2 rise 2',
    ...backends.map((backend) => `    server ${backend.name} 127.0.0.1:${backend.port} check`),
    '',
  ].join('\n');
}

/** Asks through the balancer until every named instance has answered; the names seen. */
export async function waitUntilServedByAll(baseUrl: string, names: string[], timeoutMs = 30_000): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      const name = response.headers.get(SERVED_BY_HEADER);
      if (response.ok && name) {
        seen.add(name);
      }
      if (names.every((expected) => seen.has(expected))) {
        return;
      }
    } catch {
      // The balancer is not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the balancer at ${baseUrl} never routed to all of ${names.join(', ')} (saw ${[...seen].join(', ') || 'none'})`);
}

/** Starts `haproxy -db` (foreground) with a generated configuration; resolves once every backend answered through it. */
export async function startHaproxy(port: number, backends: Backend[]): Promise<RunningHaproxy> {
  const dir = mkdtempSync(join(tmpdir(), 'hall-faults-haproxy-'));
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, configOf(port, backends));
  const logFile = '/tmp/hall-faults-haproxy.log';
  const output = openSync(logFile, 'a');
  // Debian puts it in /usr/sbin, which a user's PATH may lack.
  const command = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
  const child: ChildProcess = spawn(command, ['-db', '-f', configFile], { stdio: ['ignore', output, output] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServedByAll(
      baseUrl,
      backends.map((backend) => backend.name),
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
  }
  return { baseUrl, logFile, stop };
}
