import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  applicationFiles,
  applications,
  identityChecks,
  invoiceFormPhotos,
  invoices,
  members,
  personalDataConsents,
  simReplacementApplications,
} from '../../db/schema.ts';

// SQL of the personal-information centre: the member's own rows, by member id only. What the
// rows hold beyond their kind and date (photos, signatures, bank details) is never selected.

export async function findMember(db: Executor, memberId: number) {
  const [row] = await db
    .select({
      nickname: members.nickname,
      avatarUrl: members.avatarUrl,
      careMode: members.careMode,
      createdAt: members.createdAt,
      boundPhone: members.boundPhone,
      nicknameCorrectedAt: members.nicknameCorrectedAt,
      contactEmail: members.contactEmail,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

export function listConsents(db: Executor, memberId: number) {
  return db
    .select({ purpose: personalDataConsents.purpose, noticeVersion: personalDataConsents.noticeVersion, createdAt: personalDataConsents.createdAt })
    .from(personalDataConsents)
    .where(eq(personalDataConsents.memberId, memberId))
    .orderBy(desc(personalDataConsents.createdAt), desc(personalDataConsents.id));
}

export function listIdentityChecks(db: Executor, memberId: number) {
  return db
    .select({ authType: identityChecks.authType, status: identityChecks.status, createdAt: identityChecks.createdAt })
    .from(identityChecks)
    .where(eq(identityChecks.memberId, memberId))
    .orderBy(desc(identityChecks.createdAt));
}

export function listApplicationFiles(db: Executor, memberId: number) {
  return db
    .select({ kind: applicationFiles.kind, createdAt: applicationFiles.createdAt })
    .from(applicationFiles)
    .where(eq(applicationFiles.memberId, memberId))
    .orderBy(desc(applicationFiles.createdAt));
}

export function listApplications(db: Executor, memberId: number) {
  return db
    .select({
      kind: applications.kind,
      applicationNo: applications.applicationNo,
      status: applications.status,
      createdAt: applications.createdAt,
      hasBankDetails: isNotNull(applications.sealedData),
    })
    .from(applications)
    .where(eq(applications.memberId, memberId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export function listSimReplacements(db: Executor, memberId: number) {
  return db
    .select({ id: simReplacementApplications.id, status: simReplacementApplications.status, createdAt: simReplacementApplications.createdAt })
    .from(simReplacementApplications)
    .where(eq(simReplacementApplications.memberId, memberId))
    .orderBy(desc(simReplacementApplications.createdAt));
}

/** The photos of the member's old-form invoice applications: their kinds and the application's date. */
export async function listInvoicePhotos(db: Executor, memberId: number) {
  const own = await db.select({ id: invoices.id, createdAt: invoices.createdAt }).from(invoices).where(eq(invoices.memberId, memberId));
  if (own.length === 0) {
    return [];
  }
  const photos = await db
    .select({ invoiceId: invoiceFormPhotos.invoiceId, kind: invoiceFormPhotos.kind })
    .from(invoiceFormPhotos)
    .where(
      and(
        inArray(
          invoiceFormPhotos.invoiceId,
          own.map((row) => row.id),
        ),
      ),
    );
  return photos.map((photo) => ({ kind: photo.kind, createdAt: own.find((row) => row.id === photo.invoiceId)?.createdAt ?? new Date(0) }));
}
