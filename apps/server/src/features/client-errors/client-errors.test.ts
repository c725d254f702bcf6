import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientErrorLimit } from '@hall/contract/client-errors/rules';
import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A browser's error reaches the operator: accepted from anyone, within its sizes, limited per
// address, logged with the request id and without personal data, counted on /metrics.

let api: TestApp;
let logFile: string;

const report = {
  kind: 'error',
  message: 'TypeError: cannot read balance of 17012340001 (owner 11010519900307123X)',
  stack: 'TypeError: x\n    at renderBalance (/assets/hall-C2x.js:1:200)\n    at 17012340001',
  route: '/Recharge',
  appVersion: 'main-B8c1d2e3',
};

function send(payload: Record<string, unknown>, ip: string) {
  return api.app.inject({ method: 'POST', url: endpoints.CLIENT_ERROR.path, payload, remoteAddress: ip });
}

async function readLogLines(until: (line: string) => boolean): Promise<string[]> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const lines = readFileSync(logFile, 'utf8').split('\n');
    if (lines.some(until)) {
      return lines;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

beforeAll(async () => {
  logFile = join(mkdtempSync(join(tmpdir(), 'hall-client-errors-')), 'server.log');
  api = await createTestApp({ LOG_LEVEL: 'info', LOG_FILE: logFile });
});
afterAll(() => api.close());

describe('CLIENT_ERROR', () => {
  it('accepts a report without any session and logs it at WARN with the request id, phone and ID numbers masked', async () => {
    const reply = await send({ ...report, kind: 'unhandledrejection' }, '10.1.0.1');
    expect(reply.json<Envelope>()).toMatchObject({ code: 1 });
    const requestId = String(reply.headers['x-request-id']);
    const lines = await readLogLines((line) => line.includes('client error reported'));
    const logged = lines.filter((line) => line.includes('client error reported')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 40,
      reqId: requestId,
      clientError: {
        kind: 'unhandledrejection',
        message: 'TypeError: cannot read balance of 170****0001 (owner 1101**********123X)',
        route: '/Recharge',
        appVersion: 'main-B8c1d2e3',
      },
    });
    expect(JSON.stringify(logged[0])).not.toContain('17012340001');
  });

  it('counts reports by kind on /metrics', async () => {
    expect((await send({ ...report, kind: 'render' }, '10.1.0.2')).json<Envelope>()).toMatchObject({ code: 1 });
    expect((await send({ ...report, kind: 'render' }, '10.1.0.2')).json<Envelope>()).toMatchObject({ code: 1 });
    const metrics = await api.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('hall_client_errors_total{kind="render"} 2');
  });

  it('refuses a report over its sizes, a route with a query, and an unknown kind with -100', async () => {
    const refusals = [
      { ...report, message: 'x'.repeat(ClientErrorLimit.MESSAGE_MAX + 1) },
      { ...report, stack: 'x'.repeat(ClientErrorLimit.STACK_MAX + 1) },
      { ...report, route: `/${'x'.repeat(ClientErrorLimit.ROUTE_MAX)}` },
      { ...report, route: '/Recharge?phone=17012340001' },
      { ...report, appVersion: 'v'.repeat(ClientErrorLimit.APP_VERSION_MAX + 1) },
      { ...report, kind: 'console' },
    ];
    for (const payload of refusals) {
      expect((await send(payload, '10.1.0.3')).json<Envelope>(), JSON.stringify(payload).slice(0, 80)).toMatchObject({ code: -100 });
    }
    expect((await send({ ...report, message: 'x'.repeat(ClientErrorLimit.MESSAGE_MAX) }, '10.1.0.3')).json<Envelope>()).toMatchObject({ code: 1 });
  });

  it('is limited per address: the 31st report of a minute answers 429, another address goes on', async () => {
    for (let count = 1; count <= 30; count += 1) {
      expect((await send(report, '10.1.0.4')).statusCode, `report ${count}`).toBe(200);
    }
    const refused = await send(report, '10.1.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send(report, '10.1.0.5')).json<Envelope>()).toMatchObject({ code: 1 });
  });
});
