import type { OperationOutput } from '@hall/contract/schemas';
import { ReconciliationLimit, ReconciliationMessage } from '@hall/contract/console-reconciliation/rules';
import type { ReconciliationRun } from '@hall/contract/console-reconciliation/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { DAY_MS, formatChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { createRandomToken } from '../../platform/secrets.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { TradeBillHashMismatchError, TradeBillUnavailableError } from '../../providers/wechat-pay/trade-bill.ts';
import { compareBill } from './reconciliation-compare.ts';
import {
  advanceCoveredThrough,
  claimNewDay,
  failRun,
  findCoveredThrough,
  findFirstOrderAt,
  findPayments,
  findRefunds,
  findRun,
  finishRun,
  listMismatches,
  listPaymentsPaidBetween,
  listDaysDueForRetry,
  listDaysWithRun,
  listRefundsBetween,
  listRuns,
  reclaimDay,
  type Claim,
  type ReconciliationRunRow,
} from './reconciliation.repository.ts';
import { parseTradeBill, TradeBillFormatError } from './trade-bill-parser.ts';

// One China day's reconciliation: download WeChat Pay's trade bill, compare it with our payments
// and refunds of that day, store the outcome. Each day is claimed by one row first (the schedule on
// any number of instances, or staff rerunning it), so a day is reconciled by one run at a time.
// The schedule goes through every day since the last one it covered, oldest first, a bounded batch
// per check; a day that keeps failing is flagged (未能对账) and left for an admin, never dropped.

const HOUR_MS = 3600 * 1000;
/** WeChat Pay generates the bill of a day by 10:00 (China time) the next day. */
const BILL_READY_AFTER_MS = DAY_MS + 10 * HOUR_MS;
/** How long a claim holds before another instance may take an abandoned run over. */
const CLAIM_LEASE_MS = 10 * 60 * 1000;
/** When a failed download (not ready yet, refused, corrupt) is tried again. */
export const RETRY_AFTER_MS = 30 * 60 * 1000;
/** How many days one check reconciles at most, so a long catch-up (a year's clock move) is done over several checks. */
export const DAYS_PER_CHECK = 31;

/** Whether WeChat Pay has the day's bill ready at `now`. */
export function isBillReady(billDate: string, now: Date): boolean {
  return now.getTime() >= startOfChinaDate(billDate).getTime() + BILL_READY_AFTER_MS;
}

/** The newest day whose bill is ready at `now`, and the `count - 1` days before it, oldest first. */
export function readyBillDates(now: Date, count: number): string[] {
  const newest = new Date(now.getTime() - BILL_READY_AFTER_MS);
  return Array.from({ length: count }, (_, index) => formatChinaDate(new Date(newest.getTime() - (count - 1 - index) * DAY_MS)));
}

/** The China day `days` days after (before, when negative) a YYYY-MM-DD day. */
function addChinaDays(billDate: string, days: number): string {
  return formatChinaDate(new Date(startOfChinaDate(billDate).getTime() + days * DAY_MS));
}

/** The newest day whose bill is ready at `now`: yesterday from 10:00 China time, else the day before. */
export function findNewestReadyDay(now: Date): string {
  return formatChinaDate(new Date(now.getTime() - BILL_READY_AFTER_MS));
}

/** Whether WeChat Pay still keeps the day's bill at `now` (three months). */
export function isBillKept(billDate: string, now: Date): boolean {
  return now.getTime() - startOfChinaDate(billDate).getTime() <= ReconciliationLimit.RERUN_DAYS_BACK * DAY_MS;
}

/**
 * Whether the schedule gives a day up after its failed `attempt` (flags it 未能对账): a day of
 * half-hourly retries did not bring its bill, or WeChat Pay no longer keeps it, so no retry can.
 */
export function isGivenUp(billDate: string, attempt: number, now: Date): boolean {
  return attempt >= ReconciliationLimit.FLAG_AFTER_ATTEMPTS || !isBillKept(billDate, now);
}

/**
 * The first day the schedule has not covered yet: the day after the last it covered or, on a
 * database never reconciled, the day of our first WeChat Pay order, but no day older than WeChat
 * Pay keeps (a new install with years of orders does not flag every old day). Null before any order.
 */
async function findFirstUncoveredDay(deps: AppDeps, now: Date): Promise<string | null> {
  const coveredThrough = await findCoveredThrough(deps.db);
  if (coveredThrough) {
    return addChinaDays(coveredThrough, 1);
  }
  const firstOrderAt = await findFirstOrderAt(deps.db);
  if (!firstOrderAt) {
    return null;
  }
  const oldestKept = formatChinaDate(new Date(now.getTime() - ReconciliationLimit.RERUN_DAYS_BACK * DAY_MS));
  const firstKept = isBillKept(oldestKept, now) ? oldestKept : addChinaDays(oldestKept, 1);
  const firstOrderDay = formatChinaDate(firstOrderAt);
  return firstOrderDay > firstKept ? firstOrderDay : firstKept;
}

/** Up to `limit` days from `from` through `through` without a run, oldest first. */
async function listDaysWithoutRun(deps: AppDeps, from: string, through: string, limit: number): Promise<string[]> {
  const taken = await listDaysWithRun(deps.db, from, through);
  const days: string[] = [];
  for (let day = from; day <= through && days.length < limit; day = addChinaDays(day, 1)) {
    if (!taken.has(day)) {
      days.push(day);
    }
  }
  return days;
}

/** The reason of a failed attempt, as staff read it. */
function describeFailure(error: unknown): string {
  if (error instanceof TradeBillUnavailableError) {
    return error.code === 'NO_STATEMENT_EXIST' ? `账单尚未生成（${error.code}），稍后重试` : `微信支付拒绝下载账单（${error.code}：${error.message}）`;
  }
  if (error instanceof TradeBillHashMismatchError) {
    return '账单文件的SHA-1与微信支付公布的不符，未使用，稍后重新下载';
  }
  if (error instanceof TradeBillFormatError) {
    return `账单格式无法识别：${error.message}`;
  }
  return '下载账单失败（无应答，或应答未通过验签），稍后重试';
}

/** How long after midnight a payment we recorded may still be in the previous day's bill (a settlement a moment late). */
const MIDNIGHT_MARGIN_MS = 10 * 60 * 1000;

/**
 * Which of our payments recorded just after the day began, and missing from its bill, the previous
 * day's bill has: WeChat Pay took them before midnight and we recorded them a moment later.
 */
async function findBilledTheDayBefore(deps: AppDeps, billDate: string, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) {
    return new Set();
  }
  const dayBefore = formatChinaDate(new Date(startOfChinaDate(billDate).getTime() - HOUR_MS));
  const bill = parseTradeBill((await deps.providers.wechatPay.downloadTradeBill(dayBefore)).text);
  const wanted = new Set(candidates);
  return new Set(bill.lines.filter((line) => line.tradeState === 'SUCCESS' && wanted.has(line.outTradeNo)).map((line) => line.outTradeNo));
}

/**
 * Runs the reconciliation of a claimed day (its `attempt`-th) and stores its outcome: failed with a
 * retry time when the bill cannot be had, flagged when the schedule gives the day up.
 */
async function reconcileClaimedDay(deps: AppDeps, claim: Claim, attempt: number): Promise<void> {
  const start = startOfChinaDate(claim.billDate);
  const end = new Date(start.getTime() + DAY_MS);
  try {
    const file = await deps.providers.wechatPay.downloadTradeBill(claim.billDate);
    const bill = parseTradeBill(file.text);
    const paymentNumbers = bill.lines.filter((line) => line.tradeState === 'SUCCESS').map((line) => line.outTradeNo);
    const refundNumbers = bill.lines.filter((line) => line.tradeState === 'REFUND').map((line) => line.outTradeNo);
    const paidThatDay = await listPaymentsPaidBetween(deps.db, start, end);
    const billed = new Set(paymentNumbers);
    const justAfterMidnight = paidThatDay
      .filter((payment) => !billed.has(payment.outTradeNo) && payment.paidAt.getTime() < start.getTime() + MIDNIGHT_MARGIN_MS)
      .map((payment) => payment.outTradeNo);
    const mismatches = compareBill(bill, {
      paidThatDay,
      billedTheDayBefore: await findBilledTheDayBefore(deps, claim.billDate, justAfterMidnight),
      paymentsOf: await findPayments(deps.db, paymentNumbers),
      refundedThatDay: await listRefundsBetween(deps.db, start, end),
      refundsOf: await findRefunds(deps.db, refundNumbers),
    });
    await finishRun(deps.db, claim.billDate, claim.token, {
      billSha1: file.sha1,
      lineCount: bill.lines.length,
      paidTotalFen: bill.lines.reduce((sum, line) => sum + (line.tradeState === 'SUCCESS' ? line.orderFen : 0), 0),
      refundTotalFen: bill.summary.refundTotalFen,
      mismatches,
      finishedAt: deps.now(),
    });
  } catch (error) {
    const now = deps.now();
    const retryAt = isGivenUp(claim.billDate, attempt, now) ? null : new Date(now.getTime() + RETRY_AFTER_MS);
    await failRun(deps.db, claim.billDate, claim.token, { error: describeFailure(error), retryAt, finishedAt: now });
    if (!(error instanceof TradeBillUnavailableError || error instanceof TradeBillHashMismatchError || error instanceof TradeBillFormatError)) {
      throw error;
    }
  }
}

function newClaim(deps: AppDeps, billDate: string, staffId: number | null): Claim {
  const now = deps.now();
  return { billDate, token: createRandomToken(), now, leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS), staffId };
}

/**
 * The schedule's check: the days since the last one it covered up to the newest ready day that have
 * no run yet, and the failed days due for their retry, oldest first, at most `maxDays` of them (the
 * rest at the next check); each is claimed and reconciled. A day another instance holds, or has
 * finished, is left alone: each finished day is reconciled once. Stops between days when `signal`
 * aborts (the instance is stopping). Answers the days this check ran.
 */
export async function runDueReconciliations(deps: AppDeps, options: { signal?: AbortSignal; maxDays?: number } = {}): Promise<string[]> {
  const { signal, maxDays = DAYS_PER_CHECK } = options;
  const now = deps.now();
  const newestReady = findNewestReadyDay(now);
  const firstUncovered = await findFirstUncoveredDay(deps, now);
  const hasUncoveredDays = firstUncovered !== null && firstUncovered <= newestReady;
  const newDays = hasUncoveredDays ? await listDaysWithoutRun(deps, firstUncovered, newestReady, maxDays) : [];
  // Fewer than asked for: these are all the days without a run up to the newest ready one.
  const hasFoundAllNewDays = newDays.length < maxDays;
  const retries = await listDaysDueForRetry(deps.db, now, maxDays);
  const batch = [...new Set([...newDays, ...retries])].sort().slice(0, maxDays);
  const uncovered = new Set(newDays);
  let coveredThrough: string | null = null;
  const ran: string[] = [];
  const errors: unknown[] = [];
  try {
    for (const billDate of batch) {
      if (signal?.aborted) {
        break;
      }
      const claim = newClaim(deps, billDate, null);
      const attempt = (await claimNewDay(deps.db, claim)) ?? (await reclaimDay(deps.db, claim, 'schedule'));
      if (uncovered.delete(billDate)) {
        // Claimed here or by another instance: either way the day has its row now.
        coveredThrough = billDate;
      }
      if (attempt !== null) {
        ran.push(billDate);
        // An unexpected failure of one day (stored as failed, retried later) does not hold up the others.
        await reconcileClaimedDay(deps, claim, attempt).catch((error: unknown) => errors.push(error));
      }
    }
    if (hasUncoveredDays && hasFoundAllNewDays && uncovered.size === 0) {
      coveredThrough = newestReady;
    }
  } finally {
    if (coveredThrough) {
      await advanceCoveredThrough(deps.db, coveredThrough);
    }
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, `trade bill reconciliation failed for ${errors.length} day(s)`);
  }
  return ran;
}

function runOf(row: ReconciliationRunRow): ReconciliationRun {
  return {
    billDate: row.billDate,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    retryAt: row.status === 'failed' && row.retryAt ? row.retryAt.toISOString() : '',
    billSha1: row.billSha1,
    lineCount: row.lineCount,
    paidTotalFen: row.paidTotalFen,
    refundTotalFen: row.refundTotalFen,
    mismatchCount: row.mismatchCount,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? '',
  };
}

/** CONSOLE_RECONCILIATION_DAYS: every flagged day first, then the newest days. */
export async function readReconciliationDays(deps: AppDeps): Promise<OperationOutput<'CONSOLE_RECONCILIATION_DAYS'>> {
  return { list: (await listRuns(deps.db, ReconciliationLimit.LIST_DAYS)).map(runOf) };
}

/** CONSOLE_RECONCILIATION_DAY: one day with what its last finished run found. */
export async function readReconciliationDay(deps: AppDeps, billDate: string): Promise<OperationOutput<'CONSOLE_RECONCILIATION_DAY'>> {
  const run = await findRun(deps.db, billDate);
  if (!run) {
    throw invalid(ReconciliationMessage.NO_RUN);
  }
  const mismatches = await listMismatches(deps.db, billDate);
  return { run: runOf(run), mismatches };
}

/**
 * CONSOLE_RERUN_RECONCILIATION: staff reconcile a ready day again now (a flagged day whatever its
 * age); the request is audit-logged. Of concurrent requests for a day one runs, the others are told it is running.
 */
export async function rerunReconciliation(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  billDate: string,
): Promise<OperationOutput<'CONSOLE_RERUN_RECONCILIATION'>> {
  const now = deps.now();
  if (!isBillReady(billDate, now)) {
    throw invalid(ReconciliationMessage.NOT_READY);
  }
  if (!isBillKept(billDate, now) && (await findRun(deps.db, billDate))?.status !== 'flagged') {
    throw invalid(ReconciliationMessage.TOO_OLD);
  }
  const claim = newClaim(deps, billDate, staff.id);
  const attempt = (await claimNewDay(deps.db, claim)) ?? (await reclaimDay(deps.db, claim, 'staff'));
  if (attempt === null) {
    throw invalid(ReconciliationMessage.RUNNING);
  }
  await insertAuditEntry(deps.db, {
    createdAt: deps.now(),
    staffId: staff.id,
    action: 'reconciliation_rerun',
    subjectType: 'reconciliation',
    subjectId: billDate,
  });
  // Any failure is stored on the day (failed with its reason and retry time, or flagged), which the answer shows.
  await reconcileClaimedDay(deps, claim, attempt).catch(() => undefined);
  const run = await findRun(deps.db, billDate);
  if (!run) {
    throw invalid(ReconciliationMessage.NO_RUN);
  }
  return { run: runOf(run) };
}
