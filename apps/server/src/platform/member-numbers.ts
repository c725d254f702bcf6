import { AccountMessage } from '@hall/contract/account/rules';
import { MAX_BOUND_NUMBERS, MemberNumbersMessage, type BindingMethod, type BindProof } from '@hall/contract/member-numbers/rules';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DeletionMessage } from '@hall/contract/personal-info/rules';
import type { Executor } from '../db/connection.ts';
import { memberBindingEvents, memberNumbers, members, memberSessions } from '../db/schema.ts';
import { invalid } from './api-error.ts';
import { endContractsOfLeavingSigner } from './signer-contracts.ts';
import { snapshotUserRefusal } from './snapshot-users.ts';

// The numbers a member holds (member_numbers) and the active one among them (members.bound_phone,
// what every page acts on). Each binding and unbinding is also written as an event: the member's
// history, and the console's, of who held a number and how.

/** One of the member's numbers, oldest binding first. */
export interface HeldNumber {
  phone: string;
  boundAt: Date;
  boundBy: BindProof;
}

/** Why a number left a member when the member did not ask (the number's owner or state changed). */
export type NumberGoneMethod = Extract<BindingMethod, 'numberCancelled' | 'numberTransferred'>;

/**
 * Binds a number to a member (up to MAX_BOUND_NUMBERS) and makes it the active one; other members
 * holding the number keep it. A snapshot-page user is refused here, the one place every binding
 * passes. The member's row is locked: two bindings at once count one after the other.
 */
export async function bindNumberToMember(db: Executor, binding: { memberId: number; phone: string; proof: BindProof; now: Date }): Promise<void> {
  const { memberId, phone, proof, now } = binding;
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ isSnapshotUser: members.isSnapshotUser, deletedAt: members.deletedAt })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    // A member deleted while this binding waited for the lock holds nothing again.
    if (member?.deletedAt) {
      throw invalid(DeletionMessage.MEMBER_GONE);
    }
    if (!member || member.isSnapshotUser) {
      throw snapshotUserRefusal();
    }
    await ensureRoomFor(tx, memberId, phone);
    await tx.insert(memberNumbers).values({ memberId, phone, boundAt: now, boundBy: proof });
    await tx.update(members).set({ boundPhone: phone, boundAt: now }).where(eq(members.id, memberId));
    await tx.insert(memberBindingEvents).values({ memberId, phone, action: 'bind', method: proof, createdAt: now });
  });
}

/** Refuses a number the member already holds, or one more than the limit. */
export async function ensureRoomFor(db: Executor, memberId: number, phone: string): Promise<void> {
  const held = await db.select({ phone: memberNumbers.phone }).from(memberNumbers).where(eq(memberNumbers.memberId, memberId));
  if (held.some((row) => row.phone === phone)) {
    throw invalid(AccountMessage.ALREADY_BOUND);
  }
  if (held.length >= MAX_BOUND_NUMBERS) {
    throw invalid(MemberNumbersMessage.TOO_MANY_NUMBERS);
  }
}

/**
 * Ends one member's binding to a number, in the caller's transaction. When it was the active
 * number, the member's latest other binding becomes active; an auto top-up contract the member
 * signed for it ends. Null when the member did not hold it; otherwise how many numbers the member
 * still holds, and whether a signed contract ended.
 */
export async function unbindMemberNumber(
  tx: Executor,
  unbinding: { memberId: number; phone: string; method: BindingMethod; byMemberId?: number; now: Date },
): Promise<{ remaining: number; isAutoTopUpEnded: boolean } | null> {
  const { memberId, phone, method, now } = unbinding;
  const others = await tx
    .select({ phone: memberNumbers.phone, boundAt: memberNumbers.boundAt })
    .from(memberNumbers)
    .where(and(eq(memberNumbers.memberId, memberId), ne(memberNumbers.phone, phone)))
    .orderBy(desc(memberNumbers.boundAt));
  const next = others[0];
  // The active number moves first, so the binding can go whether or not the caller is in a transaction.
  await tx
    .update(members)
    .set(next ? { boundPhone: next.phone, boundAt: next.boundAt } : { boundPhone: null, boundAt: null })
    .where(and(eq(members.id, memberId), eq(members.boundPhone, phone)));
  const removed = await tx
    .delete(memberNumbers)
    .where(and(eq(memberNumbers.memberId, memberId), eq(memberNumbers.phone, phone)))
    .returning({ phone: memberNumbers.phone });
  if (removed.length === 0) {
    return null;
  }
  await tx.insert(memberBindingEvents).values({ memberId, phone, action: 'unbind', method, byMemberId: unbinding.byMemberId ?? null, createdAt: now });
  const isAutoTopUpEnded = await endContractsOfLeavingSigner(tx, { memberId, phone, method, now });
  return { remaining: others.length, isAutoTopUpEnded };
}

/** Makes one of the member's numbers the active one; false when the member does not hold it. */
export async function switchActiveNumber(db: Executor, memberId: number, phone: string): Promise<boolean> {
  const binding = db
    .select({ boundAt: memberNumbers.boundAt })
    .from(memberNumbers)
    .where(and(eq(memberNumbers.memberId, memberId), eq(memberNumbers.phone, phone)));
  const switched = await db
    .update(members)
    .set({ boundPhone: phone, boundAt: sql`(${binding})` })
    .where(and(eq(members.id, memberId), sql`exists (${binding})`))
    .returning({ id: members.id });
  return switched.length > 0;
}

/** The member's numbers, oldest binding first. */
export async function listHeldNumbers(db: Executor, memberId: number): Promise<HeldNumber[]> {
  return db
    .select({ phone: memberNumbers.phone, boundAt: memberNumbers.boundAt, boundBy: memberNumbers.boundBy })
    .from(memberNumbers)
    .where(eq(memberNumbers.memberId, memberId))
    .orderBy(asc(memberNumbers.boundAt), asc(memberNumbers.phone));
}

/** The members holding a number, oldest binding first. */
export async function listHolders(db: Executor, phone: string) {
  return db
    .select({ memberId: memberNumbers.memberId, nickname: members.nickname, boundAt: memberNumbers.boundAt, boundBy: memberNumbers.boundBy })
    .from(memberNumbers)
    .innerJoin(members, eq(members.id, memberNumbers.memberId))
    .where(eq(memberNumbers.phone, phone))
    .orderBy(asc(memberNumbers.boundAt), asc(memberNumbers.memberId));
}

/** The member's binding events, the latest first. */
export async function listBindingEvents(db: Executor, memberId: number, limit: number) {
  return db
    .select({
      phone: memberBindingEvents.phone,
      action: memberBindingEvents.action,
      method: memberBindingEvents.method,
      createdAt: memberBindingEvents.createdAt,
    })
    .from(memberBindingEvents)
    .where(eq(memberBindingEvents.memberId, memberId))
    .orderBy(desc(memberBindingEvents.createdAt), desc(memberBindingEvents.id))
    .limit(limit);
}

/**
 * Unbinds every member holding a number (it was cancelled or changed owner). With `endSessions`,
 * members left holding no number are logged out; the others go on with their latest other number
 * active. Returns the members that lost the number.
 */
export async function unbindNumber(db: Executor, phone: string, options: { endSessions: boolean; method: NumberGoneMethod; now: Date }): Promise<number[]> {
  const holders = await db.select({ memberId: memberNumbers.memberId }).from(memberNumbers).where(eq(memberNumbers.phone, phone));
  const leftWithout: number[] = [];
  for (const { memberId } of holders) {
    const result = await unbindMemberNumber(db, { memberId, phone, method: options.method, now: options.now });
    if (result?.remaining === 0) {
      leftWithout.push(memberId);
    }
  }
  if (options.endSessions && leftWithout.length > 0) {
    await db.delete(memberSessions).where(inArray(memberSessions.memberId, leftWithout));
  }
  return holders.map((holder) => holder.memberId);
}

/**
 * Ends the sessions of every member holding a number but the one kept: whoever holds a lost phone,
 * logged in to the hall as its owner or as another member bound to it, is logged out. How many ended.
 */
export async function endSessionsOfNumber(db: Executor, phone: string, keptTokenHash: string): Promise<number> {
  const holders = db.select({ id: memberNumbers.memberId }).from(memberNumbers).where(eq(memberNumbers.phone, phone));
  const ended = await db
    .delete(memberSessions)
    .where(and(inArray(memberSessions.memberId, holders), ne(memberSessions.tokenHash, keptTokenHash)))
    .returning({ tokenHash: memberSessions.tokenHash });
  return ended.length;
}
