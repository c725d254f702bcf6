// The versioned network-access agreements (migration 0021): read the one in force, publish a new
// version, record which version a person signed. Versions are never changed once published.
import { AgreementMessage, splitAgreementBody, type AgreementKindValue } from '@hall/contract/agreements/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { agreementVersions, signedAgreements } from '../db/schema.ts';
import { invalid } from '../platform/api-error.ts';
import { insertAuditEntry } from './audit-log.ts';

export type AgreementVersionRow = typeof agreementVersions.$inferSelect;

/** The version in force: the latest published. Migration 0021 publishes version 1 of each kind. */
export async function readCurrentAgreement(db: Executor, kind: AgreementKindValue): Promise<AgreementVersionRow> {
  const [row] = await db.select().from(agreementVersions).where(eq(agreementVersions.kind, kind)).orderBy(desc(agreementVersions.version)).limit(1);
  if (!row) {
    throw new Error(`agreement_versions has no ${kind} agreement: migration 0021 publishes version 1`);
  }
  return row;
}

export async function findAgreementVersion(db: Executor, kind: AgreementKindValue, version: number): Promise<AgreementVersionRow | null> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(and(eq(agreementVersions.kind, kind), eq(agreementVersions.version, version)))
    .limit(1);
  return row ?? null;
}

export async function listAgreementVersions(db: Executor, kind: AgreementKindValue): Promise<AgreementVersionRow[]> {
  return db.select().from(agreementVersions).where(eq(agreementVersions.kind, kind)).orderBy(desc(agreementVersions.version));
}

/**
 * Publishes the edited text as the next version, with its audit entry. Concurrent publishes of one
 * kind are serialised by a transaction-scoped advisory lock, so versions never collide.
 */
export async function publishAgreement(
  db: Executor,
  change: { kind: AgreementKindValue; title: string; body: string; staffId: number; at: Date },
): Promise<AgreementVersionRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agreement_versions:${change.kind}`}))`);
    const current = await readCurrentAgreement(tx, change.kind);
    const [row] = await tx
      .insert(agreementVersions)
      .values({ kind: change.kind, version: current.version + 1, title: change.title, body: change.body, publishedAt: change.at, publishedBy: change.staffId })
      .returning();
    if (!row) {
      throw new Error('publishing an agreement version returned no row');
    }
    await insertAuditEntry(tx, {
      createdAt: change.at,
      staffId: change.staffId,
      action: 'publish',
      subjectType: 'agreement',
      subjectId: `${row.kind}:v${row.version}`,
      detail: { kind: row.kind, version: row.version, title: row.title },
    });
    return row;
  });
}

/**
 * Records that the subject (an opening's uim_id, a transfer receiver's biz_no) was signed under
 * `version`, which must be the version in force: a person who read an older text reads the new
 * one before signing.
 */
export async function recordSignedAgreement(db: Executor, signed: { kind: AgreementKindValue; subjectRef: string; version: number; at: Date }): Promise<void> {
  const current = await readCurrentAgreement(db, signed.kind);
  if (current.version !== signed.version) {
    throw invalid(AgreementMessage.OUTDATED);
  }
  await db
    .insert(signedAgreements)
    .values({ kind: signed.kind, subjectRef: signed.subjectRef, version: signed.version, signedAt: signed.at })
    .onConflictDoUpdate({ target: [signedAgreements.kind, signedAgreements.subjectRef], set: { version: signed.version, signedAt: signed.at } });
}

/** The version a subject signed, with its text as it was; null when nothing was signed. */
export async function findSignedAgreement(
  db: Executor,
  kind: AgreementKindValue,
  subjectRef: string,
): Promise<(AgreementVersionRow & { signedAt: Date }) | null> {
  const [row] = await db
    .select({ signedAt: signedAgreements.signedAt, version: signedAgreements.version })
    .from(signedAgreements)
    .where(and(eq(signedAgreements.kind, kind), eq(signedAgreements.subjectRef, subjectRef)))
    .limit(1);
  if (!row) {
    return null;
  }
  const version = await findAgreementVersion(db, kind, row.version);
  return version ? { ...version, signedAt: row.signedAt } : null;
}

/** What the signing pages show: the version and its paragraphs. */
export function toAgreementText(row: AgreementVersionRow): { version: number; title: string; paragraphs: string[] } {
  return { version: row.version, title: row.title, paragraphs: splitAgreementBody(row.body) };
}
