import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { DeletionMessage, stillBlockedMessage } from '@hall/contract/personal-info/rules';
import { and, asc, eq } from 'drizzle-orm';
import { memberDeletionRequests, members } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { recordMemberAction } from '../../domain/member-action-log.ts';
import { blockerTexts, deleteMemberRecord, findDeletionBlockers, lockMember } from '../../domain/member-deletion.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskName } from '../../platform/masking.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';

/** The waiting requests the queue shows, oldest first. */
const QUEUE_SHOWN = 100;

const waitingRequest = (id: number) => and(eq(memberDeletionRequests.id, id), eq(memberDeletionRequests.status, 'waiting'));

/** CONSOLE_MEMBER_DELETIONS: the waiting requests, the member masked, with what blocked them when asked and what blocks them now. */
export async function listWaitingDeletions(deps: AppDeps): Promise<OperationOutput<'CONSOLE_MEMBER_DELETIONS'>> {
  const rows = await deps.db
    .select({
      id: memberDeletionRequests.id,
      memberId: memberDeletionRequests.memberId,
      nickname: members.nickname,
      phones: memberDeletionRequests.maskedPhones,
      blockers: memberDeletionRequests.blockers,
      requestedAt: memberDeletionRequests.requestedAt,
    })
    .from(memberDeletionRequests)
    .innerJoin(members, eq(members.id, memberDeletionRequests.memberId))
    .where(eq(memberDeletionRequests.status, 'waiting'))
    .orderBy(asc(memberDeletionRequests.requestedAt), asc(memberDeletionRequests.id))
    .limit(QUEUE_SHOWN);
  const list = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      memberId: row.memberId,
      nickname: maskName(row.nickname),
      phones: row.phones,
      requestedAt: row.requestedAt.toISOString(),
      reasonsAtRequest: blockerTexts(row.blockers),
      blockersNow: blockerTexts(await findDeletionBlockers(deps.db, row.memberId)),
    })),
  );
  return { list };
}

/** CONSOLE_MEMBER_DELETION_EXECUTE: the same deletion as the member's own, refused while a blocker remains. */
export async function executeDeletion(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_MEMBER_DELETION_EXECUTE'>,
): Promise<OperationOutput<'CONSOLE_MEMBER_DELETION_EXECUTE'>> {
  await deps.db.transaction(async (tx) => {
    const [request] = await tx.select({ memberId: memberDeletionRequests.memberId }).from(memberDeletionRequests).where(waitingRequest(input.id));
    if (!request) {
      throw invalid(DeletionMessage.NOT_WAITING);
    }
    // The member's lock first, as the member's own request takes it: the two cannot cross.
    const member = await lockMember(tx, request.memberId);
    const now = deps.now();
    const decided = await tx
      .update(memberDeletionRequests)
      .set({ status: 'done', decidedAt: now, decidedBy: staff.id })
      .where(waitingRequest(input.id))
      .returning({ id: memberDeletionRequests.id });
    if (decided.length === 0 || !member || member.deletedAt) {
      throw invalid(DeletionMessage.NOT_WAITING);
    }
    const blockers = await findDeletionBlockers(tx, request.memberId);
    if (blockers.length > 0) {
      throw invalid(stillBlockedMessage(blockers));
    }
    const unbound = await deleteMemberRecord(tx, request.memberId, now);
    await recordMemberAction(tx, {
      memberId: request.memberId,
      action: 'deletionDone',
      detail: { numbersUnbound: unbound.length, byStaff: true },
      createdAt: now,
    });
    await insertAuditEntry(tx, {
      staffId: staff.id,
      action: 'member_deletion_execute',
      subjectType: 'member',
      subjectId: String(request.memberId),
      detail: { requestId: input.id, numbersUnbound: unbound.length },
      createdAt: now,
    });
  });
  return {};
}

/** CONSOLE_MEMBER_DELETION_REFUSE: the request ends refused, with the reason the member then reads on /personalInfo. */
export async function refuseDeletion(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_MEMBER_DELETION_REFUSE'>,
): Promise<OperationOutput<'CONSOLE_MEMBER_DELETION_REFUSE'>> {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [refused] = await tx
      .update(memberDeletionRequests)
      .set({ status: 'refused', decidedAt: now, decidedBy: staff.id, refusalReason: input.reason })
      .where(waitingRequest(input.id))
      .returning({ memberId: memberDeletionRequests.memberId });
    if (!refused) {
      throw invalid(DeletionMessage.NOT_WAITING);
    }
    await recordMemberAction(tx, { memberId: refused.memberId, action: 'deletionRefused', detail: { reason: input.reason }, createdAt: now });
    await insertAuditEntry(tx, {
      staffId: staff.id,
      action: 'member_deletion_refuse',
      subjectType: 'member',
      subjectId: String(refused.memberId),
      detail: { requestId: input.id, reason: input.reason },
      createdAt: now,
    });
  });
  return {};
}
