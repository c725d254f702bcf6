import { formatChinaMonth } from '@hall/contract/china-time';
import { describeThreshold, type UsageAlertKind } from '@hall/contract/usage-alerts/rules';
import { and, eq, sum } from 'drizzle-orm';
import { rateNumberMonth } from '../../boss/rated-month.ts';
import type { Executor } from '../../db/connection.ts';
import { billItems, subscribers } from '../../db/schema.ts';

// Where a number stands now, in the units of its alerts: this month's general data left (MB and
// percent of the month's general data), the balance and this month's spend (the bill so far).

export interface NumberFigures {
  status: (typeof subscribers.$inferSelect)['status'];
  /** Null when the month has no general data (a package without it). */
  dataLeftMb: number | null;
  dataLeftPercent: number | null;
  balanceFen: number;
  spendFen: number;
}

/** The number's figures now; null for a number the back office does not know. */
export async function readNumberFigures(db: Executor, phone: string, now: Date): Promise<NumberFigures | null> {
  const [number] = await db
    .select({ status: subscribers.status, packageId: subscribers.packageId, balanceFen: subscribers.balanceFen })
    .from(subscribers)
    .where(eq(subscribers.phone, phone));
  if (!number) {
    return null;
  }
  const month = formatChinaMonth(now);
  const { rating } = await rateNumberMonth(db, phone, number.packageId, month);
  const [bill] = await db
    .select({ total: sum(billItems.amountFen) })
    .from(billItems)
    .where(and(eq(billItems.phone, phone), eq(billItems.billMonth, month)));
  const { total, used } = rating.general;
  const left = Math.max(0, total - used);
  return {
    status: number.status,
    dataLeftMb: total > 0 ? left : null,
    // Rounded down, so 19.6 % left is below a 20 % alert.
    dataLeftPercent: total > 0 ? Math.floor((left * 100) / total) : null,
    balanceFen: number.balanceFen,
    spendFen: Number(bill?.total ?? 0),
  };
}

/** The figure an alert of `kind` watches; null when the number has none of it. */
export function figureOf(figures: NumberFigures, kind: UsageAlertKind): number | null {
  switch (kind) {
    case 'dataPercent':
      return figures.dataLeftPercent;
    case 'dataMb':
      return figures.dataLeftMb;
    case 'balance':
      return figures.balanceFen;
    case 'spend':
      return figures.spendFen;
  }
}

/** Whether the figure has crossed the alert's threshold: below it, or for the spend above it. */
export function hasCrossed(kind: UsageAlertKind, figure: number, threshold: number): boolean {
  return kind === 'spend' ? figure > threshold : figure < threshold;
}

/** A figure as the alert's message and history show it. */
export function describeFigure(kind: UsageAlertKind, figure: number): string {
  return kind === 'dataMb' || kind === 'dataPercent' ? describeThreshold(kind, Math.max(0, figure)) : describeThreshold(kind, figure);
}
