import type { MemberReservation, PoolNumber } from '@hall/contract/number-pool/schemas';
import { POOL_PAGE_SIZE, ReservationMessage } from '@hall/contract/number-pool/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { agentOffers, cardStock, dealers } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { cancelMemberReservation, findMemberReservation, isFreeAt, reserveForMember, type Reservation } from '../../domain/number-reservation.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';

// 号码购买: the operator's pool is the dealers' card stock in stock (enabled dealers only). A member
// reserves one number for 30 minutes and completes it at the number's dealer: the agent there takes
// the reservation by its code (号码库存 → 按预留码受理) and opens it in the five-step opening, which
// needs the customer's ID card and face check in person. Members have no online opening of their own.

/** The dealer and offer of a card, as the member sees them. */
async function describeCard(deps: AppDeps, iccid: string) {
  const [row] = await deps.db
    .select({ dealerName: dealers.name, offerName: agentOffers.name, feeFen: agentOffers.sumFeeFen })
    .from(cardStock)
    .innerJoin(dealers, eq(dealers.id, cardStock.dealerId))
    .leftJoin(agentOffers, eq(agentOffers.id, cardStock.offerId))
    .where(eq(cardStock.iccid, iccid));
  return { dealerName: row?.dealerName ?? '', offerName: row?.offerName ?? '', feeFen: row?.feeFen ?? 0 };
}

async function toMemberReservation(deps: AppDeps, reservation: Reservation): Promise<MemberReservation> {
  return {
    phone: reservation.phone,
    ...(await describeCard(deps, reservation.iccid)),
    code: reservation.reservationCode ?? '',
    reservedUntil: (reservation.reservedUntil ?? new Date(0)).toISOString(),
    isTakenByDealer: reservation.reservedByAgent !== null,
  };
}

/** NUMBER_POOL: a page of the numbers in stock, by tail digits when asked. */
export async function readNumberPool(deps: AppDeps, input: OperationRequest<'NUMBER_POOL'>): Promise<OperationOutput<'NUMBER_POOL'>> {
  const rows = await deps.db
    .select({ phone: cardStock.phone, dealerName: dealers.name, offerName: agentOffers.name, feeFen: agentOffers.sumFeeFen })
    .from(cardStock)
    .innerJoin(dealers, and(eq(dealers.id, cardStock.dealerId), isNull(dealers.disabledAt)))
    .innerJoin(agentOffers, eq(agentOffers.id, cardStock.offerId))
    .where(and(isFreeAt(deps.now()), input.tail ? like(cardStock.phone, `%${input.tail}`) : undefined))
    .orderBy(asc(cardStock.phone))
    .limit(POOL_PAGE_SIZE + 1)
    .offset((input.page - 1) * POOL_PAGE_SIZE);
  const list: PoolNumber[] = rows.slice(0, POOL_PAGE_SIZE);
  return { list, hasMore: rows.length > POOL_PAGE_SIZE };
}

/** NUMBER_POOL_RESERVE: reserves the number for 30 minutes; one live reservation per member. */
export async function reservePoolNumber(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'NUMBER_POOL_RESERVE'>,
): Promise<OperationOutput<'NUMBER_POOL_RESERVE'>> {
  const [card] = await deps.db
    .select({ iccid: cardStock.iccid })
    .from(cardStock)
    .innerJoin(dealers, and(eq(dealers.id, cardStock.dealerId), isNull(dealers.disabledAt)))
    .where(and(eq(cardStock.phone, input.phone), isFreeAt(deps.now())))
    .limit(1);
  if (!card) {
    throw invalid(ReservationMessage.NOT_AVAILABLE);
  }
  const reserved = await reserveForMember(deps.db, { phone: input.phone, memberId: member.id, now: deps.now() });
  if (reserved.outcome === 'oneAtATime') {
    throw invalid(ReservationMessage.ONE_AT_A_TIME);
  }
  if (reserved.outcome === 'notAvailable') {
    throw invalid(ReservationMessage.NOT_AVAILABLE);
  }
  return { reservation: await toMemberReservation(deps, reserved.reservation) };
}

/** NUMBER_POOL_RESERVATION: the member's live reservation, or null. */
export async function readMemberReservation(deps: AppDeps, member: AuthenticatedMember): Promise<OperationOutput<'NUMBER_POOL_RESERVATION'>> {
  const reservation = await findMemberReservation(deps.db, member.id, deps.now());
  return { reservation: reservation ? await toMemberReservation(deps, reservation) : null };
}

/** NUMBER_POOL_CANCEL: the member gives the reservation up. */
export async function cancelPoolReservation(deps: AppDeps, member: AuthenticatedMember): Promise<OperationOutput<'NUMBER_POOL_CANCEL'>> {
  if (!(await cancelMemberReservation(deps.db, member.id))) {
    throw invalid(ReservationMessage.NONE);
  }
  return { result: 'ok' };
}
