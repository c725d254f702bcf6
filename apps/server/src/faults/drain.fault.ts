import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callOperation, sleep } from './support/client.ts';
import { createDatabase } from './support/postgres.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';

// SIGTERM with SHUTDOWN_DRAIN_SECONDS: the instance stops being ready at once (/readyz 503, so the
// load balancer's health check takes it out) but serves what is still sent to it until the drain
// ends, then closes as without a drain and exits with 0.

const PORT = Number(process.env.FAULTS_PORT ?? 3461) + 7;
const DRAIN_SECONDS = 3;

let server: RunningServer;

beforeAll(async () => {
  const databaseUrl = await createDatabase(inject('postgres'), 'hall_faults_drain');
  server = await startServer({ port: PORT, databaseUrl, name: 'drain', env: { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) } });
});
afterAll(async () => {
  if (server.isRunning()) {
    await stopServer(server);
  }
});

const readyz = async () => {
  const response = await fetch(`${server.baseUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; reason?: string } };
};

describe('SIGTERM with a drain period', () => {
  it('answers /readyz 503 at once, serves requests until the drain ends, then exits with 0', async () => {
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ready' } });
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(await readyz()).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'shutting down' } });
    // Still served during the drain (a refused login, answered by the operation itself).
    expect(await callOperation(server.baseUrl, 'PERSONAL_DATA', {}, { timeoutMs: 5000 })).toMatchObject({ status: 200, envelope: { code: -101 } });
    expect(server.isRunning()).toBe(true);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
  });
});
