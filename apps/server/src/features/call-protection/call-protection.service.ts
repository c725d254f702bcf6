import { findOwnerSince } from '../../boss/owner-since.ts';
import type { CallInterception, CallProtectionSettings } from '@hall/contract/call-protection/schemas';
import { CALL_INTERCEPTIONS_PAGE_SIZE, CallProtectionMessage, describeInterceptionReason, type MarkedCategoryCode } from '@hall/contract/call-protection/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskNumberMiddle } from '../../platform/masking.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { findListedNumbers, listCallInterceptions, readStoredProtection, replaceProtection, type ProtectionChange } from './call-protection.repository.ts';

// Call protection (骚扰拦截) of the bound number: its settings, and the log of what it intercepted.
// The back office applies the settings where usage is recorded (boss/call-protection.ts).

async function readSettings(deps: AppDeps, phone: string): Promise<CallProtectionSettings> {
  const stored = await readStoredProtection(deps.db, phone);
  return {
    enabled: stored.enabledSince !== null,
    numbers: stored.numbers,
    prefixes: stored.prefixes,
    categories: stored.categories,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
  };
}

/** CALL_PROTECTION: the bound number's settings. */
export function readCallProtection(deps: AppDeps, member: BoundMember): Promise<CallProtectionSettings> {
  return readSettings(deps, member.boundPhone);
}

/** CALL_PROTECTION_SAVE: replaces the bound number's settings (the contract has checked sizes, forms and repeats). */
export async function saveCallProtection(deps: AppDeps, member: BoundMember, change: ProtectionChange): Promise<CallProtectionSettings> {
  const phone = member.boundPhone;
  if (change.numbers.includes(phone)) {
    throw invalid(CallProtectionMessage.OWN_NUMBER);
  }
  await replaceProtection(deps.db, phone, change, deps.now());
  return readSettings(deps, phone);
}

/**
 * CALL_INTERCEPTIONS: a page of the log. The other party is masked in the middle, except a number the
 * member listed themself (blocked as a listed number, or listed now): they typed it, so it is theirs to see.
 */
export async function readCallInterceptions(
  deps: AppDeps,
  member: BoundMember,
  page: number,
): Promise<{ list: CallInterception[]; total: number; page: number; pageSize: number }> {
  const phone = member.boundPhone;
  const { rows, total } = await listCallInterceptions(deps.db, phone, await findOwnerSince(deps.db, phone), {
    limit: CALL_INTERCEPTIONS_PAGE_SIZE,
    offset: (page - 1) * CALL_INTERCEPTIONS_PAGE_SIZE,
  });
  const listed = await findListedNumbers(deps.db, phone, [...new Set(rows.map((row) => row.otherParty))]);
  return {
    list: rows.map((row) => {
      const category = row.categoryCode as MarkedCategoryCode | null;
      const isOwnListing = row.reason === 'number' || listed.has(row.otherParty);
      return {
        id: row.id,
        kind: row.kind,
        otherParty: isOwnListing ? row.otherParty : maskNumberMiddle(row.otherParty),
        reason: row.reason,
        reasonText: describeInterceptionReason(row.reason, category, row.matched),
        category,
        seconds: row.seconds,
        messageCount: row.messageCount,
        occurredAt: row.occurredAt.toISOString(),
      };
    }),
    total,
    page,
    pageSize: CALL_INTERCEPTIONS_PAGE_SIZE,
  };
}
