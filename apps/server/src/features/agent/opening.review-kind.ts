import { AgreementKind } from '@hall/contract/agreements/rules';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { confirmOpenedNumber, suspendRefusedOpening } from '../../boss/number-lifecycle.ts';
import type { Executor } from '../../db/connection.ts';
import { agentUploads, dealers, openCardRecords } from '../../db/schema.ts';
import { findSignedAgreement } from '../../domain/agreements.ts';
import { earnOpeningCommission } from '../../boss/commission-ledger.ts';
import { maskPhone } from '../../platform/masking.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import { openStoredBytes } from '../../platform/sealed-data.ts';
import { reviewAttachmentUrl, type ReviewableKind, type ReviewItemSummary } from '../../platform/review-queue.ts';

// Card openings in the operator's review queue: the number is opened at once, and staff audit the
// real-name data, the signature and the photo afterwards. A pass confirms the number as real-name;
// a refusal suspends it until the customer registers again at a store. Either is sent by SMS,
// unless the number was cancelled meanwhile.

const KIND = 'cardOpening';
const LABEL = '开卡稽核';
const FILE_LABELS = { signature: '客户签名', together: '人证合照', idCard: '身份证人像面' } as const;
type FileKind = keyof typeof FILE_LABELS;

const pending = (uimId?: string) => and(eq(openCardRecords.reviewStatus, 'pending'), uimId === undefined ? undefined : eq(openCardRecords.uimId, uimId));

function selectPending(db: Executor, uimId?: string) {
  return db
    .select({ record: openCardRecords, dealerName: dealers.name })
    .from(openCardRecords)
    .leftJoin(dealers, eq(dealers.id, openCardRecords.dealerId))
    .where(pending(uimId));
}
type PendingRow = Awaited<ReturnType<typeof selectPending>>[number];

function toSummary({ record, dealerName }: PendingRow): ReviewItemSummary {
  return {
    id: record.uimId,
    phone: maskPhone(record.serviceId),
    applicantName: record.customerName ?? '',
    submittedAt: record.updatedAt,
    summary: `${dealerName ?? record.dealerId} ${record.workNo} 开卡 ${record.prodOfferName}`,
  };
}

function formatFen(fen: number): string {
  return `${(fen / 100).toFixed(2)} 元`;
}

export function createOpeningReviewKind(secretKey: string): ReviewableKind {
  return {
    kind: KIND,
    label: LABEL,
    async listPending(db, limit) {
      const rows = await selectPending(db).orderBy(asc(openCardRecords.updatedAt)).limit(limit);
      return rows.map(toSummary);
    },
    async countPending(db) {
      const rows = await db.select({ total: count() }).from(openCardRecords).where(pending());
      return rows[0]?.total ?? 0;
    },
    async readDetail(db, id) {
      const row = (await selectPending(db, id).limit(1))[0];
      if (!row) {
        return null;
      }
      const { record } = row;
      const agreement = await findSignedAgreement(db, AgreementKind.OPENING, record.uimId);
      const uploads = await db.select({ kind: agentUploads.kind }).from(agentUploads).where(eq(agentUploads.uimId, record.uimId));
      return {
        ...toSummary(row),
        fields: [
          { label: '开卡单号', value: record.recordNumber },
          { label: '渠道', value: `${row.dealerName ?? ''}（${record.dealerId}）` },
          { label: '工号', value: record.workNo },
          { label: '证件号码', value: record.idNumberMasked ?? '' },
          { label: '套餐', value: record.prodOfferName },
          { label: '预存话费', value: formatFen(record.sumFeeFen) },
          { label: '入网协议', value: agreement ? `第${agreement.version}版` : '未签署' },
        ],
        attachments: [...new Set(uploads.map((upload) => upload.kind))]
          .sort()
          .map((kind) => ({ label: FILE_LABELS[kind], url: reviewAttachmentUrl(KIND, id, kind) })),
      };
    },
    async decide(db, id, decision) {
      const rows = await db
        .update(openCardRecords)
        .set({ reviewStatus: decision.isPassed ? 'passed' : 'failed', reviewReason: decision.isPassed ? null : decision.reason, reviewedAt: decision.now })
        .where(pending(id))
        .returning({ uimId: openCardRecords.uimId, phone: openCardRecords.serviceId });
      const decided = rows[0];
      if (!decided) {
        return false;
      }
      const dedupeKey = NotificationKey.openingDecision(decided.uimId);
      // A number cancelled before its audit is no longer the customer's: the decision is recorded, but no SMS goes to it.
      if (decision.isPassed) {
        if (await confirmOpenedNumber(db, decided.phone)) {
          // A number cancelled before its audit earns its dealer nothing.
          await earnOpeningCommission(db, decided.uimId, decision.now);
          await queueNotification(db, { kind: 'openingPassed', phone: decided.phone, params: {}, dedupeKey, now: decision.now });
        }
      } else if (await suspendRefusedOpening(db, decided.phone, decision.now)) {
        await queueNotification(db, { kind: 'openingRefused', phone: decided.phone, params: { reason: decision.reason }, dedupeKey, now: decision.now });
      }
      return true;
    },
    async readAttachment(db, id, name) {
      if (!(name in FILE_LABELS)) {
        return null;
      }
      const rows = await db
        .select({ mime: agentUploads.mime, contentBase64: agentUploads.contentBase64 })
        .from(agentUploads)
        .where(and(eq(agentUploads.uimId, id), eq(agentUploads.kind, name as FileKind)))
        .orderBy(desc(agentUploads.createdAt))
        .limit(1);
      const upload = rows[0];
      const bytes = upload ? openStoredBytes(secretKey, upload.contentBase64, 'base64') : null;
      return upload && bytes ? { mimeType: upload.mime, bytes } : null;
    },
  };
}
