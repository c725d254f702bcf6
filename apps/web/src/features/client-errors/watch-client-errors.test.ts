import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchClientErrors } from './watch-client-errors.ts';

// An error in a person's browser reaches the server once: anonymous, scrubbed of long numbers,
// the same error repeated counts once, and a burst of errors sends at most one report a second.

const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 1, msg: '成功', data: {} }), { status: 200 })));
let clock = Date.parse('2026-12-01T10:00:00Z');

function sentReports(): Record<string, unknown>[] {
  return fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    expect(url).toBe('/api/clientError');
    return JSON.parse(String(init.body)) as Record<string, unknown>;
  });
}

function throwUncaught(error: Error) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

/** Lets the reporter's module load and the report go out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  watchClientErrors();
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => {
  fetchMock.mockClear();
  // Past the reporter's pause between two reports.
  clock += 5000;
  window.history.replaceState(null, '', '/Recharge?phone=17012340001');
});

describe('watchClientErrors', () => {
  it('sends one anonymous report of an uncaught error, long numbers scrubbed, the route without its query', async () => {
    throwUncaught(new TypeError('balance of 17012340001 is undefined'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [report] = sentReports();
    expect(report).toMatchObject({ kind: 'error', message: 'TypeError: balance of *** is undefined', route: '/Recharge', appVersion: 'dev' });
    expect(report).not.toHaveProperty('token');
    expect(String(report?.stack)).toContain('watch-client-errors.test.ts');
  });

  it('reports the same error once, however often it is thrown', async () => {
    const error = new Error('the same failure');
    for (let count = 0; count < 5; count += 1) {
      clock += 5000;
      throwUncaught(error);
      await settle();
    }
    expect(sentReports().map((report) => report.message)).toEqual(['Error: the same failure']);
  });

  it('reports an unhandled rejection, and sends at most one report a second in a burst of different errors', async () => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected first') }));
    for (let count = 0; count < 5; count += 1) {
      throwUncaught(new Error(`burst ${count}`));
    }
    await settle();
    expect(sentReports().map((report) => [report.kind, report.message])).toEqual([['unhandledrejection', 'Error: rejected first']]);
  });
});
