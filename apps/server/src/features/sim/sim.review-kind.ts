import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { identityChecks, simReplacementApplications } from '../../db/schema.ts';
import { maskIdNumber, maskName, maskPhone } from '../../platform/masking.ts';
import type { ReviewableKind, ReviewItemSummary } from '../../platform/review-queue.ts';
import { findLatestSimReplacement } from './sim.repository.ts';

// SIM replacement applications in the operator's review queue; /changeCardauditFail shows the
// reason of a failed one.

const LABEL = '补换卡申请';

const pending = (id?: string) => and(eq(simReplacementApplications.status, 'pending'), id === undefined ? undefined : eq(simReplacementApplications.id, id));

function selectPending(db: Executor, id?: string) {
  return db
    .select({ application: simReplacementApplications, ownerName: identityChecks.ownerName, idHint: identityChecks.idHint })
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

export function createSimReplacementReviewKind(): ReviewableKind {
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
          { label: '证件号码', value: maskIdNumber(row.idHint ?? '') },
          { label: '补卡原因', value: application.reason },
          { label: '收货人', value: maskName(application.receiverName) },
          { label: '收货电话', value: maskPhone(application.receiverPhone) },
          { label: '收货地址', value: application.receiverAddress },
        ],
        attachments: [],
      };
    },
    async decide(db, id, decision) {
      const rows = await db
        .update(simReplacementApplications)
        .set({ status: decision.isPassed ? 'passed' : 'failed', failReason: decision.isPassed ? null : decision.reason, decidedAt: decision.now })
        .where(pending(id))
        .returning({ id: simReplacementApplications.id });
      return rows.length > 0;
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
