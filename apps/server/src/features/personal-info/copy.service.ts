import { DAY_MS } from '@hall/contract/china-time';
import { COPIES_SHOWN, COPY_VALID_DAYS, CopyMessage, type CopyState } from '@hall/contract/personal-info/rules';
import type { PersonalInfoCopy } from '@hall/contract/personal-info/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { SmsCodeType } from '@hall/contract/sms/rules';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { personalInfoCopies } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { recordMemberAction } from '../../domain/member-action-log.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskEmail } from '../../platform/masking.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import { COPY_FILE_NAME, prepareCopyNow } from './copy-job.ts';
import { hasCopyInPreparation, listCopies, takeCopyContent, type CopyRow } from './copy.repository.ts';

// 获取副本 (PIPL art. 45): a copy of the member's own data, asked for with a type 13 code sent to the
// active number, prepared by a job, then mailed or downloaded once. Each step is in the member's log.

const VALID_MS = COPY_VALID_DAYS * DAY_MS;

function stateOf(row: CopyRow, now: Date): CopyState {
  if (row.failedAt) {
    return 'failed';
  }
  if (!row.sentAt) {
    return 'preparing';
  }
  if (row.downloadedAt) {
    return 'downloaded';
  }
  if (row.delivery === 'email') {
    return 'mailed';
  }
  return row.hasContent && now.getTime() < row.createdAt.getTime() + VALID_MS ? 'downloadable' : 'expired';
}

function present(row: CopyRow, now: Date): PersonalInfoCopy {
  return {
    id: row.id,
    delivery: row.delivery,
    email: row.email ? maskEmail(row.email) : '',
    state: stateOf(row, now),
    requestedAt: row.createdAt.toISOString(),
    expiresAt: new Date(row.createdAt.getTime() + VALID_MS).toISOString(),
  };
}

/** PERSONAL_INFO_COPIES: the member's copies, newest first. */
export async function readCopies(deps: AppDeps, member: AuthenticatedMember): Promise<OperationOutput<'PERSONAL_INFO_COPIES'>> {
  const rows = await listCopies(deps.db, member.id, COPIES_SHOWN);
  const now = deps.now();
  return { copies: rows.map((row) => present(row, now)) };
}

/**
 * PERSONAL_INFO_COPY_REQUEST: checks the type 13 code of the active number, writes the copy's row
 * (one in preparation per member: a partial unique index) with its log line, then prepares it.
 */
export async function requestCopy(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'PERSONAL_INFO_COPY_REQUEST'>,
  log: FastifyBaseLogger,
): Promise<OperationOutput<'PERSONAL_INFO_COPY_REQUEST'>> {
  // Refused before the code is spent, so the member can use it once the copy in hand is ready.
  if (await hasCopyInPreparation(deps.db, member.id)) {
    throw invalid(CopyMessage.ONE_AT_A_TIME);
  }
  await deps.oneTimeCodes.verify({ phone: member.boundPhone, purpose: SmsCodeType.PERSONAL_INFO_COPY, code: input.code });
  const now = deps.now();
  const email = input.delivery === 'email' ? (input.email ?? null) : null;
  const copyId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(personalInfoCopies)
      .values({ memberId: member.id, phone: member.boundPhone, delivery: input.delivery, email, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: personalInfoCopies.id });
    if (!row) {
      return null;
    }
    await recordMemberAction(tx, { memberId: member.id, action: 'copyRequested', detail: { copyId: row.id, delivery: input.delivery }, createdAt: now });
    return row.id;
  });
  if (copyId === null) {
    throw invalid(CopyMessage.ONE_AT_A_TIME);
  }
  await prepareCopyNow(deps, copyId, log);
  const [row] = (await listCopies(deps.db, member.id, COPIES_SHOWN)).filter((copy) => copy.id === copyId);
  if (!row) {
    throw new Error('personal info copy not written');
  }
  return present(row, deps.now());
}

/** PERSONAL_INFO_COPY_DOWNLOAD: hands a downloadable copy's ZIP once, emptying it in the same step. */
export async function downloadCopy(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'PERSONAL_INFO_COPY_DOWNLOAD'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const now = deps.now();
  const content = await deps.db.transaction(async (tx) => {
    const taken = await takeCopyContent(tx, { memberId: member.id, copyId: input.copyId, notBefore: new Date(now.getTime() - VALID_MS), now });
    if (taken) {
      await recordMemberAction(tx, { memberId: member.id, action: 'copyDownloaded', detail: { copyId: input.copyId }, createdAt: now });
    }
    return taken;
  });
  if (!content) {
    throw invalid(CopyMessage.NOT_DOWNLOADABLE);
  }
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(COPY_FILE_NAME)}`);
  return { contentType: 'application/zip', body: content };
}
