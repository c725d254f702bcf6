import { AGREEMENT_KINDS, AgreementMessage, type AgreementKindValue } from '@hall/contract/agreements/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { staffUsers } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { findAgreementVersion, listAgreementVersions, publishAgreement, type AgreementVersionRow } from '../../domain/agreements.ts';
import { invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { ContentPageKey, readContentPage, writeContentPage } from '../../domain/content-pages.ts';
import { isChatAddressServed, readCustomerServiceChat, updateCustomerServiceChat, type CustomerServiceChatRow } from '../../domain/customer-service-chat.ts';

// The console's texts with rules behind them: the versioned agreements (published, never edited in
// place), the customer-service chat WX_URL answers, and the cooperation text. Every change is
// audit-logged in its own transaction.

/** Display names of the staff who published, by id. */
async function readStaffNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db.select({ id: staffUsers.id, displayName: staffUsers.displayName }).from(staffUsers).where(inArray(staffUsers.id, ids));
  return new Map(rows.map((row) => [row.id, row.displayName]));
}

function toVersion(row: AgreementVersionRow, names: Map<number, string>) {
  return {
    kind: row.kind,
    version: row.version,
    title: row.title,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy === null ? '' : (names.get(row.publishedBy) ?? `#${row.publishedBy}`),
  };
}

async function toAgreementWithBody(db: Executor, row: AgreementVersionRow): Promise<OperationOutput<'CONSOLE_AGREEMENT_VERSION'>> {
  const names = await readStaffNames(db, row.publishedBy === null ? [] : [row.publishedBy]);
  return { ...toVersion(row, names), body: row.body };
}

/** CONSOLE_AGREEMENTS: each kind with its versions, the one in force first. */
export async function listAgreements(deps: AppDeps): Promise<OperationOutput<'CONSOLE_AGREEMENTS'>> {
  const byKind = await Promise.all(AGREEMENT_KINDS.map(async (kind) => ({ kind, rows: await listAgreementVersions(deps.db, kind) })));
  const publisherIds = [...new Set(byKind.flatMap(({ rows }) => rows.map((row) => row.publishedBy).filter((id): id is number => id !== null)))];
  const names = await readStaffNames(deps.db, publisherIds);
  return { kinds: byKind.map(({ kind, rows }) => ({ kind, versions: rows.map((row) => toVersion(row, names)) })) };
}

/** CONSOLE_AGREEMENT_VERSION: one version's full text, as it was published. */
export async function readAgreementVersion(deps: AppDeps, kind: AgreementKindValue, version: number): Promise<OperationOutput<'CONSOLE_AGREEMENT_VERSION'>> {
  const row = await findAgreementVersion(deps.db, kind, version);
  if (!row) {
    throw invalid(AgreementMessage.VERSION_NOT_FOUND);
  }
  return toAgreementWithBody(deps.db, row);
}

/** CONSOLE_PUBLISH_AGREEMENT: the edited text as the next version (publishAgreement writes its audit entry). */
export async function publishAgreementVersion(
  deps: AppDeps,
  staffId: number,
  input: OperationRequest<'CONSOLE_PUBLISH_AGREEMENT'>,
): Promise<OperationOutput<'CONSOLE_PUBLISH_AGREEMENT'>> {
  const row = await publishAgreement(deps.db, { ...input, staffId, at: deps.now() });
  return toAgreementWithBody(deps.db, row);
}

function toChatSettings(deps: AppDeps, row: CustomerServiceChatRow): OperationOutput<'CONSOLE_CHAT_SETTINGS'> {
  return {
    chatUrl: row.chatUrl,
    entries: row.entries,
    updatedAt: row.updatedAt.toISOString(),
    isChatUrlServed: isChatAddressServed(row.chatUrl, deps.providers.sandboxes),
  };
}

/** CONSOLE_CHAT_SETTINGS: the chat address and entries WX_URL answers. */
export async function readChatSettings(deps: AppDeps): Promise<OperationOutput<'CONSOLE_CHAT_SETTINGS'>> {
  return toChatSettings(deps, await readCustomerServiceChat(deps.db));
}

/** CONSOLE_SAVE_CHAT_SETTINGS: the new address and entries with their audit entry (before and after). */
export async function saveChatSettings(
  deps: AppDeps,
  staffId: number,
  input: OperationRequest<'CONSOLE_SAVE_CHAT_SETTINGS'>,
): Promise<OperationOutput<'CONSOLE_SAVE_CHAT_SETTINGS'>> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await readCustomerServiceChat(tx);
    const after = await updateCustomerServiceChat(tx, { ...input, updatedAt: deps.now(), updatedBy: staffId });
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId,
      action: 'update',
      subjectType: 'customer_service_chat',
      subjectId: '1',
      detail: { before: { chatUrl: before.chatUrl, entries: before.entries }, after: input },
    });
    return after;
  });
  return toChatSettings(deps, row);
}

/** CONSOLE_COOPERATION: the cooperation text; empty until one is written. */
export async function readCooperationText(deps: AppDeps): Promise<OperationOutput<'CONSOLE_COOPERATION'>> {
  const page = await readContentPage(deps.db, ContentPageKey.COOPERATION);
  return { title: page?.title ?? '', body: page?.body ?? '', updatedAt: page?.updatedAt.toISOString() ?? '' };
}

/** CONSOLE_SAVE_COOPERATION: the new title and body with their audit entry. */
export async function saveCooperationText(
  deps: AppDeps,
  staffId: number,
  input: OperationRequest<'CONSOLE_SAVE_COOPERATION'>,
): Promise<OperationOutput<'CONSOLE_SAVE_COOPERATION'>> {
  const page = await deps.db.transaction(async (tx) => {
    const before = await readContentPage(tx, ContentPageKey.COOPERATION);
    const after = await writeContentPage(tx, { key: ContentPageKey.COOPERATION, ...input, updatedAt: deps.now() });
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId,
      action: before ? 'update' : 'create',
      subjectType: 'content_page',
      subjectId: ContentPageKey.COOPERATION,
      detail: { before: before ? { title: before.title, body: before.body } : null, after: input },
    });
    return after;
  });
  return { title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() };
}
