import type { Envelope } from '@hall/contract/codes';
import type { OperationOutput } from '@hall/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../create-deps.ts';
import { auditLog } from '../../db/schema.ts';
import { findStartOfNextChinaMonth } from '@hall/contract/china-time';
import { createSandboxClock, MAX_CLOCK_MOVE_MS } from '../../sandbox/sandbox-clock.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { consoleSandboxModule } from './console-sandbox.module.ts';

let api: TestApp;
let staff: string;
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  api = await createTestApp();
  staff = await logInStaff(api, DemoStaff.SERVICE);
});
afterAll(() => api.close());

const readSteps = async () => (await callAsStaff(api, 'CONSOLE_SANDBOX_STEPS', staff)).data as OperationOutput<'CONSOLE_SANDBOX_STEPS'>;

describe('the sandbox clock', () => {
  it('is shared by every instance on the database: another instance sees a move once it re-reads', async () => {
    const realNow = () => new Date();
    const mover = createSandboxClock(api.deps.db, realNow);
    const other = createSandboxClock(api.deps.db, realNow);
    await mover.refresh();
    await other.refresh();
    const before = other.now().getTime();

    const move = await mover.moveTo(new Date(mover.now().getTime() + 3 * DAY_MS));
    expect(move.isMoved).toBe(true);
    // The mover knows at once; the other instance only after its next refresh.
    expect(mover.now().getTime() - realNow().getTime()).toBeGreaterThan(3 * DAY_MS - 1000);
    expect(other.now().getTime() - before).toBeLessThan(1000);
    await other.refresh();
    expect(Math.abs(other.now().getTime() - mover.now().getTime())).toBeLessThan(1000);
  });

  it('never moves backwards and at most 400 days at a time', async () => {
    const clock = createSandboxClock(api.deps.db, () => new Date());
    await clock.refresh();
    const offset = clock.offsetMs();
    expect(await clock.moveTo(new Date(clock.now().getTime() - DAY_MS))).toEqual({ isMoved: false, reason: 'backwards' });
    expect(await clock.moveTo(new Date(clock.now().getTime() + MAX_CLOCK_MOVE_MS + DAY_MS))).toEqual({ isMoved: false, reason: 'too_far' });
    expect(clock.offsetMs()).toBe(offset);
  });

  it('keeps the larger offset when an instance with a stale offset moves it less far', async () => {
    const ahead = createSandboxClock(api.deps.db, () => new Date());
    const behind = createSandboxClock(api.deps.db, () => new Date(Date.now() - 10 * DAY_MS));
    await ahead.refresh();
    await ahead.moveTo(new Date(ahead.now().getTime() + DAY_MS));
    const offset = ahead.offsetMs();
    // Ten days behind in base time, the move lands before the shared clock: the offset must not shrink.
    await behind.moveTo(new Date(Date.now() - 5 * DAY_MS));
    await ahead.refresh();
    expect(ahead.offsetMs()).toBeGreaterThanOrEqual(offset);
  });
});

describe('CONSOLE_SANDBOX_MOVE_CLOCK', () => {
  it("moves the server's clock to the next month's 1st at 00:05 China time, shows it and logs who did it", async () => {
    await api.deps.sandboxClock?.refresh();
    // The moves above outlast a console session (8 hours), as moving the clock does in a demo.
    staff = await logInStaff(api, DemoStaff.SERVICE);
    const target = findStartOfNextChinaMonth(api.deps.now()).getTime() + 5 * 60 * 1000;
    const moved = await callAsStaff(api, 'CONSOLE_SANDBOX_MOVE_CLOCK', staff, { to: 'next_month_first' });
    expect(moved).toMatchObject({ code: 1 });
    const now = new Date((moved.data as { now: string }).now).getTime();
    expect(now).toBeGreaterThanOrEqual(target);
    expect(now - target).toBeLessThan(5000);
    expect(api.deps.now().getTime() - target).toBeLessThan(5000);
    staff = await logInStaff(api, DemoStaff.SERVICE);
    expect((await readSteps()).clock).toMatchObject({ isMoved: true });
    const entries = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sandbox_clock_move'), eq(auditLog.subjectType, 'sandbox_clock')));
    expect(entries).toHaveLength(1);
  });

  it('is for console staff only', async () => {
    const anonymous = await api.call('CONSOLE_SANDBOX_MOVE_CLOCK', { to: 'next_month_first' });
    expect(anonymous.code).not.toBe(1);
  });

  it('has no sandbox clock in production, so the step is refused there', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: 'https://hall.example.com',
      SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
      LOG_LEVEL: 'silent',
    });
    const deps = createDeps(production, api.deps.database);
    expect(deps.sandboxClock).toBeNull();
    const handlers = consoleSandboxModule.handlers?.(deps);
    const request = { server: api.app } as unknown as FastifyRequest;
    const staffMember = { id: 1, username: 'service', roles: [] };
    await expect(
      (handlers?.CONSOLE_SANDBOX_MOVE_CLOCK as unknown as (context: unknown) => Promise<Envelope>)({
        staff: staffMember,
        input: { to: 'next_month_first' },
        request,
      }),
    ).rejects.toThrow('仅沙箱环境提供此功能');
  });
});
