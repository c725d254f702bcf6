import { CorrectionMessage } from '@hall/contract/personal-info/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { recordMemberAction } from '../../domain/member-action-log.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';

type Correction = OperationOutput<'PERSONAL_INFO_CORRECT'>;

/**
 * PERSONAL_INFO_CORRECT (PIPL art. 46): the member corrects their nickname and contact e-mail. A
 * corrected nickname is theirs from then on (a WeChat login no longer replaces it). The log line
 * names the fields that changed, never their old or new values, so the log keeps no copy of them.
 */
export async function correctProfile(deps: AppDeps, member: AuthenticatedMember, input: OperationRequest<'PERSONAL_INFO_CORRECT'>): Promise<Correction> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // The row lock orders two corrections of one member, so each compares against the other's result.
    const [current] = await tx
      .select({ nickname: members.nickname, contactEmail: members.contactEmail })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update');
    if (!current) {
      throw invalid(CorrectionMessage.NOTHING_CHANGED);
    }
    const changed: Correction['changed'] = [];
    if (input.nickname !== current.nickname) {
      changed.push('nickname');
    }
    if (input.contactEmail !== current.contactEmail) {
      changed.push('contactEmail');
    }
    if (changed.length === 0) {
      throw invalid(CorrectionMessage.NOTHING_CHANGED);
    }
    await tx
      .update(members)
      .set({
        nickname: input.nickname,
        contactEmail: input.contactEmail,
        ...(changed.includes('nickname') ? { nicknameCorrectedAt: now } : {}),
      })
      .where(eq(members.id, member.id));
    await recordMemberAction(tx, { memberId: member.id, action: 'profileCorrected', detail: { fields: changed }, createdAt: now });
    return { nickname: input.nickname, contactEmail: input.contactEmail, changed };
  });
}
