import { AUTO_TOP_UP_RETRY_DELAY_MS } from '@hall/contract/auto-top-up/rules';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { autoTopUpChecks, rechargeOrders, sandboxWechatPayOrders } from '../../db/schema.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { runAutoTopUpCheck } from './auto-top-up-debit.ts';
import { sweepAutoTopUps } from './auto-top-up.schedule.ts';
import {
  balanceOf,
  chargeCall,
  checksOf,
  debitsOf,
  expectOk,
  notificationsOf,
  OWN_PHONE,
  RULES,
  runChecks,
  sandboxAct,
  setBalance,
  signThroughHall,
  statusOf,
} from './auto-top-up-test-kit.ts';

// The debits of auto top-up: a charge that takes the balance below the threshold queues one check
// on the job queue, which debits the contract once (its out_trade_no fixed before WeChat Pay is
// asked), credits the balance as a 自动充值 top-up, never beyond the month's limit, and a failed
// debit is tried once more, then the member is told. On PGlite by default; with TEST_DATABASE_URL
// the concurrent checks race on PostgreSQL's connections.

let api: TestApp;
let token: string;

beforeEach(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterEach(() => api.close());

describe('a charge below the threshold', () => {
  it('queues one check, which debits once and credits the balance as a 自动充值 top-up', async () => {
    await signThroughHall(api, token);
    await setBalance(api, OWN_PHONE, 5100);
    await runChecks(api);
    expect(await checksOf(api, OWN_PHONE)).toHaveLength(0);
    // 10 minutes beyond the package: 1.50 yuan, the balance 51.00 → 49.50, below 50.
    await chargeCall(api, OWN_PHONE, 10);
    expect(await balanceOf(api, OWN_PHONE)).toBe(4950);
    const [check] = await checksOf(api, OWN_PHONE);
    expect(check).toMatchObject({ attempt: 1, sentAt: null });
    expect(check?.triggerKey).toMatch(/^usage:17012340001:/);
    await runChecks(api);
    expect((await checksOf(api, OWN_PHONE))[0]?.outcome).toBe('paid');
    expect(await balanceOf(api, OWN_PHONE)).toBe(4950 + RULES.amountFen);
    const [debit] = await debitsOf(api, OWN_PHONE);
    expect(debit).toMatchObject({ status: 'paid', attempt: 1, amountFen: RULES.amountFen });
    const [order] = await api.deps.db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.outTradeNo, debit?.outTradeNo ?? ''));
    expect(order).toMatchObject({ productKind: 'autoTopUp', status: RechargeStatus.SUCCESS, amountFen: RULES.amountFen });
    const records = expectOk<{ list: { title: string; amount: number; status: number }[] }>(await api.call('RECHARGE_RECORD', {}, token)).list;
    expect(records[0]).toMatchObject({ title: '自动充值', amount: RULES.amountFen, status: RechargeStatus.SUCCESS });
    const status = await statusOf(api, token);
    expect(status).toMatchObject({ usedThisMonth: 1, balanceFen: 4950 + RULES.amountFen });
    expect(status.debits.map((item) => item.status)).toEqual(['paid']);
    const paid = await notificationsOf(api, OWN_PHONE, 'autoTopUpPaid');
    expect(paid.map((row) => row.params)).toEqual([{ amount: '20.00', balance: '69.50' }]);
  });

  it('above the threshold queues nothing, and nothing is queued without a signed contract', async () => {
    expectOk(await api.call('AUTO_TOP_UP_SAVE', RULES, token));
    await setBalance(api, OWN_PHONE, 1000);
    await chargeCall(api, OWN_PHONE, 1);
    expect(await checksOf(api, OWN_PHONE)).toHaveLength(0);
    await signThroughHall(api, token, 'sign');
    // Signing checks the number at once: its balance is below the threshold already.
    await runChecks(api);
    expect(await debitsOf(api, OWN_PHONE)).toHaveLength(1);
    const checksBefore = (await checksOf(api, OWN_PHONE)).length;
    await setBalance(api, OWN_PHONE, 9000);
    await chargeCall(api, OWN_PHONE, 1);
    expect(await checksOf(api, OWN_PHONE)).toHaveLength(checksBefore);
  });
});

describe('exactly once', () => {
  it('a check run by several instances at once, replayed, and named again by the sweep debits once', async () => {
    await signThroughHall(api, token);
    await setBalance(api, OWN_PHONE, 5100);
    await chargeCall(api, OWN_PHONE, 10);
    const passes = await Promise.all([runChecks(api), runChecks(api), runChecks(api)]);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(1);
    // The same check replayed (a job row run again after a crash), and the sweep naming the same charge.
    const [check] = await checksOf(api, OWN_PHONE);
    expect(await runAutoTopUpCheck(api.deps, { phone: OWN_PHONE, triggerKey: check?.triggerKey ?? '', attempt: 1 })).toBe('already paid');
    await setBalance(api, OWN_PHONE, 100);
    await sweepAutoTopUps(api.deps);
    await runChecks(api);
    const debits = await debitsOf(api, OWN_PHONE);
    expect(debits).toHaveLength(1);
    const sandboxOrders = await api.deps.db
      .select()
      .from(sandboxWechatPayOrders)
      .where(eq(sandboxWechatPayOrders.outTradeNo, debits[0]?.outTradeNo ?? ''));
    expect(sandboxOrders).toHaveLength(1);
  });

  it('a debit left pending by a crash is asked for again by its own out_trade_no and paid once', async () => {
    await signThroughHall(api, token);
    await setBalance(api, OWN_PHONE, 5100);
    await chargeCall(api, OWN_PHONE, 10);
    const [check] = await checksOf(api, OWN_PHONE);
    const input = { phone: OWN_PHONE, triggerKey: check?.triggerKey ?? '', attempt: 1 };
    // Two runs of the same check at once: one debit row, one sandbox order, one credit.
    const outcomes = await Promise.all([runAutoTopUpCheck(api.deps, input), runAutoTopUpCheck(api.deps, input)]);
    expect(outcomes).toContain('paid');
    expect(await debitsOf(api, OWN_PHONE)).toHaveLength(1);
    expect(await balanceOf(api, OWN_PHONE)).toBe(4950 + RULES.amountFen);
  });
});

describe('the monthly limit', () => {
  it('holds when many triggers race, and each later one is capped', async () => {
    await signThroughHall(api, token, 'sign', { ...RULES, monthlyLimit: 2 });
    await setBalance(api, OWN_PHONE, 0);
    const triggers = Array.from({ length: 6 }, (_, index) => ({ phone: OWN_PHONE, triggerKey: `test:race:${index}`, attempt: 1 }));
    await Promise.all(triggers.map((trigger) => runAutoTopUpCheck(api.deps, trigger)));
    // The balance stays below the threshold after each ¥20: every later trigger would debit but for the limit.
    for (let index = 0; index < 4; index += 1) {
      await runAutoTopUpCheck(api.deps, { phone: OWN_PHONE, triggerKey: `test:later:${index}`, attempt: 1 });
    }
    const paid = (await debitsOf(api, OWN_PHONE)).filter((debit) => debit.status === 'paid');
    expect(paid).toHaveLength(2);
    expect(await balanceOf(api, OWN_PHONE)).toBe(2 * RULES.amountFen);
    expect(await runAutoTopUpCheck(api.deps, { phone: OWN_PHONE, triggerKey: 'test:capped', attempt: 1 })).toBe('capped');
    expect((await statusOf(api, token)).usedThisMonth).toBe(2);
  });
});

describe('a failed debit', () => {
  it('is tried once more after a while, then the member is told by SMS once, and nothing is credited', async () => {
    await signThroughHall(api, token, 'sign-failing');
    await setBalance(api, OWN_PHONE, 5100);
    const before = 4950;
    await chargeCall(api, OWN_PHONE, 10);
    await runChecks(api);
    expect((await debitsOf(api, OWN_PHONE)).map((debit) => [debit.attempt, debit.status])).toEqual([[1, 'failed']]);
    // The retry is queued, not due yet.
    await runChecks(api);
    expect(await debitsOf(api, OWN_PHONE)).toHaveLength(1);
    expect(await notificationsOf(api, OWN_PHONE, 'autoTopUpFailed')).toHaveLength(0);
    api.advanceSeconds(AUTO_TOP_UP_RETRY_DELAY_MS / 1000 + 1);
    await Promise.all([runChecks(api), runChecks(api)]);
    expect((await debitsOf(api, OWN_PHONE)).map((debit) => [debit.attempt, debit.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
    ]);
    const told = await notificationsOf(api, OWN_PHONE, 'autoTopUpFailed');
    expect(told.map((row) => row.params)).toEqual([{ amount: '20.00' }]);
    // No third try, no credit, no top-up order of a failed debit.
    api.advanceSeconds(AUTO_TOP_UP_RETRY_DELAY_MS / 1000 + 1);
    await runChecks(api);
    expect(await debitsOf(api, OWN_PHONE)).toHaveLength(2);
    expect(await balanceOf(api, OWN_PHONE)).toBe(before);
    expect(await api.deps.db.select().from(rechargeOrders).where(eq(rechargeOrders.productKind, 'autoTopUp'))).toHaveLength(0);
    expect((await statusOf(api, token)).usedThisMonth).toBe(0);
  });

  it('paid at its retry credits once and tells no failure', async () => {
    const ref = await signThroughHall(api, token, 'sign-failing');
    await setBalance(api, OWN_PHONE, 5100);
    await chargeCall(api, OWN_PHONE, 10);
    await runChecks(api);
    await sandboxAct(api, ref, 'debits-pay');
    api.advanceSeconds(AUTO_TOP_UP_RETRY_DELAY_MS / 1000 + 1);
    await runChecks(api);
    expect((await debitsOf(api, OWN_PHONE)).map((debit) => [debit.attempt, debit.status])).toEqual([
      [1, 'failed'],
      [2, 'paid'],
    ]);
    expect(await balanceOf(api, OWN_PHONE)).toBe(4950 + RULES.amountFen);
    expect(await notificationsOf(api, OWN_PHONE, 'autoTopUpFailed')).toHaveLength(0);
  });

  it('is not retried once the contract has ended', async () => {
    await signThroughHall(api, token, 'sign-failing');
    await setBalance(api, OWN_PHONE, 5100);
    await chargeCall(api, OWN_PHONE, 10);
    await runChecks(api);
    expectOk(await api.call('AUTO_TOP_UP_CANCEL', {}, token));
    api.advanceSeconds(AUTO_TOP_UP_RETRY_DELAY_MS / 1000 + 1);
    await runChecks(api);
    expect(await debitsOf(api, OWN_PHONE)).toHaveLength(1);
    const rows = await api.deps.db.select().from(autoTopUpChecks).where(eq(autoTopUpChecks.attempt, 2));
    expect(rows[0]?.outcome).toBe('skipped: no signed contract');
  });
});
