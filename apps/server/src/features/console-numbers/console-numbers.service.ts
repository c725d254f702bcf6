import { NUMBER_RECORD_LIST_LIMIT, NOTIFICATION_KIND_TEXT, NumberRecordMessage } from '@hall/contract/console-numbers/rules';
import type { NumberRecord } from '@hall/contract/console-numbers/schemas';
import { isNotificationKind, renderNotification } from '@hall/contract/notifications/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import { maskIdNumber, maskName, maskPhone } from '../../platform/masking.ts';
import { openSealedData } from '../../platform/sealed-data.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import {
  countBoundMembers,
  findNumber,
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

/** The notification keys the decisions write (features/applications/application-decisions.ts, features/sim/sim.review-kind.ts). */
const applicationDecisionKey = (id: number) => `application:${id}:decision`;
const simReplacementDecisionKey = (id: string) => `simReplacement:${id}:decision`;

/** The refund's bank card, its last 4 only; the sealed details are opened here and go no further. */
function bankCardTailOf(secretKey: string, sealed: string | null): string | null {
  if (!sealed) {
    return null;
  }
  try {
    return tail(openSealedData<{ bankCard?: string }>(secretKey, sealed).bankCard ?? '') || null;
  } catch {
    return null;
  }
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
  const decisionKeys = [...applicationRows.map((row) => applicationDecisionKey(row.id)), ...simRows.map((row) => simReplacementDecisionKey(row.id))];
  return {
    decisionKeys,
    applications: listed.map((item) => ({ ...item, submittedAt: item.submittedAt.toISOString(), reviewedAt: iso(item.reviewedAt) })),
  };
}

/** CONSOLE_NUMBER_RECORD: the number's state, refunds, card changes, applications, orders and SMS log. */
export async function readNumberRecord(deps: AppDeps, staff: AuthenticatedStaff, input: { phone: string }): Promise<NumberRecord> {
  const number = await findNumber(deps.db, input.phone);
  if (!number) {
    throw invalid(NumberRecordMessage.UNKNOWN);
  }
  const limit = NUMBER_RECORD_LIST_LIMIT;
  const [boundMembers, refunds, cardChanges, orders, { applications, decisionKeys }] = await Promise.all([
    countBoundMembers(deps.db, input.phone),
    listRefunds(deps.db, input.phone, limit),
    listCardChanges(deps.db, input.phone, limit),
    listOrders(deps.db, input.phone, limit),
    readApplications(deps, input.phone),
  ]);
  const sms = await listNotifications(deps.db, input.phone, decisionKeys, limit);
  await insertAuditEntry(deps.db, { staffId: staff.id, action: 'number_record_view', subjectType: 'number', subjectId: input.phone });
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
    },
    refunds: refunds.map((row) => ({
      id: row.id,
      amountFen: row.amountFen,
      route: row.route,
      bankCardTail: row.route === 'bank' ? bankCardTailOf(deps.secretKey, row.sealedBank) : null,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    cardChanges: cardChanges.map((row) => ({
      id: row.id,
      oldIccidTail: tail(row.oldIccid),
      newIccidTail: tail(row.newIccid),
      changedAt: row.changedAt.toISOString(),
    })),
    applications,
    orders: orders.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    sms: sms.map(presentSms),
  };
}
