import type { Envelope } from '@hall/contract/codes';
import { CommissionMessage } from '@hall/contract/commission/rules';
import { ExportMessage } from '@hall/contract/export-range';
import { endpoints } from '@hall/contract/endpoints';
import { chinaMonthBounds, formatChinaDate, formatChinaMonth, shiftChinaDate } from '@hall/contract/china-time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clawBackCommission, earnOpeningCommission, queueCommissionShare } from './boss/commission-ledger.ts';
import { closeMonthForNumber } from './boss/built-in-monthly-run.ts';
import { tryMoveNumber } from './boss/number-state-machine.ts';
import { queryRows } from './db/connection.ts';
import { auditLog, bossMonthlyFees, commissionLedger, commissionShareJobs, openCardRecords, subscribers } from './db/schema.ts';
import { drainDueJobs } from './platform/jobs/run-due-jobs.ts';
import { callAsAgent } from './test/agents.ts';
import { callAsStaff, consoleHeaders, DemoStaff, logInStaff } from './test/staff-session.ts';
import type { TestApp } from './test/test-app.ts';
import { logInForToken, passRealName, prepareOpening, startWithDemoAgents, submitOpening } from './features/agent/agent-test-steps.ts';
import { commissionShareJob } from './features/billing/commission-share-job.ts';

// Commission: staff set a rule per agent offer; an opening that passes audit earns the one-off
// once however often the decision is replayed; a refusal earns nothing; a cancellation within the
// clawback period reverses it once; the monthly run's share job appends the share once per month;
// the ledger is append-only; the dealer's manager alone reads the statement; staff export CSV.

const DAY_SECONDS = 24 * 3600;
const PASSED = '16610000017';
const REFUSED = '16610000018';
const OLD_RULE = '16610000019';
const LATE_CANCEL = '16610000020';

let api: TestApp;
let manager: string;
let plainAgent: string;
let otherDealerAgent: string;
let admin: string;
let auditor: string;
let offerId: string;
const uimIdOf: Record<string, string> = {};

async function openNumber(phone: string): Promise<string> {
  const record = await prepareOpening(api, phone, manager);
  const { bizId } = await passRealName(api, phone, record.recordNumber, manager);
  expect(await submitOpening(api, phone, record, bizId, manager)).toMatchObject({ code: 1, data: { code: 0 } });
  return record.uimId;
}

const decide = (uimId: string, decision: 'pass' | 'fail') =>
  callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, {
    kind: 'cardOpening',
    id: uimId,
    decision,
    ...(decision === 'fail' ? { reason: '人证合照与证件不符' } : {}),
  });

const setRule = (rule: { oneOffFen: number; shareBp: number; shareMonths: number }, cookie = admin) =>
  callAsStaff(api, 'CONSOLE_SET_COMMISSION_RULE', cookie, { offerId, ...rule });

const entriesOf = (phone: string) =>
  api.deps.db
    .select({ kind: commissionLedger.kind, amountFen: commissionLedger.amountFen, billMonth: commissionLedger.billMonth, ruleId: commissionLedger.ruleId })
    .from(commissionLedger)
    .where(eq(commissionLedger.phone, phone))
    .orderBy(commissionLedger.id);

const cancel = (phone: string) => api.deps.db.transaction((tx) => tryMoveNumber(tx, { phone, transition: 'ownerCancellation', now: api.deps.now() }));

async function failureOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return String(error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : error);
  }
  return 'no error';
}

let firstRuleId = 0;

/** Sessions lapse while the clock moves months on: log everyone in again. */
async function logInAgain(): Promise<void> {
  manager = await logInForToken(api, 'A10001');
  plainAgent = await logInForToken(api, 'A10002');
  otherDealerAgent = await logInForToken(api, 'B20001');
  admin = await logInStaff(api, DemoStaff.ADMIN);
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
}

beforeAll(async () => {
  const started = await startWithDemoAgents();
  api = started.api;
  manager = started.fundPoolAgent;
  plainAgent = started.systemFourAgent;
  otherDealerAgent = started.wechatAgent;
  admin = await logInStaff(api, DemoStaff.ADMIN);
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  const record = await prepareOpening(api, OLD_RULE, manager);
  const [opening] = await api.deps.db.select({ offerId: openCardRecords.prodOfferId }).from(openCardRecords).where(eq(openCardRecords.uimId, record.uimId));
  offerId = opening?.offerId ?? '';
  const first = await setRule({ oneOffFen: 3000, shareBp: 550, shareMonths: 3 });
  expect(first).toMatchObject({ code: 1 });
  firstRuleId = (first.data as { rule: { id: number } }).rule.id;
  const { bizId } = await passRealName(api, OLD_RULE, record.recordNumber, manager);
  expect(await submitOpening(api, OLD_RULE, record, bizId, manager)).toMatchObject({ code: 1 });
  uimIdOf[OLD_RULE] = record.uimId;
  api.advanceSeconds(60);
  // A change applies to openings activated after it: OLD_RULE was activated before this one.
  expect(await setRule({ oneOffFen: 5000, shareBp: 1000, shareMonths: 2 })).toMatchObject({ code: 1 });
  api.advanceSeconds(60);
  uimIdOf[PASSED] = await openNumber(PASSED);
  uimIdOf[REFUSED] = await openNumber(REFUSED);
  uimIdOf[LATE_CANCEL] = await openNumber(LATE_CANCEL);
});
afterAll(() => api.close());

describe('commission rules', () => {
  it('are set by admins alone, each change a new version recorded in the audit log', async () => {
    expect(await setRule({ oneOffFen: 1, shareBp: 0, shareMonths: 0 }, auditor)).toMatchObject({ msg: '无权执行此操作' });
    const listed = await callAsStaff(api, 'CONSOLE_COMMISSION_RULES', admin);
    const row = (listed.data as { list: { offerId: string; rule: { oneOffFen: number; shareBp: number } | null; versions: number }[] }).list.find(
      (item) => item.offerId === offerId,
    );
    expect(row).toMatchObject({ rule: { oneOffFen: 5000, shareBp: 1000, shareMonths: 2 }, versions: 2 });
    const audits = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'commission_rule_set'), eq(auditLog.subjectId, offerId)));
    expect(audits).toHaveLength(2);
  });

  it('refuses a share without months, months without a share, and more than twelve months', async () => {
    expect(await setRule({ oneOffFen: 0, shareBp: 500, shareMonths: 0 })).toMatchObject({ code: -100 });
    expect(await setRule({ oneOffFen: 0, shareBp: 0, shareMonths: 3 })).toMatchObject({ code: -100 });
    expect(await setRule({ oneOffFen: 0, shareBp: 500, shareMonths: 13 })).toMatchObject({ code: -100 });
    expect(await setRule({ oneOffFen: 0, shareBp: 10_001, shareMonths: 1 })).toMatchObject({ code: -100 });
  });
});

describe('the one-off commission of an opening', () => {
  it('is earned once when the audit passes, however often the decision is replayed or sent at once', async () => {
    const uimId = uimIdOf[PASSED] ?? '';
    const decisions = await Promise.all([decide(uimId, 'pass'), decide(uimId, 'pass'), decide(uimId, 'pass')]);
    expect(decisions.filter((body) => body.code === 1)).toHaveLength(1);
    await decide(uimId, 'pass');
    // The writer itself replayed, as a retried decision transaction would.
    expect(await earnOpeningCommission(api.deps.db, uimId, api.deps.now())).toBe(false);
    expect(await entriesOf(PASSED)).toEqual([expect.objectContaining({ kind: 'activation', amountFen: 5000 })]);
  });

  it('is earned by the rule version in force when the number was activated', async () => {
    expect(await decide(uimIdOf[OLD_RULE] ?? '', 'pass')).toMatchObject({ code: 1 });
    expect(await entriesOf(OLD_RULE)).toEqual([expect.objectContaining({ kind: 'activation', amountFen: 3000, ruleId: firstRuleId })]);
  });

  it('is not earned by an opening the audit refused', async () => {
    expect(await decide(uimIdOf[REFUSED] ?? '', 'fail')).toMatchObject({ code: 1 });
    expect(await earnOpeningCommission(api.deps.db, uimIdOf[REFUSED] ?? '', api.deps.now())).toBe(false);
    expect(await entriesOf(REFUSED)).toEqual([]);
  });
});

describe('the ledger', () => {
  it('is append-only: the database refuses an update, a delete or a truncate, and the entries stay', async () => {
    const before = await entriesOf(PASSED);
    expect(await failureOf(() => api.deps.db.update(commissionLedger).set({ amountFen: 1 }).where(eq(commissionLedger.phone, PASSED)))).toMatch(
      /commission_ledger is append-only: UPDATE is not allowed/,
    );
    expect(await failureOf(() => api.deps.db.delete(commissionLedger).where(eq(commissionLedger.phone, PASSED)))).toMatch(
      /commission_ledger is append-only: DELETE is not allowed/,
    );
    expect(await failureOf(() => queryRows(api.deps.db, sql`truncate commission_ledger`))).toMatch(/commission_ledger is append-only: TRUNCATE/);
    expect(await entriesOf(PASSED)).toEqual(before);
  });
});

describe('the share of spend', () => {
  it('is appended once per opening and month by the job the monthly run queues, floored to the fen', async () => {
    const [joined] = await api.deps.db.select({ joinedAt: subscribers.joinedAt }).from(subscribers).where(eq(subscribers.phone, PASSED));
    const month = formatChinaMonth(joined?.joinedAt ?? api.deps.now());
    const nextMonth = formatChinaMonth(chinaMonthBounds(month).end);
    // Two months on: the activation month and the next are within the rule's two months.
    api.advanceSeconds((chinaMonthBounds(nextMonth).end.getTime() - api.deps.now().getTime()) / 1000 + DAY_SECONDS);
    for (const closing of [month, nextMonth]) {
      await closeMonthForNumber(api.deps.db, PASSED, closing, api.deps.now());
    }
    const jobs = await api.deps.db.select({ billMonth: commissionShareJobs.billMonth }).from(commissionShareJobs).where(eq(commissionShareJobs.phone, PASSED));
    expect(jobs.map((job) => job.billMonth).sort()).toEqual([month, nextMonth]);
    // Two workers at once, then the job replayed.
    await Promise.all([drainDueJobs(api.deps, commissionShareJob), drainDueJobs(api.deps, commissionShareJob)]);
    await commissionShareJob.handler({ phone: PASSED, billMonth: nextMonth }, { deps: api.deps, id: 0, attempt: 2 });
    await queueCommissionShare(api.deps.db, PASSED, nextMonth, api.deps.now());
    await drainDueJobs(api.deps, commissionShareJob);
    const bills = await api.deps.db.select().from(bossMonthlyFees).where(eq(bossMonthlyFees.phone, PASSED));
    const billOf = (m: string) => bills.find((bill) => bill.feeMonth === m)?.amountFen ?? 0;
    expect(billOf(nextMonth)).toBeGreaterThan(0);
    const expected = [month, nextMonth]
      .map((m) => ({ kind: 'share', billMonth: m, amountFen: Math.floor((billOf(m) * 1000) / 10_000) }))
      .filter((entry) => entry.amountFen > 0);
    const shares = (await entriesOf(PASSED)).filter((entry) => entry.kind === 'share');
    expect(shares.map(({ kind, billMonth, amountFen }) => ({ kind, billMonth, amountFen }))).toEqual(expected);
  });

  it('stops after the rule’s months', async () => {
    const third = formatChinaMonth(api.deps.now());
    api.advanceSeconds((chinaMonthBounds(third).end.getTime() - api.deps.now().getTime()) / 1000 + DAY_SECONDS);
    const before = (await entriesOf(PASSED)).length;
    await closeMonthForNumber(api.deps.db, PASSED, third, api.deps.now());
    await drainDueJobs(api.deps, commissionShareJob);
    expect(await entriesOf(PASSED)).toHaveLength(before);
  });
});

describe('the clawback', () => {
  it('reverses the one-off once when the number is cancelled within the clawback period', async () => {
    // PASSED was activated about two months ago: within 90 days.
    expect(await cancel(PASSED)).toMatchObject({ to: 'cancelled' });
    expect(await clawBackCommission(api.deps.db, PASSED, api.deps.now())).toBe(false);
    const clawbacks = (await entriesOf(PASSED)).filter((entry) => entry.kind === 'clawback');
    expect(clawbacks).toEqual([expect.objectContaining({ amountFen: -5000 })]);
  });

  it('takes nothing back from a number cancelled after the period', async () => {
    await logInAgain();
    expect(await decide(uimIdOf[LATE_CANCEL] ?? '', 'pass')).toMatchObject({ code: 1 });
    api.advanceSeconds(91 * DAY_SECONDS);
    await logInAgain();
    expect(await cancel(LATE_CANCEL)).toMatchObject({ to: 'cancelled' });
    expect((await entriesOf(LATE_CANCEL)).filter((entry) => entry.kind === 'clawback')).toEqual([]);
  });
});

describe('the dealer’s monthly statement', () => {
  const statement = (token: string, month?: string) => callAsAgent(api, 'AGENT_COMMISSION_STATEMENT', month ? { month } : {}, token);

  it('shows the manager each entry of the month, masked, with totals per kind and the net', async () => {
    const [activation] = await api.deps.db
      .select()
      .from(commissionLedger)
      .where(and(eq(commissionLedger.phone, PASSED), eq(commissionLedger.kind, 'activation')));
    const month = formatChinaMonth(activation?.createdAt ?? api.deps.now());
    const body = await statement(manager, month);
    expect(body.code).toBe(1);
    const data = body.data as {
      entries: { kind: string; phone: string; workNo: string; amountFen: number }[];
      totals: { activationFen: number; shareFen: number; clawbackFen: number; netFen: number };
    };
    expect(data.entries).toContainEqual(expect.objectContaining({ kind: 'activation', phone: '166****0017', workNo: 'A10001', amountFen: 5000 }));
    expect(JSON.stringify(data)).not.toContain(PASSED);
    const sum = data.entries.reduce((total, entry) => total + entry.amountFen, 0);
    expect(data.totals.netFen).toBe(sum);
    expect(data.totals.activationFen + data.totals.shareFen + data.totals.clawbackFen).toBe(data.totals.netFen);
  });

  it('is refused to a plain agent with 仅店长可查看经销商资金与佣金', async () => {
    expect(await statement(plainAgent)).toMatchObject({ msg: '仅店长可查看经销商资金与佣金' });
  });

  it('refuses a month in the future or beyond its reach', async () => {
    const next = formatChinaMonth(chinaMonthBounds(formatChinaMonth(api.deps.now())).end);
    expect(await statement(manager, next)).toMatchObject({ msg: CommissionMessage.MONTH_OUT_OF_REACH });
    expect(await statement(manager, '201901')).toMatchObject({ msg: CommissionMessage.MONTH_OUT_OF_REACH });
  });

  it('answers another dealer’s manager with their own dealer only', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SET_AGENT_ROLE', admin, { workNo: 'B20001', role: 'manager' })).toMatchObject({ code: 1 });
    otherDealerAgent = await logInForToken(api, 'B20001');
    const body = await statement(otherDealerAgent);
    expect(body).toMatchObject({ code: 1, data: { entries: [], totals: { netFen: 0 } } });
  });
});

describe('the staff CSV export', () => {
  const exportCsv = (cookie: string, query: string) =>
    api.app.inject({
      method: 'POST',
      url: endpoints.CONSOLE_COMMISSION_EXPORT.path,
      headers: consoleHeaders(api, cookie),
      payload: Object.fromEntries(new URLSearchParams(query)),
    });

  it('streams the dealer’s entries as CSV, guards formula cells, and records the export', async () => {
    const to = formatChinaDate(api.deps.now());
    const response = await exportCsv(admin, `dealerId=D1001&from=${shiftChinaDate(to, -300)}&to=${to}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename\*=UTF-8''/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('时间,渠道,类型,开卡单号,号码,工号,账期,金额（元）');
    // A negative amount starts with '-': a spreadsheet would take it for a formula, so it is quoted as text.
    expect(lines.some((line) => line.includes(',追回,') && line.endsWith(",'-50.00"))).toBe(true);
    expect(lines.some((line) => line.includes(',开户奖励,') && line.endsWith(',50.00'))).toBe(true);
    expect(response.body).not.toContain(PASSED);
    const audits = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'commission_export'));
    expect(audits).toHaveLength(1);
  });

  it('is refused to staff without the admin role and to a range over a year', async () => {
    const refused = await exportCsv(auditor, 'from=2026-01-01&to=2026-01-31');
    expect(refused.json<Envelope>()).toMatchObject({ msg: '无权执行此操作' });
    const tooLong = await exportCsv(admin, 'from=2024-01-01&to=2026-01-31');
    expect(tooLong.json<Envelope>()).toMatchObject({ msg: ExportMessage.RANGE_INVALID });
  });
});
