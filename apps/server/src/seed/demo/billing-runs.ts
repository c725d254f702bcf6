import { BillItem } from '../../boss/bill-items.ts';
import { formatChinaMonth } from '@hall/contract/china-time';

/**
 * The demo's last closed month counts as run: its bills are seeded history, so the monthly run
 * starting with the server bills only the months that come after the seed. What it records as
 * charged is the month's seeded package fee.
 */
export function buildSeededBillingRuns(
  now: Date,
  subscribers: readonly { phone: string; joinedAt: Date }[],
  billItems: readonly { phone: string; billMonth: string; itemName: string; amountFen: number }[],
): { phone: string; billMonth: string; chargedFen: number; ranAt: Date }[] {
  const currentMonth = formatChinaMonth(now);
  const lastMonth = formatChinaMonth(now, 1);
  const feeOf = new Map(
    billItems.filter((item) => item.billMonth === lastMonth && item.itemName === BillItem.PACKAGE_FEE).map((item) => [item.phone, item.amountFen]),
  );
  return subscribers
    .filter((subscriber) => formatChinaMonth(subscriber.joinedAt) !== currentMonth)
    .map((subscriber) => ({ phone: subscriber.phone, billMonth: lastMonth, chargedFen: feeOf.get(subscriber.phone) ?? 0, ranAt: now }));
}
