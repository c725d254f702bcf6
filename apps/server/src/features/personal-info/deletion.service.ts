import { retentionRowOf } from '@hall/contract/personal-info/retention-table';
import { DELETION_KEPT_ROWS, DELETION_REMOVED_ROWS, DeletionMessage } from '@hall/contract/personal-info/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { memberDeletionRequests } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { recordMemberAction } from '../../domain/member-action-log.ts';
import { blockerTexts, deleteMemberRecord, findDeletionBlockers, lockMember } from '../../domain/member-deletion.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import { listHeldNumbers } from '../../platform/member-numbers.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';

const note = (key: (typeof DELETION_KEPT_ROWS)[number] | (typeof DELETION_REMOVED_ROWS)[number]) => ({ key, ...retentionRowOf(key).zh });

/** The member's numbers, masked, as the request keeps them for staff once they are unbound. */
export async function maskedHeldPhones(db: Executor, memberId: number): Promise<string> {
  const held = await listHeldNumbers(db, memberId);
  return held.map((row) => maskPhone(row.phone)).join('、');
}

/** PERSONAL_INFO_DELETION: what a deletion keeps and removes (retention rows), and the member's request waiting or refused. */
export async function readDeletionState(deps: AppDeps, member: AuthenticatedMember): Promise<OperationOutput<'PERSONAL_INFO_DELETION'>> {
  const [latest] = await deps.db
    .select()
    .from(memberDeletionRequests)
    .where(and(eq(memberDeletionRequests.memberId, member.id), inArray(memberDeletionRequests.status, ['waiting', 'refused'])))
    .orderBy(desc(memberDeletionRequests.requestedAt), desc(memberDeletionRequests.id))
    .limit(1);
  return {
    kept: DELETION_KEPT_ROWS.map(note),
    removed: DELETION_REMOVED_ROWS.map(note),
    request:
      latest && latest.status !== 'done'
        ? {
            status: latest.status,
            reasons: blockerTexts(latest.blockers),
            refusalReason: latest.refusalReason ?? '',
            requestedAt: latest.requestedAt.toISOString(),
            decidedAt: latest.decidedAt?.toISOString() ?? null,
          }
        : null,
  };
}

/**
 * PERSONAL_INFO_DELETE: after the type 14 code to the active number, deletes the member's record,
 * or leaves the request waiting for service staff when something in progress would be orphaned.
 */
export async function requestDeletion(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'PERSONAL_INFO_DELETE'>,
): Promise<OperationOutput<'PERSONAL_INFO_DELETE'>> {
  await deps.oneTimeCodes.verify({ phone: member.boundPhone, purpose: SmsCodeType.MEMBER_DELETION, code: input.code });
  return deleteOrWait(deps.db, member.id, deps.now());
}

/**
 * PERSONAL_INFO_DELETE_UNBOUND: the same for a member holding no number, whose WeChat login is the
 * proof there is; a member holding one is refused (its code is the proof then).
 */
export async function requestUnboundDeletion(deps: AppDeps, member: AuthenticatedMember): Promise<OperationOutput<'PERSONAL_INFO_DELETE'>> {
  return deleteOrWait(deps.db, member.id, deps.now(), { mustHoldNoNumber: true });
}

/**
 * The request, in one transaction under the member row's lock: two requests at once act once (the
 * second finds the member deleted, or its request waiting). A binding takes the same lock, so a
 * number bound meanwhile is seen by `mustHoldNoNumber`.
 */
export async function deleteOrWait(
  db: Executor,
  memberId: number,
  now: Date,
  options: { mustHoldNoNumber?: boolean } = {},
): Promise<OperationOutput<'PERSONAL_INFO_DELETE'>> {
  return db.transaction(async (tx) => {
    const row = await lockMember(tx, memberId);
    if (!row || row.deletedAt) {
      throw invalid(DeletionMessage.MEMBER_GONE);
    }
    if (options.mustHoldNoNumber && (await listHeldNumbers(tx, memberId)).length > 0) {
      throw invalid(DeletionMessage.NUMBER_HELD);
    }
    const [waiting] = await tx
      .select({ blockers: memberDeletionRequests.blockers })
      .from(memberDeletionRequests)
      .where(and(eq(memberDeletionRequests.memberId, memberId), eq(memberDeletionRequests.status, 'waiting')));
    if (waiting) {
      return { outcome: 'waiting' as const, reasons: blockerTexts(waiting.blockers) };
    }
    const blockers = await findDeletionBlockers(tx, memberId);
    const maskedPhones = await maskedHeldPhones(tx, memberId);
    await recordMemberAction(tx, { memberId, action: 'deletionRequested', detail: { blockers }, createdAt: now });
    if (blockers.length > 0) {
      await tx.insert(memberDeletionRequests).values({ memberId, status: 'waiting', blockers, maskedPhones, requestedAt: now });
      return { outcome: 'waiting' as const, reasons: blockerTexts(blockers) };
    }
    const unbound = await deleteMemberRecord(tx, memberId, now);
    await tx.insert(memberDeletionRequests).values({ memberId, status: 'done', blockers, maskedPhones, requestedAt: now, decidedAt: now });
    await recordMemberAction(tx, { memberId, action: 'deletionDone', detail: { numbersUnbound: unbound.length }, createdAt: now });
    return { outcome: 'deleted' as const, reasons: [] };
  });
}
