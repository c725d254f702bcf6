import { isReachable } from '@hall/contract/number-state';
import { INVOICE_ACCESS_TTL_SECONDS, INVOICE_MESSAGES, InvoiceStatus } from '@hall/contract/invoices/rules';
import { formatChinaMonth } from '@hall/contract/china-time';
import type { SubscriberProfile } from '../../boss/boss.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { hasAccessGrant, insertMissingMonths, listMonthsOfNumber, saveAccessGrant, type MonthWithInvoice } from './invoices.repository.ts';

// What the invoice flows share: who may invoice a number, the member's time-limited access to it,
// and the months of its bills with their invoices.

/** The last `count` months apart from the current one, newest first. */
export function listRecentFeeMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => formatChinaMonth(now, index + 1));
}

export function statusOf(month: MonthWithInvoice): number {
  return month.invoiceStatus ?? InvoiceStatus.NOT_INVOICED;
}

/** Not invoiced yet, or failed: the month may be invoiced (again). */
export function isMonthFree(month: MonthWithInvoice): boolean {
  const status = statusOf(month);
  return status === InvoiceStatus.NOT_INVOICED || status === InvoiceStatus.FAILED;
}

export async function findInvoicingSubscriber(deps: AppDeps, phone: string): Promise<SubscriberProfile> {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(INVOICE_MESSAGES.NOT_OUR_NUMBER);
  }
  if (!subscriber.isRealName) {
    throw invalid(INVOICE_MESSAGES.REAL_NAME_ONLY);
  }
  return subscriber;
}

export async function grantAccess(deps: AppDeps, memberId: number, phone: string): Promise<void> {
  const now = deps.now();
  await saveAccessGrant(deps.db, { memberId, phone, grantedAt: now, expiresAt: new Date(now.getTime() + INVOICE_ACCESS_TTL_SECONDS * 1000) });
}

/** A number is open to a member only after its SMS code or face check, for a while. */
export async function requireAccess(deps: AppDeps, member: AuthenticatedMember, phone: string): Promise<void> {
  if (!(await hasAccessGrant(deps.db, member.id, phone, deps.now()))) {
    throw invalid(INVOICE_MESSAGES.ACCESS_EXPIRED);
  }
}

/** The months of a number in the window, recorded from the back office's bills first. */
export async function loadMonths(deps: AppDeps, phone: string, count: number): Promise<MonthWithInvoice[]> {
  const months = listRecentFeeMonths(deps.now(), count);
  await insertMissingMonths(deps.db, phone, await deps.boss.listMonthlyFees(phone, months));
  return listMonthsOfNumber(deps.db, phone, months);
}

export function parseId(value: string): number {
  return Number(value);
}
