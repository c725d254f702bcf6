import type { LossReportLifter } from '@hall/contract/loss-report/rules';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { lossReports } from '../db/schema.ts';

// 挂失 in the built-in back office. While a report is in force the number is barred: its usage is
// not recorded (the network would refuse it) and the hall sends it no verification code, so whoever
// holds the lost SIM cannot bind the number or reset its password with one. Each step runs in the
// caller's transaction, after the number's row is locked (lockActiveNumber), like the other
// decisions on a number (number-lifecycle.ts). The partial unique index keeps one report in force.

export interface LossReport {
  id: number;
  phone: string;
  reportedAt: Date;
  liftedAt: Date | null;
  liftedBy: LossReportLifter | null;
  liftReason: string | null;
}

const reportColumns = {
  id: lossReports.id,
  phone: lossReports.phone,
  reportedAt: lossReports.reportedAt,
  liftedAt: lossReports.liftedAt,
  liftedBy: lossReports.liftedBy,
  liftReason: lossReports.liftReason,
};

/** The report in force on a number, or null when it is in use. */
export async function findLossReportInForce(db: Executor, phone: string): Promise<LossReport | null> {
  const [report] = await db
    .select(reportColumns)
    .from(lossReports)
    .where(and(eq(lossReports.phone, phone), isNull(lossReports.liftedAt)))
    .limit(1);
  return report ?? null;
}

/** The newest reports of a number, newest first (the number record). */
export function listLossReports(db: Executor, phone: string, limit: number): Promise<LossReport[]> {
  return db
    .select(reportColumns)
    .from(lossReports)
    .where(eq(lossReports.phone, phone))
    .orderBy(desc(lossReports.reportedAt), desc(lossReports.id))
    .limit(limit);
}

export async function findLossReport(db: Executor, id: number): Promise<LossReport | null> {
  const [report] = await db.select(reportColumns).from(lossReports).where(eq(lossReports.id, id)).limit(1);
  return report ?? null;
}

/** Reports of a number in force at some moment of [from, to]: the spans in which its usage is barred. */
export function listReportsOverlapping(db: Executor, phone: string, from: Date, to: Date): Promise<LossReport[]> {
  return db
    .select(reportColumns)
    .from(lossReports)
    .where(and(eq(lossReports.phone, phone), lte(lossReports.reportedAt, to), or(isNull(lossReports.liftedAt), gt(lossReports.liftedAt, from))));
}

/** Whether a report covered this moment. */
export function isBarredAt(reports: readonly LossReport[], moment: Date): boolean {
  return reports.some((report) => report.reportedAt <= moment && (report.liftedAt === null || moment < report.liftedAt));
}

/** Puts a report in force; null when one already is (the index refuses a second). */
export async function reportLoss(db: Executor, report: { phone: string; memberId: number; now: Date }): Promise<LossReport | null> {
  const [created] = await db
    .insert(lossReports)
    .values({ phone: report.phone, reportedByMemberId: report.memberId, reportedAt: report.now })
    .onConflictDoNothing()
    .returning(reportColumns);
  return created ?? null;
}

/** Ends the report in force; null when none is (lifted by someone else first). */
export async function liftLossReport(
  db: Executor,
  lift: { phone: string; by: LossReportLifter; now: Date; reason?: string; staff?: string; reportId?: number },
): Promise<LossReport | null> {
  const [lifted] = await db
    .update(lossReports)
    .set({ liftedAt: lift.now, liftedBy: lift.by, liftReason: lift.reason ?? null, liftedByStaff: lift.staff ?? null })
    .where(and(eq(lossReports.phone, lift.phone), isNull(lossReports.liftedAt), ...(lift.reportId === undefined ? [] : [eq(lossReports.id, lift.reportId)])))
    .returning(reportColumns);
  return lifted ?? null;
}
