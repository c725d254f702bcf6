import { monthBefore } from '@hall/contract/china-calendar';
import { formatChinaMonth } from '@hall/contract/china-time';
import { describeNoBill, QueryMessage } from '@hall/contract/queries/rules';
import type { BillExplanation } from '@hall/contract/queries/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { explainBill } from './bill-explanation.ts';

/** QUERY_BILL_EXPLANATION: a month's bill explained against the month before (this month when no date), with this month's forecast. */
export async function readBillExplanation(deps: AppDeps, member: BoundMember, date: string | undefined): Promise<BillExplanation> {
  const currentMonth = formatChinaMonth(deps.now());
  const month = date ?? currentMonth;
  if (month > currentMonth) {
    throw invalid(QueryMessage.BILL_NOT_YET);
  }
  const isCurrent = month === currentMonth;
  const [current, previous, forecast] = await Promise.all([
    deps.boss.getBillFacts(member.boundPhone, month),
    deps.boss.getBillFacts(member.boundPhone, monthBefore(month, 1)),
    isCurrent ? deps.boss.forecastMonth(member.boundPhone) : null,
  ]);
  if (!current) {
    throw invalid(QueryMessage.NUMBER_PROFILE_MISSING);
  }
  if (current.items.length === 0 && !isCurrent) {
    throw invalid(describeNoBill(Number(month.slice(4))));
  }
  return explainBill({ current, previous, isCurrent, forecast });
}
