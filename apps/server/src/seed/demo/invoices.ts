import { formatChinaMonth } from '@hall/contract/china-time';
import { buildQueriesDemo } from './queries.ts';

/**
 * Billed monthly fees of the built-in back office: the totals of the closed months' bills, so an
 * invoiced month shows what its bill shows.
 */
export function buildInvoicesDemo(now: Date) {
  const currentMonth = formatChinaMonth(now);
  const totals = new Map<string, { phone: string; feeMonth: string; amountFen: number }>();
  for (const item of buildQueriesDemo(now).billItems) {
    if (item.billMonth === currentMonth) {
      continue;
    }
    const key = `${item.phone}:${item.billMonth}`;
    const total = totals.get(key) ?? { phone: item.phone, feeMonth: item.billMonth, amountFen: 0 };
    total.amountFen += item.amountFen;
    totals.set(key, total);
  }
  return { monthlyFees: [...totals.values()] };
}
