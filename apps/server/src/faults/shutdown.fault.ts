import { DefaultMessage } from '@hall/contract/codes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callOperation, logInMember, runLoops, sleep, type CallResult } from './support/client.ts';
import { createDatabase } from './support/postgres.ts';
import { scanServerLog, startServer, stopServer, type RunningServer } from './support/server.ts';

// Item 11: SIGTERM under load. Requests in flight finish; requests that arrive while closing get
// 503 (or find the port closed); the process exits cleanly with code 0.

const PORT = Number(process.env.FAULTS_PORT ?? 3461);
/** Each top-up start waits this long twice at the (sandbox) payment provider: it is in flight at SIGTERM. */
const SLOW_PROVIDER_MS = 1500;

let server: RunningServer;
let token: string;

beforeAll(async () => {
  const databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_shutdown');
  server = await startServer({
    port: PORT,
    databaseUrl,
    name: 'shutdown',
    env: { SANDBOX_PROVIDER_DELAY_MS: String(SLOW_PROVIDER_MS), SANDBOX_DELAYED_PROVIDERS: 'pay' },
  });
  token = await logInMember(server.baseUrl, 'o_demo_zhangwei');
});
afterAll(async () => {
  if (server.isRunning()) {
    await stopServer(server);
  }
});

describe('SIGTERM under load', () => {
  it('finishes requests in flight, answers new ones 503, and exits with 0', async () => {
    let isLoadDone = false;
    // Browsing load on keep-alive connections.
    const load = runLoops(
      16,
      () => isLoadDone,
      () => callOperation(server.baseUrl, 'PERSONAL_DATA', {}, { token, timeoutMs: 10_000 }),
    );
    await sleep(1000);

    // Slow requests: each holds the server for about 3 s (payment query and order).
    const slowStartedAt = Date.now();
    const slow = Promise.all(
      Array.from({ length: 8 }, (_unused, index) =>
        callOperation(server.baseUrl, 'BOSS_WX_PAY', { phone: '17012340002', amount: 100 + index }, { timeoutMs: 20_000 }),
      ),
    );
    await sleep(500);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    // Arriving after the signal: a new connection, and the keep-alive load continues meanwhile.
    const late = await callOperation(server.baseUrl, 'PERSONAL_DATA', {}, { token, timeoutMs: 5000 });

    const slowResults = await slow;
    const exitCode = await Promise.race([server.exited, sleep(30_000).then(() => 'still running')]);
    const exitedAt = Date.now();
    isLoadDone = true;
    const loadResults: CallResult[] = await load;

    // The requests in flight finished normally.
    for (const result of slowResults) {
      expect(result.status, result.error).toBe(200);
      expect(result.envelope?.code).toBe(1);
      expect(result.startedAt).toBeLessThan(signalledAt);
    }
    expect(Date.now() - slowStartedAt).toBeGreaterThan(2 * SLOW_PROVIDER_MS);

    // Nothing failed before the signal; after it, only 503 or a closed port, never a 500.
    const before = loadResults.filter((result) => result.startedAt + result.elapsedMs < signalledAt);
    expect(before.length).toBeGreaterThan(50);
    expect(before.every((result) => result.status === 200 && result.envelope?.code === 1)).toBe(true);
    const after = loadResults.filter((result) => result.startedAt > signalledAt);
    const unexpected = after.filter((result) => !(result.status === 200 || result.status === 503 || result.status === 0));
    expect(unexpected.map((result) => `${result.status} ${result.error ?? ''}`)).toEqual([]);
    const refusedLater = [late, ...after].filter((result) => result.status === 503 || result.error);
    expect(refusedLater.length).toBeGreaterThan(0);
    for (const result of [late, ...after].filter((item) => item.status === 503)) {
      // Fastify's own closing reply, or our envelope with the spec's transport message.
      expect([undefined, DefaultMessage.UNAVAILABLE, 'Service Unavailable']).toContain(
        result.envelope?.msg ?? (result.envelope as { message?: string } | undefined)?.message,
      );
    }

    // A clean exit, soon after the last request in flight.
    expect(exitCode).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(15_000);
    console.log(
      `shutdown: ${before.length} requests before SIGTERM, ${slowResults.length} in flight finished, after it ${after.filter((item) => item.status === 503).length} got 503 and ${after.filter((item) => item.error).length} found the port closed; exit ${exitCode} after ${exitedAt - signalledAt} ms`,
    );
    expect(scanServerLog(server.logFile).status, scanServerLog(server.logFile).output).toBe(0);
  });
});
