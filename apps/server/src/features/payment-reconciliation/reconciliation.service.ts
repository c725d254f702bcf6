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
  claimNewDay,
  failRun,
  findPayments,
  findRefunds,
  findRun,
  finishRun,
  listMismatches,
  listPaymentsPaidBetween,
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

const HOUR_MS = 3600 * 1000;
/** WeChat Pay generates the bill of a day by 10:00 (China time) the next day. */
const BILL_READY_AFTER_MS = DAY_MS + 10 * HOUR_MS;
/** How long a claim holds before another instance may take an abandoned run over. */
const CLAIM_LEASE_MS = 10 * 60 * 1000;
/** When a failed download (not ready yet, refused, corrupt) is tried again. */
export const RETRY_AFTER_MS = 30 * 60 * 1000;

/** Whether WeChat Pay has the day's bill ready at `now`. */
export function isBillReady(billDate: string, now: Date): boolean {
  return now.getTime() >= startOfChinaDate(billDate).getTime() + BILL_READY_AFTER_MS;
}

/** The newest day whose bill is ready at `now`, and the `count - 1` days before it, oldest first. */
export function readyBillDates(now: Date, count: number): string[] {
  const newest = new Date(now.getTime() - BILL_READY_AFTER_MS);
  return Array.from({ length: count }, (_, index) => formatChinaDate(new Date(newest.getTime() - (count - 1 - index) * DAY_MS)));
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

/** Runs the reconciliation of a claimed day and stores its outcome (failed with a retry time when the bill cannot be had). */
async function reconcileClaimedDay(deps: AppDeps, claim: Claim): Promise<void> {
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
    await failRun(deps.db, claim.billDate, claim.token, { error: describeFailure(error), retryAt: new Date(now.getTime() + RETRY_AFTER_MS), finishedAt: now });
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
 * The schedule's pass: every ready day of the last `daysBack` not reconciled yet, or failed and due
 * for its retry, is claimed and reconciled. A day another instance holds, or has finished, is
 * left alone: each finished day is reconciled once. Answers the days this pass ran.
 */
export async function runDueReconciliations(deps: AppDeps, daysBack: number): Promise<string[]> {
  const ran: string[] = [];
  const errors: unknown[] = [];
  for (const billDate of readyBillDates(deps.now(), daysBack)) {
    const claim = newClaim(deps, billDate, null);
    if ((await claimNewDay(deps.db, claim)) || (await reclaimDay(deps.db, claim, 'schedule'))) {
      ran.push(billDate);
      // An unexpected failure of one day (stored as failed, retried later) does not hold up the others.
      await reconcileClaimedDay(deps, claim).catch((error: unknown) => errors.push(error));
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

/** CONSOLE_RECONCILIATION_DAYS: the newest days first. */
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

/** CONSOLE_RERUN_RECONCILIATION: staff reconcile a ready day again now; the request is audit-logged. */
export async function rerunReconciliation(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  billDate: string,
): Promise<OperationOutput<'CONSOLE_RERUN_RECONCILIATION'>> {
  const now = deps.now();
  if (!isBillReady(billDate, now)) {
    throw invalid(ReconciliationMessage.NOT_READY);
  }
  if (now.getTime() - startOfChinaDate(billDate).getTime() > ReconciliationLimit.RERUN_DAYS_BACK * DAY_MS) {
    throw invalid(ReconciliationMessage.TOO_OLD);
  }
  const claim = newClaim(deps, billDate, staff.id);
  if (!(await claimNewDay(deps.db, claim)) && !(await reclaimDay(deps.db, claim, 'staff'))) {
    throw invalid(ReconciliationMessage.RUNNING);
  }
  await insertAuditEntry(deps.db, {
    createdAt: deps.now(),
    staffId: staff.id,
    action: 'reconciliation_rerun',
    subjectType: 'reconciliation',
    subjectId: billDate,
  });
  // Any failure is stored on the day (failed, its reason, its retry time), which the answer shows.
  await reconcileClaimedDay(deps, claim).catch(() => undefined);
  const run = await findRun(deps.db, billDate);
  if (!run) {
    throw invalid(ReconciliationMessage.NO_RUN);
  }
  return { run: runOf(run) };
}
