import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { identityChecks, simReplacementApplications } from '../../db/schema.ts';
import { maskCheckedIdNumber } from '../../platform/identity-checks.ts';
import { maskName, maskPhone } from '../../platform/masking.ts';
import { replaceSimCard } from '../../boss/number-lifecycle.ts';
import { moveServiceOrder } from '../../boss/service-orders.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import type { ReviewableKind, ReviewDecision, ReviewItemSummary, ReviewPassField } from '../../platform/review-queue.ts';
import { findLatestSimReplacement } from './sim.repository.ts';

// SIM replacement applications in the operator's review queue; /changeCardauditFail shows the
// reason of a failed one.

type SimReplacementRow = typeof simReplacementApplications.$inferSelect;

const LABEL = '补换卡申请';

/** The new card's ICCID: 89, then 17 or 18 digits, the last character a digit or a check letter. */
const NEW_ICCID_FIELD: ReviewPassField = {
  name: 'iccid',
  label: '新卡ICCID',
  pattern: '89\\d{16,17}[0-9A-F]',
  message: '请输入正确的新卡ICCID（89开头的19或20位卡号）',
};

/**
 * Passed: the new card goes on the number and the old one is invalid; the order moves and the
 * receiver is told, in the decision's transaction. Refused: the order shows the reason.
 */
async function actOnSimDecision(db: Executor, application: SimReplacementRow, decision: ReviewDecision): Promise<void> {
  const dedupeKey = NotificationKey.simReplacementDecision(application.id);
  const common = { kind: 'simReplacement' as const, reference: application.id, now: decision.now };
  if (!decision.isPassed) {
    await moveServiceOrder(db, { ...common, checkStatus: '审核未通过', addDetails: [{ title: '未通过原因', content: decision.reason }] });
    await queueNotification(db, {
      kind: 'simReplacementRefused',
      phone: application.receiverPhone,
      params: { reason: decision.reason },
      dedupeKey,
      now: decision.now,
    });
    return;
  }
  const newIccid = application.newIccid ?? '';
  await replaceSimCard(db, { phone: application.phone, applicationId: application.id, newIccid, now: decision.now });
  const iccidTail = newIccid.slice(-4);
  await moveServiceOrder(db, {
    ...common,
    checkStatus: '审核通过',
    addDetails: [{ title: '新卡卡号', content: `****${iccidTail}` }],
    tips: '收到新卡后插入手机即可使用，原卡已失效。',
  });
  await queueNotification(db, { kind: 'simReplacementPassed', phone: application.receiverPhone, params: { iccidTail }, dedupeKey, now: decision.now });
}

const pending = (id?: string) => and(eq(simReplacementApplications.status, 'pending'), id === undefined ? undefined : eq(simReplacementApplications.id, id));

function selectPending(db: Executor, id?: string) {
  return db
    .select({
      application: simReplacementApplications,
      ownerName: identityChecks.ownerName,
      idHint: identityChecks.idHint,
      idNumberSealed: identityChecks.idNumberSealed,
    })
    .from(simReplacementApplications)
    .leftJoin(identityChecks, eq(identityChecks.bizNo, simReplacementApplications.bizNo))
    .where(pending(id));
}
type PendingRow = Awaited<ReturnType<typeof selectPending>>[number];

function toSummary({ application, ownerName }: PendingRow): ReviewItemSummary {
  return {
    id: application.id,
    phone: maskPhone(application.phone),
    applicantName: maskName(ownerName ?? ''),
    submittedAt: application.createdAt,
    summary: `${LABEL} ${application.id}`,
  };
}

export function createSimReplacementReviewKind(secretKey: string): ReviewableKind {
  return {
    kind: 'simReplacement',
    label: LABEL,
    async listPending(db, limit) {
      const rows = await selectPending(db).orderBy(asc(simReplacementApplications.createdAt)).limit(limit);
      return rows.map(toSummary);
    },
    async countPending(db) {
      const rows = await db.select({ total: count() }).from(simReplacementApplications).where(pending());
      return rows[0]?.total ?? 0;
    },
    async readDetail(db, id) {
      const row = (await selectPending(db, id).limit(1))[0];
      if (!row) {
        return null;
      }
      const { application } = row;
      return {
        ...toSummary(row),
        fields: [
          { label: '申请单号', value: application.id },
          { label: '证件号码', value: maskCheckedIdNumber(secretKey, row) },
          { label: '补卡原因', value: application.reason },
          { label: '收货人', value: maskName(application.receiverName) },
          { label: '收货电话', value: maskPhone(application.receiverPhone) },
          { label: '收货地址', value: application.receiverAddress },
        ],
        attachments: [],
      };
    },
    passFields: [NEW_ICCID_FIELD],
    async decide(db, id, decision) {
      const newIccid = decision.isPassed ? (decision.fields.iccid ?? '') : null;
      const [application] = await db
        .update(simReplacementApplications)
        .set({ status: decision.isPassed ? 'passed' : 'failed', failReason: decision.isPassed ? null : decision.reason, decidedAt: decision.now, newIccid })
        .where(pending(id))
        .returning();
      if (!application) {
        return false;
      }
      await actOnSimDecision(db, application, decision);
      return true;
    },
    readAttachment: async () => null,
    // APPLICATION_STATUS for SIM replacement: the applications area reads it through the queue.
    async readLatestOfMember(db, memberId) {
      const row = await findLatestSimReplacement(db, memberId);
      if (!row) {
        return null;
      }
      return {
        applicationNo: row.id,
        kind: 'simReplacement',
        status: row.status,
        reason: row.failReason,
        phone: maskPhone(row.phone),
        submittedAt: row.createdAt.toISOString(),
        reviewedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
      };
    },
  };
}
