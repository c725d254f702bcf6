import { AgreementKind } from '@hall/contract/agreements/rules';
import { formatYuan } from '@hall/contract/money';
import { ApplicationKind, RefundChoice, type ApplicationKindValue } from '@hall/contract/applications/rules';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { applicationFiles, applications, identityChecks, subscribers } from '../../db/schema.ts';
import { findSignedAgreement } from '../../domain/agreements.ts';
import { maskCheckedIdNumber } from '../../platform/identity-checks.ts';
import { maskName, maskPhone } from '../../platform/masking.ts';
import { reviewAttachmentUrl, type ReviewableKind, type ReviewItemDetail, type ReviewItemSummary } from '../../platform/review-queue.ts';
import { openSealedData, openStoredBytes } from '../../platform/sealed-data.ts';
import { actOnApplicationDecision, lockTransferOrderOf } from './application-decisions.ts';

// The identity-gated applications (cancellation, transfer out and in, real-name supplement) as
// kinds of the operator's review queue. The decision is what the subscriber's audit pages show, and
// it acts on the number in the same transaction (application-decisions.ts).

const LABELS: Record<ApplicationKindValue, string> = {
  cancel: '销户申请',
  transferOut: '过户发起',
  transferIn: '过户接收',
  realName: '实名补登记',
};

const FORM_LABELS: Record<string, string> = {
  reason: '申请原因',
  sparePhone: '备用联系号码',
  orderNo: '过户单号',
  orderId: '激活订单号',
  cityName: '所在城市',
};

const FILE_LABELS = { signature: '电子签名', photo: '证件照片' } as const;
type FileKind = keyof typeof FILE_LABELS;

interface RefundDetails {
  accountName: string;
  accountBank: string;
  bankCard: string;
}

const columns = {
  id: applications.id,
  applicationNo: applications.applicationNo,
  phone: applications.phone,
  bizNo: applications.bizNo,
  form: applications.form,
  sealedData: applications.sealedData,
  createdAt: applications.createdAt,
  ownerName: identityChecks.ownerName,
  idHint: identityChecks.idHint,
  idNumberSealed: identityChecks.idNumberSealed,
};

function pendingOf(kind: ApplicationKindValue, id: number | null) {
  return and(eq(applications.kind, kind), eq(applications.status, 'pending'), id === null ? undefined : eq(applications.id, id));
}

function selectPending(db: Executor, kind: ApplicationKindValue, id: number | null) {
  return db.select(columns).from(applications).leftJoin(identityChecks, eq(identityChecks.bizNo, applications.bizNo)).where(pendingOf(kind, id));
}
type PendingRow = Awaited<ReturnType<typeof selectPending>>[number];

function parseId(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

function toSummary(kind: ApplicationKindValue, row: PendingRow): ReviewItemSummary {
  return {
    id: String(row.id),
    phone: maskPhone(row.phone),
    applicantName: maskName(row.ownerName ?? ''),
    submittedAt: row.createdAt,
    summary: `${LABELS[kind]} ${row.applicationNo}`,
  };
}

function describeForm(form: Record<string, string | number>): { label: string; value: string }[] {
  const fields = Object.entries(FORM_LABELS)
    .filter(([key]) => form[key] !== undefined && form[key] !== '')
    .map(([key, label]) => ({ label, value: key === 'sparePhone' ? maskPhone(String(form[key])) : String(form[key]) }));
  if (form.refundType !== undefined) {
    fields.push({ label: '是否退费', value: Number(form.refundType) === RefundChoice.YES ? '是' : '否' });
  }
  return fields;
}

/** Refund bank details are sealed at rest; the reviewer sees them masked. */
function describeRefund(secretKey: string, sealed: string | null): { label: string; value: string }[] {
  if (!sealed) {
    return [];
  }
  const refund = openSealedData<RefundDetails>(secretKey, sealed);
  return [
    { label: '开户人', value: maskName(refund.accountName) },
    { label: '开户行', value: refund.accountBank },
    { label: '银行卡号', value: `**** **** ${refund.bankCard.slice(-4)}` },
  ];
}

/**
 * A cancellation's balance as it is now: what a refund would pay, or what the number owes (a pass
 * is refused until it is paid: application-decisions.ts).
 */
async function describeBalance(db: Executor, kind: ApplicationKindValue, phone: string): Promise<{ label: string; value: string }[]> {
  if (kind !== ApplicationKind.CANCEL) {
    return [];
  }
  const [number] = await db.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, phone));
  if (!number) {
    return [];
  }
  const value = number.balanceFen < 0 ? `欠费${formatYuan(-number.balanceFen)}元（缴清前不能通过）` : `${formatYuan(number.balanceFen)}元`;
  return [{ label: '账户余额', value }];
}

/** The agreement version a transfer receiver signed: what the reviewer holds the receiver to. */
async function describeSignedAgreement(db: Executor, kind: ApplicationKindValue, bizNo: string): Promise<{ label: string; value: string }[]> {
  if (kind !== ApplicationKind.TRANSFER_IN) {
    return [];
  }
  const signed = await findSignedAgreement(db, AgreementKind.TRANSFER, bizNo);
  return [{ label: '入网协议', value: signed ? `第${signed.version}版` : '未签署' }];
}

export function createApplicationReviewKind(kind: ApplicationKindValue, secretKey: string): ReviewableKind {
  const listFiles = (db: Executor, bizNo: string) =>
    db.select({ kind: applicationFiles.kind }).from(applicationFiles).where(eq(applicationFiles.bizNo, bizNo)).orderBy(asc(applicationFiles.kind));

  return {
    kind,
    label: LABELS[kind],
    async listPending(db, limit) {
      const rows = await selectPending(db, kind, null).orderBy(asc(applications.createdAt)).limit(limit);
      return rows.map((row) => toSummary(kind, row));
    },
    async countPending(db) {
      const rows = await db.select({ total: count() }).from(applications).where(pendingOf(kind, null));
      return rows[0]?.total ?? 0;
    },
    async readDetail(db, id): Promise<ReviewItemDetail | null> {
      const row = (await selectPending(db, kind, parseId(id)).limit(1))[0];
      if (!row) {
        return null;
      }
      const files = await listFiles(db, row.bizNo);
      return {
        ...toSummary(kind, row),
        fields: [
          { label: '申请单号', value: row.applicationNo },
          { label: '证件号码', value: maskCheckedIdNumber(secretKey, row) },
          ...describeForm(row.form),
          ...describeRefund(secretKey, row.sealedData),
          ...(await describeBalance(db, kind, row.phone)),
          ...(await describeSignedAgreement(db, kind, row.bizNo)),
        ],
        attachments: files.map((file) => ({ label: FILE_LABELS[file.kind], url: reviewAttachmentUrl(kind, id, file.kind) })),
      };
    },
    async decide(db, id, decision) {
      const applicationId = parseId(id) ?? -1;
      if (kind === ApplicationKind.TRANSFER_OUT || kind === ApplicationKind.TRANSFER_IN) {
        await lockTransferOrderOf(db, applicationId);
      }
      const [row] = await db
        .update(applications)
        .set({ status: decision.isPassed ? 'passed' : 'failed', reviewReason: decision.isPassed ? null : decision.reason, reviewedAt: decision.now })
        .where(pendingOf(kind, applicationId))
        .returning();
      if (!row) {
        return false;
      }
      await actOnApplicationDecision(db, row, decision, secretKey);
      return true;
    },
    async readAttachment(db, id, name) {
      if (!(name in FILE_LABELS)) {
        return null;
      }
      const rows = await db
        .select({ mimeType: applicationFiles.mimeType, contentBase64: applicationFiles.contentBase64 })
        .from(applications)
        .innerJoin(applicationFiles, eq(applicationFiles.bizNo, applications.bizNo))
        .where(and(eq(applications.id, parseId(id) ?? -1), eq(applications.kind, kind), eq(applicationFiles.kind, name as FileKind)))
        .limit(1);
      const file = rows[0];
      const bytes = file ? openStoredBytes(secretKey, file.contentBase64, 'base64') : null;
      return file && bytes ? { mimeType: file.mimeType, bytes } : null;
    },
  };
}
