import { formatMonthTitle } from '@hall/contract/china-calendar';
import { consoleInvoiceState } from '@hall/contract/console-invoices/rules';
import { FEEDBACK_PREVIEW_LENGTH, NOTICE_KIND_TEXT, type NoticeChannel, type RechargeState } from '@hall/contract/console-numbers/activity-rules';
import type { NumberActivity, NumberNotice } from '@hall/contract/console-numbers/activity-schemas';
import { NUMBER_RECORD_LIST_LIMIT, NumberRecordMessage } from '@hall/contract/console-numbers/rules';
import { InvoiceTitleKind } from '@hall/contract/invoices/rules';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import { describeCondition } from '@hall/contract/usage-alerts/rules';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskEmail, maskName, maskPhone, maskPhonesInText } from '../../platform/masking.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { findNumber } from './console-numbers.repository.ts';
import {
  listBoardPosts,
  listComplaints,
  listInvoiceMails,
  listInvoices,
  listPoints,
  listRecharges,
  listUsageAlertEvents,
  listUsageDetailMails,
} from './number-activity.repository.ts';

// The number record's activity (号码档案 › 充值记录, 积分明细, 发票, 留言与投诉, 通知记录): what the
// owner paid, earned, invoiced and wrote, and the notices sent outside the SMS outbox. Names, e-mail
// addresses and numbers in texts masked; reading it is audit-logged (number_activity_view), as the
// record's own reading is, since invoices and posts reveal whose the number is.

const iso = (date: Date | null) => date?.toISOString() ?? null;
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

function rechargeStateOf(status: number): RechargeState {
  switch (status) {
    case RechargeStatus.UNPAID:
      return 'unpaid';
    case RechargeStatus.REFUNDING:
      return 'refunding';
    case RechargeStatus.REFUNDED:
      return 'refunded';
    default:
      return 'paid';
  }
}

/** The start of a text, mobile numbers in it masked. */
function previewOf(content: string): string {
  const masked = maskPhonesInText(content.trim());
  return masked.length > FEEDBACK_PREVIEW_LENGTH ? `${masked.slice(0, FEEDBACK_PREVIEW_LENGTH)}…` : masked;
}

interface Delivery {
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  failedAt: Date | null;
}

function deliveryOf(row: Delivery, channel: NoticeChannel | 'none' | null): Pick<NumberNotice, 'channel' | 'status' | 'attempts' | 'createdAt' | 'finishedAt'> {
  let status: NumberNotice['status'] = 'waiting';
  if (row.sentAt) {
    status = channel === 'none' ? 'skipped' : 'sent';
  } else if (row.failedAt) {
    status = 'failed';
  }
  return {
    channel: channel === 'none' ? null : channel,
    status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.sentAt ?? row.failedAt),
  };
}

async function readNotices(deps: AppDeps, phone: string, limit: number): Promise<NumberNotice[]> {
  const [alerts, invoiceMails, detailMails] = await Promise.all([
    listUsageAlertEvents(deps.db, phone, limit),
    listInvoiceMails(deps.db, phone, limit),
    listUsageDetailMails(deps.db, phone, limit),
  ]);
  const notices: NumberNotice[] = [
    ...alerts.map((row) => ({
      kind: 'usageAlert' as const,
      id: row.id,
      text: `${NOTICE_KIND_TEXT.usageAlert}：${describeCondition(row.kind, row.threshold)}`,
      recipient: maskPhone(phone),
      ...deliveryOf(row, row.channel),
    })),
    ...invoiceMails.map((row) => ({
      kind: row.role === 'red' ? ('redInvoiceMail' as const) : ('invoiceMail' as const),
      id: row.id,
      text: `发票号码 ${(row.role === 'red' ? row.redInvoiceNumber : row.invoiceNumber) ?? '—'}`,
      recipient: maskEmail(row.email),
      ...deliveryOf(row, 'email'),
    })),
    ...detailMails.map((row) => ({
      kind: 'usageDetailMail' as const,
      id: row.id,
      text: `${formatMonthTitle(row.billMonth)}详单`,
      recipient: maskEmail(row.email),
      ...deliveryOf(row, 'email'),
    })),
  ];
  return notices.sort(newestFirst).slice(0, limit);
}

async function readFeedback(deps: AppDeps, phone: string, limit: number): Promise<NumberActivity['feedback']> {
  const [posts, complaints] = await Promise.all([listBoardPosts(deps.db, phone, limit), listComplaints(deps.db, phone, limit)]);
  const feedback: NumberActivity['feedback'] = [
    ...posts.map((row) => ({
      source: 'board' as const,
      id: row.id,
      preview: previewOf(row.content),
      createdAt: row.createdAt.toISOString(),
      isHidden: row.hiddenAt !== null,
      answeredAt: iso(row.answeredAt),
    })),
    ...complaints.map((row) => ({
      source: 'complaint' as const,
      id: row.id,
      preview: previewOf(row.content),
      createdAt: row.createdAt.toISOString(),
      isHidden: false,
      answeredAt: iso(row.answeredAt),
    })),
  ];
  return feedback.sort(newestFirst).slice(0, limit);
}

/** CONSOLE_NUMBER_ACTIVITY: the number's top-ups, points, invoices, posts and complaints, and notices by WeChat and e-mail. */
export async function readNumberActivity(deps: AppDeps, staff: AuthenticatedStaff, input: { phone: string }): Promise<NumberActivity> {
  if (!(await findNumber(deps.db, input.phone))) {
    throw invalid(NumberRecordMessage.UNKNOWN);
  }
  const limit = NUMBER_RECORD_LIST_LIMIT;
  const [recharges, points, invoices, feedback, notices] = await Promise.all([
    listRecharges(deps.db, input.phone, limit),
    listPoints(deps.db, input.phone, limit),
    listInvoices(deps.db, input.phone, limit),
    readFeedback(deps, input.phone, limit),
    readNotices(deps, input.phone, limit),
  ]);
  await insertAuditEntry(deps.db, { createdAt: deps.now(), staffId: staff.id, action: 'number_activity_view', subjectType: 'number', subjectId: input.phone });
  return {
    recharges: recharges.map((row) => ({
      outTradeNo: row.outTradeNo,
      kind: row.kind,
      productName: row.productName,
      amountFen: row.amountFen,
      state: rechargeStateOf(row.status),
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
      refundedAt: iso(row.refundedAt),
    })),
    points: points.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    invoices: invoices.map((row) => ({
      id: row.id,
      months: row.months,
      amountFen: row.amountFen,
      state: consoleInvoiceState(row),
      invoiceNumber: row.invoiceNumber,
      buyerName: row.titleKind === InvoiceTitleKind.PERSONAL ? maskName(row.buyerName) : row.buyerName,
      email: maskEmail(row.email),
      createdAt: row.createdAt.toISOString(),
      issuedAt: iso(row.issuedAt),
      reversedAt: iso(row.reversedAt),
    })),
    feedback,
    notices,
  };
}
