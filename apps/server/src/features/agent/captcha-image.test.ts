import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentCaptchas, agentSessions, sandboxCaptchaOutbox } from '../../db/schema.ts';
import { createAgentLoginTicket } from '../../platform/agent-sessions.ts';
import { hashToken } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteExpiredAgentLoginRows } from './agent-login.schedule.ts';
import { renderCaptchaOffThread } from './captcha-renderer.ts';

// Counts what the main thread draws: the mocks reach only this thread's module graph, so a worker
// thread's drawing never shows here.
const mainThreadDrawing = vi.hoisted(() => ({ svg: 0, png: 0 }));
vi.mock('svg-captcha', async (importOriginal) => {
  const actual = (await importOriginal()) as { default: { create: (...args: unknown[]) => unknown } };
  const create = (...args: unknown[]) => {
    mainThreadDrawing.svg += 1;
    return actual.default.create(...args);
  };
  return { ...actual, default: { ...actual.default, create } };
});
vi.mock('@resvg/resvg-js', async (importOriginal) => {
  const actual = (await importOriginal()) as { Resvg: new (...args: never[]) => object };
  class CountedResvg extends actual.Resvg {
    constructor(...args: never[]) {
      super(...args);
      mainThreadDrawing.png += 1;
    }
  }
  return { ...actual, Resvg: CountedResvg };
});

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

function requestCaptcha(randomStr: string) {
  return api.app.inject({ method: 'GET', url: `/api/gzh/captchaImage?randomStr=${randomStr}&times=1` });
}

describe('the captcha image', () => {
  it('is drawn in a worker thread: 20 concurrent requests get their PNGs with no drawing on the main thread', async () => {
    mainThreadDrawing.svg = 0;
    mainThreadDrawing.png = 0;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => requestCaptcha(`concurrent${String(index).padStart(4, '0')}`)));
    for (const response of responses) {
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    expect(mainThreadDrawing).toEqual({ svg: 0, png: 0 });
    const stored = await api.deps.db
      .select()
      .from(agentCaptchas)
      .where(eq(agentCaptchas.randomStrHash, hashToken('concurrent0007')));
    expect(stored).toHaveLength(1);
  });

  it('comes from a thread other than the main one, with its answer for the hash', async () => {
    const rendered = await renderCaptchaOffThread(api.deps);
    expect(rendered.threadId).not.toBe(0);
    expect(rendered.text).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(rendered.png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('keeps the sandbox answer readable by the journeys (the drawn text)', async () => {
    await requestCaptcha('sandboxanswer1');
    const rows = await api.deps.db.select().from(sandboxCaptchaOutbox).where(eq(sandboxCaptchaOutbox.randomStr, 'sandboxanswer1'));
    expect(rows[0]?.answer).toMatch(/^[A-Za-z0-9]{4}$/);
  });
});

describe('the agent login sweep', () => {
  it('deletes expired captchas, login tickets and sandbox answers, and keeps the live ones', async () => {
    await requestCaptcha('sweepold0001');
    await createAgentLoginTicket(api.deps.db, 'A10001', api.deps.now());
    api.advanceSeconds(10 * 60);
    await requestCaptcha('sweepnew0001');
    const liveTicket = await createAgentLoginTicket(api.deps.db, 'A10001', api.deps.now());

    const swept = await deleteExpiredAgentLoginRows(api.deps);

    expect(swept.captchas).toBeGreaterThanOrEqual(1);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(swept.sandboxCaptchas).toBeGreaterThanOrEqual(1);
    const captchaHashes = (await api.deps.db.select({ key: agentCaptchas.randomStrHash }).from(agentCaptchas)).map((row) => row.key);
    expect(captchaHashes).toContain(hashToken('sweepnew0001'));
    expect(captchaHashes).not.toContain(hashToken('sweepold0001'));
    const tickets = await api.deps.db.select({ key: agentSessions.tokenHash }).from(agentSessions).where(eq(agentSessions.kind, 'ticket'));
    expect(tickets.map((row) => row.key)).toEqual([hashToken(liveTicket)]);
    const answers = (await api.deps.db.select({ key: sandboxCaptchaOutbox.randomStr }).from(sandboxCaptchaOutbox)).map((row) => row.key);
    expect(answers).toContain('sweepnew0001');
    expect(answers).not.toContain('sweepold0001');
  });
});
