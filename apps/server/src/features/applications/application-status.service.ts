import { SIM_REPLACEMENT_KIND, type ApplicationKindValue, type ReviewedKindValue } from '@hall/contract/applications/rules';
import type { ApplicationSummary } from '@hall/contract/applications/schemas';
import type { AppDeps } from '../../deps.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { findLatestApplication } from './applications.repository.ts';

/** APPLICATION_STATUS: the member's latest application of a kind, masked. */
async function readLatestApplication(
  deps: AppDeps,
  member: AuthenticatedMember,
  kind: ApplicationKindValue,
): Promise<{ application: ApplicationSummary | null }> {
  const row = await findLatestApplication(deps.db, member.id, kind);
  if (!row) {
    return { application: null };
  }
  return {
    application: {
      applicationNo: row.applicationNo,
      kind: row.kind,
      status: row.status,
      reason: row.reviewReason,
      phone: maskPhone(row.phone),
      submittedAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    },
  };
}

/**
 * APPLICATION_STATUS: the member's latest application of a kind. SIM replacements belong to the sim
 * area, whose review kind answers for them (features do not import each other).
 */
export async function readLatestOfKind(
  deps: AppDeps,
  member: AuthenticatedMember,
  kind: ReviewedKindValue,
): Promise<{ application: ApplicationSummary | null }> {
  if (kind === SIM_REPLACEMENT_KIND) {
    return { application: (await deps.reviewQueue.find(kind)?.readLatestOfMember?.(deps.db, member.id)) ?? null };
  }
  return readLatestApplication(deps, member, kind);
}
