import { AgentMessage } from '@hall/contract/agent/rules';
import type { StockCardRow } from '@hall/contract/agent/agent-stock-schemas';
import { ReservationMessage, STOCK_PAGE_SIZE } from '@hall/contract/number-pool/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { and, asc, count, eq, like, ne } from 'drizzle-orm';
import { agentOffers, cardStock } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { claimByCode, releaseAgentHold, reserveForAgent, stockStateSql, type Reservation } from '../../domain/number-reservation.ts';
import type { AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';
import { findOwnStockCard } from './open-card-record.ts';

// 号码库存: the agent's dealer's card stock by state (in stock, reserved, opened), a number reserved
// for a customer for 30 minutes, and a member's reservation (号码购买) taken by its code, after which
// the opening's step 1 accepts that number for this agent. Only the agent's own dealer's cards.

type Input<Name extends 'AGENT_STOCK' | 'AGENT_STOCK_RESERVE' | 'AGENT_STOCK_RELEASE' | 'AGENT_STOCK_CLAIM'> = OperationRequest<Name>;
type Output<Name extends 'AGENT_STOCK' | 'AGENT_STOCK_RESERVE' | 'AGENT_STOCK_RELEASE' | 'AGENT_STOCK_CLAIM'> = OperationOutput<Name>;

function toReservationOutput(reservation: Reservation) {
  return { phone: reservation.phone, code: reservation.reservationCode ?? '', reservedUntil: (reservation.reservedUntil ?? new Date(0)).toISOString() };
}

/** AGENT_STOCK: a page of the dealer's stock (optionally one state, a tail), and the counts by state. */
export async function readAgentStock(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'AGENT_STOCK'>): Promise<Output<'AGENT_STOCK'>> {
  const now = deps.now();
  const state = stockStateSql(now);
  const ofDealer = and(eq(cardStock.dealerId, agent.dealerId), ne(cardStock.status, 'retired'));
  const filtered = and(ofDealer, input.state ? eq(state, input.state) : undefined, input.tail ? like(cardStock.phone, `%${input.tail}`) : undefined);
  const [rows, countRows] = await Promise.all([
    deps.db
      .select({
        phone: cardStock.phone,
        iccid: cardStock.iccid,
        offerName: agentOffers.name,
        state,
        reservedByAgent: cardStock.reservedByAgent,
        reservedByMember: cardStock.reservedByMember,
        reservedUntil: cardStock.reservedUntil,
        code: cardStock.reservationCode,
      })
      .from(cardStock)
      .leftJoin(agentOffers, eq(agentOffers.id, cardStock.offerId))
      .where(filtered)
      .orderBy(asc(cardStock.phone))
      .limit(STOCK_PAGE_SIZE + 1)
      .offset((input.page - 1) * STOCK_PAGE_SIZE),
    deps.db.select({ state, total: count() }).from(cardStock).where(ofDealer).groupBy(state),
  ]);
  const counts = { available: 0, reserved: 0, opened: 0 };
  for (const row of countRows) {
    counts[row.state] = Number(row.total);
  }
  const list: StockCardRow[] = rows.slice(0, STOCK_PAGE_SIZE).map((row) => {
    const isReserved = row.state === 'reserved';
    const holder = !isReserved
      ? null
      : row.reservedByAgent === agent.workNo
        ? 'self'
        : row.reservedByAgent === null && row.reservedByMember !== null
          ? 'member'
          : 'otherAgent';
    return {
      phone: row.phone,
      iccidTail: row.iccid.slice(-6),
      offerName: row.offerName ?? '',
      state: row.state,
      holder,
      reservedUntil: isReserved && row.reservedUntil ? row.reservedUntil.toISOString() : null,
      code: holder === 'self' ? row.code : null,
    };
  });
  return { counts, list, hasMore: rows.length > STOCK_PAGE_SIZE };
}

/** AGENT_STOCK_RESERVE: reserves a number of the dealer's stock for 30 minutes; of two agents at once, one wins. */
export async function reserveStockNumber(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  input: Input<'AGENT_STOCK_RESERVE'>,
): Promise<Output<'AGENT_STOCK_RESERVE'>> {
  const card = await findOwnStockCard(deps, agent, input.serviceId);
  if (card.status === 'opened') {
    throw invalid(AgentMessage.NUMBER_ALREADY_OPENED);
  }
  const reservation = await reserveForAgent(deps.db, { iccid: card.iccid, dealerId: agent.dealerId, workNo: agent.workNo, now: deps.now() });
  if (!reservation) {
    throw invalid(ReservationMessage.NOT_AVAILABLE);
  }
  return toReservationOutput(reservation);
}

/** AGENT_STOCK_RELEASE: the agent lets their reservation of a number go. */
export async function releaseStockNumber(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  input: Input<'AGENT_STOCK_RELEASE'>,
): Promise<Output<'AGENT_STOCK_RELEASE'>> {
  const card = await findOwnStockCard(deps, agent, input.serviceId);
  if (!(await releaseAgentHold(deps.db, { iccid: card.iccid, dealerId: agent.dealerId, workNo: agent.workNo }))) {
    throw invalid(ReservationMessage.NOT_YOURS);
  }
  return { result: 'ok' };
}

/** AGENT_STOCK_CLAIM: takes a member's reservation of the dealer's number by its code. */
export async function claimReservation(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'AGENT_STOCK_CLAIM'>): Promise<Output<'AGENT_STOCK_CLAIM'>> {
  const claimed = await claimByCode(deps.db, { code: input.code.toUpperCase(), dealerId: agent.dealerId, workNo: agent.workNo, now: deps.now() });
  if (claimed.outcome === 'claimed') {
    return toReservationOutput(claimed.reservation);
  }
  throw invalid(
    claimed.outcome === 'otherDealer'
      ? ReservationMessage.CODE_OF_OTHER_DEALER
      : claimed.outcome === 'taken'
        ? ReservationMessage.CODE_TAKEN
        : ReservationMessage.CODE_UNKNOWN,
  );
}
