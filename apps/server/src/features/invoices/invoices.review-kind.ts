import { INVOICE_TYPE_NAMES, InvoiceStatus, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { invoiceFormPhotos, invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { readImageDataUrl } from '../../platform/image-upload.ts';
import { maskName, maskPhone } from '../../platform/masking.ts';
import { openStoredBytes } from '../../platform/sealed-data.ts';
import { reviewAttachmentUrl, type ReviewableKind, type ReviewItemSummary } from '../../platform/review-queue.ts';
import { issueInvoice } from './invoice-issuing.ts';

// Invoice requests the issuing platform refused wait for staff in the review queue: passing asks the
// platform again under a new serial (the refused request stays refused there) and mails the invoice
// when issued; failing confirms the failure with the reason the subscriber then sees on the invoice.

const KIND = 'invoice';
const LABEL = '发票申请';
const PHOTO_LABELS = { businessLicenses: '营业执照', idCardFront: '身份证正面', idCardBack: '身份证反面', photo: '其他照片' } as const;
type PhotoKind = keyof typeof PHOTO_LABELS;

type InvoiceRow = typeof invoices.$inferSelect;

/** Refused, not yet reviewed, and not superseded by a new application over its months. */
const pending = (id?: number) =>
  and(
    eq(invoices.status, InvoiceStatus.FAILED),
    isNull(invoices.reviewedAt),
    isNull(invoices.supersededAt),
    id === undefined ? undefined : eq(invoices.id, id),
  );

function parseId(id: string): number {
  return /^\d{1,15}$/.test(id) ? Number(id) : -1;
}

function toSummary(invoice: InvoiceRow): ReviewItemSummary {
  return {
    id: String(invoice.id),
    phone: maskPhone(invoice.phone),
    applicantName: invoice.titleKind === 0 ? maskName(invoice.buyerName) : invoice.buyerName,
    submittedAt: invoice.createdAt,
    summary: `${INVOICE_TYPE_NAMES[invoice.invoiceType as InvoiceTypeValue] ?? '发票'} ${(invoice.amountFen / 100).toFixed(2)} 元`,
  };
}

export function createInvoiceReviewKind(deps: AppDeps): ReviewableKind {
  return {
    kind: KIND,
    label: LABEL,
    async listPending(db, limit) {
      const rows = await db.select().from(invoices).where(pending()).orderBy(asc(invoices.createdAt)).limit(limit);
      return rows.map(toSummary);
    },
    async countPending(db) {
      const rows = await db.select({ total: count() }).from(invoices).where(pending());
      return rows[0]?.total ?? 0;
    },
    async readDetail(db, id) {
      const invoice = (
        await db
          .select()
          .from(invoices)
          .where(pending(parseId(id)))
          .limit(1)
      )[0];
      if (!invoice) {
        return null;
      }
      const photos = await db.select({ kind: invoiceFormPhotos.kind }).from(invoiceFormPhotos).where(eq(invoiceFormPhotos.invoiceId, invoice.id));
      return {
        ...toSummary(invoice),
        fields: [
          { label: '开票月份', value: invoice.months },
          { label: '纳税人识别号', value: invoice.buyerTin || '—' },
          { label: '邮箱', value: invoice.email.replace(/^(.).*(@.*)$/, '$1***$2') },
          { label: '开具失败原因', value: invoice.errMsg },
        ],
        attachments: photos.map((photo) => ({ label: PHOTO_LABELS[photo.kind], url: reviewAttachmentUrl(KIND, id, photo.kind) })),
      };
    },
    async decide(db, id, decision) {
      const rows = await db
        .update(invoices)
        .set(
          decision.isPassed
            ? { status: InvoiceStatus.INVOICING, errMsg: '', reviewedAt: decision.now, platformAttempt: sql`${invoices.platformAttempt} + 1`, requestNo: null }
            : { errMsg: decision.reason, reviewedAt: decision.now },
        )
        .where(pending(parseId(id)))
        .returning({ id: invoices.id });
      return rows.length > 0;
    },
    async afterDecided(id, decision, log) {
      if (!decision.isPassed) {
        return;
      }
      const invoice = (
        await deps.db
          .select()
          .from(invoices)
          .where(eq(invoices.id, parseId(id)))
          .limit(1)
      )[0];
      if (invoice?.status === InvoiceStatus.INVOICING) {
        await issueInvoice(deps, invoice, log);
      }
    },
    async readAttachment(db, id, name) {
      if (!(name in PHOTO_LABELS)) {
        return null;
      }
      const rows = await db
        .select({ dataUrl: invoiceFormPhotos.dataUrl })
        .from(invoiceFormPhotos)
        .where(and(eq(invoiceFormPhotos.invoiceId, parseId(id)), eq(invoiceFormPhotos.kind, name as PhotoKind)))
        .limit(1);
      const dataUrl = rows[0] ? openStoredBytes(deps.secretKey, rows[0].dataUrl, 'utf8')?.toString('utf8') : null;
      return dataUrl ? readImageDataUrl(dataUrl) : null;
    },
  };
}
