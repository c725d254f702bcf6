import { endpoints } from '@hall/contract/endpoints';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// While the event loop lags past its limit, the instance refuses work at once (503, Retry-After and
// the envelope) instead of queueing it; it stays live and scrapable, and says it is not ready. The
// lag is made here by blocking the loop in slices, as a burst of expensive requests does.

const LAG_LIMIT_MS = 200;

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ EVENT_LOOP_LAG_LIMIT_MS: String(LAG_LIMIT_MS) });
  // Started before the loop is made to lag: otherwise the first request below runs the app's start
  // hooks, each needing turns of the lagged loop, and may be answered only after the lag is over.
  await api.app.ready();
});
afterAll(() => api.close());

/** Blocks the event loop in slices of `sliceMs`, yielding between them, for `totalMs`. */
async function lagEventLoop(totalMs: number, sliceMs: number): Promise<void> {
  const endsAt = Date.now() + totalMs;
  while (Date.now() < endsAt) {
    const sliceEndsAt = Date.now() + sliceMs;
    while (Date.now() < sliceEndsAt) {
      // busy: the event loop waits
    }
    await yieldToEventLoop();
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const endsAt = Date.now() + timeoutMs;
  while (!condition() && Date.now() < endsAt) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After and the envelope while the event loop lags; health and metrics stay served', async () => {
    // Slices twice the limit, for longer than the requests below take: every sample's mean is past it.
    const lagging = lagEventLoop(6000, LAG_LIMIT_MS * 2);
    await waitUntil(() => api.app.isUnderPressure(), 4000);
    expect(api.app.isUnderPressure()).toBe(true);

    const shed = await api.app.inject({ method: 'POST', url: endpoints.LOGIN.path, payload: { code: 'c', state: 's' } });
    expect(shed.statusCode).toBe(503);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect(shed.json()).toEqual({ code: -1, msg: '当前访问人数较多，请稍后重试', requestId: expect.any(String) });

    const live = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { load: { ok: false, reason: 'shedding load: the event loop lags' } } });
    const scrape = await api.app.inject({ method: 'GET', url: '/metrics' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toContain('nodejs_eventloop_lag_seconds');

    // Once the loop is quick again, the next sample lifts it.
    await lagging;
    await waitUntil(() => !api.app.isUnderPressure(), 5000);
    const served = await api.app.inject({ method: 'POST', url: endpoints.LOGIN.path, payload: { code: 'c', state: 's' } });
    expect(served.statusCode).toBe(200);
  });
});

describe('GET /metrics', () => {
  it("lists the process's default metrics: CPU, memory, heap, event-loop lag and GC", async () => {
    const scrape = await api.app.inject({ method: 'GET', url: '/metrics' });
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_active_handles_total',
    ]) {
      expect(scrape.body, name).toContain(`# TYPE ${name} `);
    }
  });
});
