import { randomInt } from 'node:crypto';
import { RESERVATION_CODE_ALPHABET, RESERVATION_MINUTES } from '@hall/contract/number-pool/rules';
import { and, eq, gt, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { isFreeAt } from '../boss/card-stock-availability.ts';
import type { Executor } from '../db/connection.ts';
import { isUniqueViolation } from '../db/database-errors.ts';
import { cardStock } from '../db/schema.ts';

// Reservations on the dealers' card stock (0063): a card is reserved with the locked status, its
// holder (an agent's work number, a member's id, or both when an agent took a member's reservation
// by its code), until when, and a code. Every change is one conditional UPDATE, so two requests for
// one card cannot both win: the second finds the row changed and matches nothing. An expired
// reservation counts as in stock everywhere, before the sweep puts it back.

export const RESERVATION_MS = RESERVATION_MINUTES * 60 * 1000;

/** The reservation a card row carries (the fields the checks read). */
export interface ReservedCard {
  status: 'available' | 'locked' | 'opened' | 'retired';
  reservedByAgent: string | null;
  reservedUntil: Date | null;
}

export type Openability = 'open' | 'opened' | 'reservedByOther' | 'retired';

/** Whether an agent may open a card: in stock, their own reservation, or one that has run out. */
export function openabilityFor(card: ReservedCard, workNo: string, now: Date): Openability {
  if (card.status === 'opened') {
    return 'opened';
  }
  if (card.status === 'retired') {
    return 'retired';
  }
  if (card.status === 'locked' && card.reservedUntil && card.reservedUntil > now && card.reservedByAgent !== workNo) {
    return 'reservedByOther';
  }
  return 'open';
}

export { isFreeAt };

export function createReservationCode(): string {
  return Array.from({ length: 8 }, () => RESERVATION_CODE_ALPHABET[randomInt(RESERVATION_CODE_ALPHABET.length)]).join('');
}

const CLEARED = { status: 'available', reservedByAgent: null, reservedByMember: null, reservedUntil: null, reservationCode: null } as const;

const reservationColumns = {
  iccid: cardStock.iccid,
  phone: cardStock.phone,
  dealerId: cardStock.dealerId,
  offerId: cardStock.offerId,
  reservationCode: cardStock.reservationCode,
  reservedUntil: cardStock.reservedUntil,
  reservedByAgent: cardStock.reservedByAgent,
  reservedByMember: cardStock.reservedByMember,
};

export interface Reservation {
  iccid: string;
  phone: string;
  dealerId: string;
  offerId: string;
  reservationCode: string | null;
  reservedUntil: Date | null;
  reservedByAgent: string | null;
  reservedByMember: number | null;
}

/** An agent reserves a card of their dealer in stock; null when it is not free (someone else won). */
export async function reserveForAgent(db: Executor, options: { iccid: string; dealerId: string; workNo: string; now: Date }): Promise<Reservation | null> {
  const [row] = await db
    .update(cardStock)
    .set({
      status: 'locked',
      reservedByAgent: options.workNo,
      reservedByMember: null,
      reservedUntil: new Date(options.now.getTime() + RESERVATION_MS),
      reservationCode: createReservationCode(),
    })
    .where(and(eq(cardStock.iccid, options.iccid), eq(cardStock.dealerId, options.dealerId), isFreeAt(options.now)))
    .returning(reservationColumns);
  return row ?? null;
}

/**
 * The opening holds its number from step 1 on: a card in stock is reserved for the agent, the
 * agent's own reservation (or a member's one they took by code) runs 30 minutes from this step.
 * False when someone else holds it.
 */
export async function holdForOpening(db: Executor, options: { iccid: string; dealerId: string; workNo: string; now: Date }): Promise<boolean> {
  const until = new Date(options.now.getTime() + RESERVATION_MS);
  const own = await db
    .update(cardStock)
    .set({ reservedUntil: until })
    .where(
      and(
        eq(cardStock.iccid, options.iccid),
        eq(cardStock.status, 'locked'),
        eq(cardStock.reservedByAgent, options.workNo),
        gt(cardStock.reservedUntil, options.now),
      ),
    )
    .returning({ iccid: cardStock.iccid });
  if (own.length > 0) {
    return true;
  }
  return (await reserveForAgent(db, options)) !== null;
}

/**
 * A member reserves a number in stock from any dealer. Their own run-out reservation is let go
 * first; a live one refuses ('oneAtATime', also when a parallel request of theirs won the index).
 */
export async function reserveForMember(
  db: Executor,
  options: { phone: string; memberId: number; now: Date },
): Promise<{ outcome: 'reserved'; reservation: Reservation } | { outcome: 'oneAtATime' } | { outcome: 'notAvailable' }> {
  const { now, memberId } = options;
  await db
    .update(cardStock)
    .set(CLEARED)
    .where(and(eq(cardStock.reservedByMember, memberId), eq(cardStock.status, 'locked'), lte(cardStock.reservedUntil, now)));
  if (await findMemberReservation(db, memberId, now)) {
    return { outcome: 'oneAtATime' };
  }
  try {
    const [row] = await db
      .update(cardStock)
      .set({
        status: 'locked',
        reservedByAgent: null,
        reservedByMember: memberId,
        reservedUntil: new Date(now.getTime() + RESERVATION_MS),
        reservationCode: createReservationCode(),
      })
      .where(and(eq(cardStock.phone, options.phone), ne(cardStock.status, 'retired'), isFreeAt(now)))
      .returning(reservationColumns);
    return row ? { outcome: 'reserved', reservation: row } : { outcome: 'notAvailable' };
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { outcome: 'oneAtATime' };
    }
    throw error;
  }
}

/** The member's live reservation, or null. */
export async function findMemberReservation(db: Executor, memberId: number, now: Date): Promise<Reservation | null> {
  const [row] = await db
    .select(reservationColumns)
    .from(cardStock)
    .where(and(eq(cardStock.reservedByMember, memberId), eq(cardStock.status, 'locked'), gt(cardStock.reservedUntil, now)))
    .limit(1);
  return row ?? null;
}

/** The member gives their reservation up; false when they hold none. */
export async function cancelMemberReservation(db: Executor, memberId: number): Promise<boolean> {
  const rows = await db
    .update(cardStock)
    .set(CLEARED)
    .where(and(eq(cardStock.reservedByMember, memberId), eq(cardStock.status, 'locked')))
    .returning({ iccid: cardStock.iccid });
  return rows.length > 0;
}

export type ClaimOutcome = { outcome: 'claimed'; reservation: Reservation } | { outcome: 'unknown' } | { outcome: 'otherDealer' } | { outcome: 'taken' };

/** An agent takes a live reservation of their dealer's number by its code, for the opening's step 1. */
export async function claimByCode(db: Executor, options: { code: string; dealerId: string; workNo: string; now: Date }): Promise<ClaimOutcome> {
  const { code, now } = options;
  const [row] = await db
    .update(cardStock)
    .set({ reservedByAgent: options.workNo })
    .where(
      and(
        eq(cardStock.reservationCode, code),
        eq(cardStock.status, 'locked'),
        gt(cardStock.reservedUntil, now),
        eq(cardStock.dealerId, options.dealerId),
        or(isNull(cardStock.reservedByAgent), eq(cardStock.reservedByAgent, options.workNo)),
      ),
    )
    .returning(reservationColumns);
  if (row) {
    return { outcome: 'claimed', reservation: row };
  }
  const [held] = await db
    .select(reservationColumns)
    .from(cardStock)
    .where(and(eq(cardStock.reservationCode, code), eq(cardStock.status, 'locked'), gt(cardStock.reservedUntil, now)))
    .limit(1);
  if (!held) {
    return { outcome: 'unknown' };
  }
  return held.dealerId === options.dealerId ? { outcome: 'taken' } : { outcome: 'otherDealer' };
}

/**
 * The agent lets their hold of a card go (releasing it, or abandoning its opening): their own
 * reservation goes back in stock; a member's one they had taken goes back to the member, whose
 * 30 minutes still run. False when the agent held nothing on it.
 */
export async function releaseAgentHold(db: Executor, options: { iccid: string; dealerId: string; workNo: string }): Promise<boolean> {
  const held = and(
    eq(cardStock.iccid, options.iccid),
    eq(cardStock.dealerId, options.dealerId),
    eq(cardStock.status, 'locked'),
    eq(cardStock.reservedByAgent, options.workNo),
  );
  const handedBack = await db
    .update(cardStock)
    .set({ reservedByAgent: null })
    .where(and(held, isNotNull(cardStock.reservedByMember)))
    .returning({ iccid: cardStock.iccid });
  if (handedBack.length > 0) {
    return true;
  }
  const released = await db
    .update(cardStock)
    .set(CLEARED)
    .where(and(held, isNull(cardStock.reservedByMember)))
    .returning({ iccid: cardStock.iccid });
  return released.length > 0;
}

/** The sweep: every reservation that has run out goes back in stock, each once. Answers how many. */
export async function releaseExpiredReservations(db: Executor, now: Date): Promise<number> {
  const released = await db
    .update(cardStock)
    .set(CLEARED)
    .where(and(eq(cardStock.status, 'locked'), lte(cardStock.reservedUntil, now)))
    .returning({ iccid: cardStock.iccid });
  return released.length;
}

/** The state the agent area shows: a run-out reservation is in stock. The time is written in (an ISO string of a Date), so a GROUP BY sees the same expression as the select. */
export function stockStateSql(now: Date): SQL<'available' | 'reserved' | 'opened'> {
  return sql<'available' | 'reserved' | 'opened'>`case
    when ${cardStock.status} = 'opened' then 'opened'
    when ${cardStock.status} = 'locked' and ${cardStock.reservedUntil} > ${sql.raw(`'${now.toISOString()}'::timestamptz`)} then 'reserved'
    else 'available' end`;
}
