import { NUMBER_RECORD_LIST_LIMIT, NOTIFICATION_KIND_TEXT, NumberRecordMessage, RefundPaidMessage } from '@hall/contract/console-numbers/rules';
import type { NumberLossReport, NumberRecord } from '@hall/contract/console-numbers/schemas';
import { isNotificationKind, renderNotification } from '@hall/contract/notifications/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { NotificationKey } from '../../platform/notifications.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { maskIdNumber, maskName, maskPhone } from '../../platform/masking.ts';
import { readRefundCardTail, recordRefundPayment } from '../../domain/refund-payments.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { findLossReport, liftLossReport, listLossReports, type LossReport } from '../../boss/loss-reports.ts';
import { lockActiveNumber } from '../../boss/number-lifecycle.ts';
import { LossReportMessage } from '@hall/contract/loss-report/rules';
import {
  countBoundMembers,
  findNumber,
  listFormerOwners,
  listApplications,
  listCardChanges,
  listNotifications,
  listOrders,
  listRefunds,
  listSimReplacements,
} from './console-numbers.repository.ts';

// The number record (号码档案): what the back office holds for one number, masked as the review
// queue masks it, so staff can see that a decision acted. Reading it is audit-logged: it reveals
// whose the number is.

type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

const tail = (value: string) => value.slice(-4);
const iso = (date: Date | null) => date?.toISOString() ?? null;

type RefundRow = Awaited<ReturnType<typeof listRefunds>>[number];

function presentRefund(secretKey: string, row: RefundRow): NumberRecord['refunds'][number] {
  return {
    id: row.id,
    amountFen: row.amountFen,
    route: row.route,
    bankCardTail: row.route === 'bank' ? readRefundCardTail(secretKey, row.sealedBank) : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    paidReference: row.paidReference,
  };
}

function presentSms(row: NotificationRow): NumberRecord['sms'][number] {
  const kind = isNotificationKind(row.kind) ? row.kind : null;
  let status: NumberRecord['sms'][number]['status'] = 'waiting';
  if (row.sentAt) {
    status = 'sent';
  } else if (row.failedAt) {
    status = 'failed';
  }
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: kind ? NOTIFICATION_KIND_TEXT[kind] : row.kind,
    text: kind ? renderNotification(kind, row.params) : '',
    phone: maskPhone(row.phone),
    status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.sentAt ?? row.failedAt),
    sentBy: row.sentBy,
  };
}

async function readApplications(deps: AppDeps, phone: string) {
  const labelOf = (kind: string) => deps.reviewQueue.find(kind)?.label ?? kind;
  const [applicationRows, simRows] = await Promise.all([
    listApplications(deps.db, phone, NUMBER_RECORD_LIST_LIMIT),
    listSimReplacements(deps.db, phone, NUMBER_RECORD_LIST_LIMIT),
  ]);
  const listed = [
    ...applicationRows.map((row) => ({
      applicationNo: row.applicationNo,
      kind: row.kind,
      kindLabel: labelOf(row.kind),
      status: row.status,
      reason: row.reason,
      submittedAt: row.createdAt,
      reviewedAt: row.reviewedAt,
    })),
    ...simRows.map((row) => ({
      applicationNo: row.id,
      kind: 'simReplacement',
      kindLabel: labelOf('simReplacement'),
      status: row.status,
      reason: row.reason,
      submittedAt: row.createdAt,
      reviewedAt: row.decidedAt,
    })),
  ]
    .sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime())
    .slice(0, NUMBER_RECORD_LIST_LIMIT);
  const decisionKeys = [
    ...applicationRows.map((row) => NotificationKey.applicationDecision(row.id)),
    ...simRows.map((row) => NotificationKey.simReplacementDecision(row.id)),
  ];
  return {
    decisionKeys,
    applications: listed.map((item) => ({ ...item, submittedAt: item.submittedAt.toISOString(), reviewedAt: iso(item.reviewedAt) })),
  };
}

function presentLossReport(report: LossReport): NumberLossReport {
  return {
    id: report.id,
    reportedAt: report.reportedAt.toISOString(),
    liftedAt: iso(report.liftedAt),
    liftedBy: report.liftedBy,
    liftReason: report.liftReason,
  };
}

/** CONSOLE_NUMBER_RECORD: the number's state, refunds, card changes, loss reports, applications, orders and SMS log. */
export async function readNumberRecord(deps: AppDeps, staff: AuthenticatedStaff, input: { phone: string }): Promise<NumberRecord> {
  const [number, formerOwners] = await Promise.all([findNumber(deps.db, input.phone), listFormerOwners(deps.db, input.phone)]);
  if (!number) {
    throw invalid(formerOwners.length > 0 ? NumberRecordMessage.RELEASED : NumberRecordMessage.UNKNOWN);
  }
  const limit = NUMBER_RECORD_LIST_LIMIT;
  const [boundMembers, refunds, cardChanges, lossReports, orders, { applications, decisionKeys }] = await Promise.all([
    countBoundMembers(deps.db, input.phone),
    listRefunds(deps.db, input.phone, limit),
    listCardChanges(deps.db, input.phone, limit),
    listLossReports(deps.db, input.phone, limit),
    listOrders(deps.db, input.phone, limit),
    readApplications(deps, input.phone),
  ]);
  const refundKeys = refunds.map((row) => NotificationKey.refundPaid(row.id));
  const sms = await listNotifications(deps.db, input.phone, [...decisionKeys, ...refundKeys], limit);
  await insertAuditEntry(deps.db, { createdAt: deps.now(), staffId: staff.id, action: 'number_record_view', subjectType: 'number', subjectId: input.phone });
  return {
    number: {
      phone: maskPhone(number.phone),
      status: number.status,
      cancelledAt: iso(number.cancelledAt),
      ownerName: maskName(number.ownerName),
      idNumber: maskIdNumber(number.idNumber),
      isRealName: number.isRealName,
      iccid: `****${tail(number.iccid)}`,
      boundMembers,
      balanceFen: number.balanceFen,
      points: number.points ?? 0,
      stateSince: number.stateSince.toISOString(),
      // As readCreditLimit reads it: the number's own, else its package's.
      creditLimitFen: number.ownCreditLimitFen ?? number.packageCreditLimitFen ?? 0,
      isOwnCreditLimit: number.ownCreditLimitFen !== null,
    },
    refunds: refunds.map((row) => presentRefund(deps.secretKey, row)),
    cardChanges: cardChanges.map((row) => ({
      id: row.id,
      oldIccidTail: tail(row.oldIccid),
      newIccidTail: tail(row.newIccid),
      changedAt: row.changedAt.toISOString(),
    })),
    lossReports: lossReports.map(presentLossReport),
    applications,
    orders: orders.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    sms: sms.map(presentSms),
    formerOwners: formerOwners.map((owner) => ({
      tenure: owner.tenure,
      ownerName: maskName(owner.ownerName),
      joinedAt: owner.joinedAt.toISOString(),
      cancelledAt: owner.cancelledAt.toISOString(),
      releasedAt: owner.releasedAt.toISOString(),
    })),
  };
}

/**
 * CONSOLE_REFUND_PAID: finance paid a cancellation's refund to the bank card; recorded once with the
 * transfer's reference, audit-logged, and the former owner told by SMS on the spare number.
 */
export async function recordRefundPaid(deps: AppDeps, staff: AuthenticatedStaff, input: { refundId: number; reference: string }) {
  const refund = await deps.db.transaction(async (tx) => {
    const paid = await recordRefundPayment(tx, { ...input, staffId: staff.id, now: deps.now(), secretKey: deps.secretKey });
    if (!paid) {
      throw invalid(RefundPaidMessage.NOT_PENDING);
    }
    return paid;
  });
  deps.metrics.refundsPaid.inc({ kind: 'bank' });
  return presentRefund(deps.secretKey, refund);
}

/**
 * CONSOLE_LIFT_LOSS_REPORT: staff at a store lift a number's loss report once they have checked the
 * owner's ID card in person (the owner who forgot the service password); audit-logged with the reason.
 */
export async function liftLossReportAtStore(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: { lossReportId: number; reason: string },
): Promise<NumberLossReport> {
  const now = deps.now();
  const lifted = await deps.db.transaction(async (tx) => {
    const report = await findLossReport(tx, input.lossReportId);
    if (!report || report.liftedAt) {
      throw invalid(LossReportMessage.NOT_REPORTED);
    }
    await lockActiveNumber(tx, report.phone);
    const done = await liftLossReport(tx, { phone: report.phone, reportId: report.id, by: 'staff', reason: input.reason, staff: staff.username, now });
    if (!done) {
      throw invalid(LossReportMessage.NOT_REPORTED);
    }
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId: staff.id,
      action: 'loss_report_lift',
      subjectType: 'number',
      subjectId: report.phone,
      detail: { lossReportId: report.id, reason: input.reason },
    });
    return done;
  });
  return presentLossReport(lifted);
}
