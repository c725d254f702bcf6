// Rules and texts of the dealer's fund-pool statement (资金池流水), which the dealer's manager reads
// in the agent area. Zod-free; a file of its own so the agent area's first page does not carry it.
import { monthBefore } from '../china-calendar.ts';
import { chinaDaysBetween, isChinaDate } from '../china-time.ts';

/** Ledger rows one page of the statement lists, oldest first. */
export const FUND_POOL_STATEMENT_PAGE_SIZE = 20;
/** How many months back the statement reaches (this month and the eleven before it). */
export const FUND_POOL_STATEMENT_MONTHS = 12;
/** The longest range answered at once, in China days, both ends counted. */
export const FUND_POOL_STATEMENT_MAX_DAYS = 92;

/** The kinds of a pool's ledger row: a top-up by staff (the seed's opening deposit too), an opening's fee paid from it. */
export const FUND_POOL_ENTRY_KINDS = ['top_up', 'opening'] as const;
export type FundPoolEntryKind = (typeof FUND_POOL_ENTRY_KINDS)[number];
export const FUND_POOL_ENTRY_LABELS: Record<FundPoolEntryKind, string> = { top_up: '充值', opening: '开户扣款' };

export const FundPoolStatementMessage = {
  FROM_REQUIRED: '请选择开始日期',
  TO_REQUIRED: '请选择结束日期',
  DATE_INVALID: '日期格式错误',
  REVERSED: '开始日期不能晚于结束日期',
  TOO_LONG: `查询区间不能超过${FUND_POOL_STATEMENT_MAX_DAYS}天`,
  FUTURE: '结束日期不能晚于今天',
  OUT_OF_RANGE: `只能查询近${FUND_POOL_STATEMENT_MONTHS}个月的资金池流水`,
  PAGE_INVALID: '页码格式错误',
  EMPTY: '本期无资金变动',
} as const;

/** The range's own rules: real dates, from on or before to, at most FUND_POOL_STATEMENT_MAX_DAYS. */
export function checkStatementRange(from: string, to: string): string | null {
  if (!isChinaDate(from) || !isChinaDate(to)) {
    return FundPoolStatementMessage.DATE_INVALID;
  }
  const days = chinaDaysBetween(from, to);
  if (days < 0) {
    return FundPoolStatementMessage.REVERSED;
  }
  return days + 1 > FUND_POOL_STATEMENT_MAX_DAYS ? FundPoolStatementMessage.TOO_LONG : null;
}

/** The first China day the statement reaches from today: the 1st of the month FUND_POOL_STATEMENT_MONTHS - 1 before today's. */
export function firstStatementDate(today: string): string {
  const month = monthBefore(`${today.slice(0, 4)}${today.slice(5, 7)}`, FUND_POOL_STATEMENT_MONTHS - 1);
  return `${month.slice(0, 4)}-${month.slice(4, 6)}-01`;
}

/** The clock's rules (the server's today): not after today, not before the 1st of the month eleven months back. */
export function checkStatementReach(from: string, to: string, today: string): string | null {
  if (to > today) {
    return FundPoolStatementMessage.FUTURE;
  }
  return from < firstStatementDate(today) ? FundPoolStatementMessage.OUT_OF_RANGE : null;
}

/** The range asked when none is given: this China month up to today. */
export function defaultStatementRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}
