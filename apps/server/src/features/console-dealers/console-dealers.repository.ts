import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { agentOffers, agents, cardStock, dealers, fundPoolLedger, staffUsers } from '../../db/schema.ts';

/** The balance, or null for an unknown dealer. */
export async function readBalance(db: Executor, dealerId: string): Promise<number | null> {
  const rows = await db.select({ balance: dealers.fundPoolFen }).from(dealers).where(eq(dealers.id, dealerId)).limit(1);
  return rows[0] ? Number(rows[0].balance) : null;
}

/** The newest ledger rows of a dealer, with the name of the staff member behind each top-up. */
export async function listLedgerEntries(db: Executor, dealerId: string, limit: number) {
  return db
    .select({
      id: fundPoolLedger.id,
      kind: fundPoolLedger.kind,
      amountFen: fundPoolLedger.amountFen,
      balanceAfterFen: fundPoolLedger.balanceAfterFen,
      workNo: fundPoolLedger.workNo,
      staffName: staffUsers.displayName,
      note: fundPoolLedger.note,
      createdAt: fundPoolLedger.createdAt,
    })
    .from(fundPoolLedger)
    .leftJoin(staffUsers, eq(staffUsers.id, fundPoolLedger.staffId))
    .where(eq(fundPoolLedger.dealerId, dealerId))
    .orderBy(desc(fundPoolLedger.id))
    .limit(limit);
}

const stockCount = (status: 'available' | 'locked' | 'opened') =>
  sql<number>`(select count(*)::int from card_stock where card_stock.dealer_id = ${dealers.id} and card_stock.status = ${status})`;

/** Every dealer with its pool, pay kind, agent count and stock counts by status. */
export async function listDealers(db: Executor) {
  const rows = await db
    .select({
      id: dealers.id,
      mainId: dealers.mainId,
      name: dealers.name,
      payKind: dealers.payKind,
      fundPoolFen: dealers.fundPoolFen,
      alertMobile: dealers.alertMobile,
      alertThresholdFen: dealers.alertThresholdFen,
      disabledAt: dealers.disabledAt,
      agentCount: sql<number>`(select count(*)::int from agents where agents.dealer_id = ${dealers.id})`,
      available: stockCount('available'),
      locked: stockCount('locked'),
      opened: stockCount('opened'),
    })
    .from(dealers)
    .orderBy(asc(dealers.id));
  return rows.map(({ disabledAt, available, locked, opened, ...row }) => ({
    ...row,
    fundPoolFen: Number(row.fundPoolFen),
    alertThresholdFen: Number(row.alertThresholdFen),
    agentCount: Number(row.agentCount),
    isDisabled: disabledAt !== null,
    stock: { available: Number(available), locked: Number(locked), opened: Number(opened) },
  }));
}

export async function listAgentsOfDealer(db: Executor, dealerId: string) {
  const rows = await db
    .select({
      workNo: agents.workNo,
      name: agents.name,
      mobile: agents.mobile,
      channel: agents.channel,
      defaultSaleKind: agents.defaultSaleKind,
      disabledAt: agents.disabledAt,
      role: agents.role,
    })
    .from(agents)
    .where(eq(agents.dealerId, dealerId))
    .orderBy(asc(agents.workNo));
  return rows.map(({ disabledAt, ...row }) => ({ ...row, isDisabled: disabledAt !== null }));
}

/** The dealer's newest stock cards (by ICCID, the import order of a card run). */
export function listStockOfDealer(db: Executor, dealerId: string, limit: number) {
  return db.select().from(cardStock).where(eq(cardStock.dealerId, dealerId)).orderBy(desc(cardStock.iccid)).limit(limit);
}

export function listAgentOffers(db: Executor) {
  return db
    .select({ id: agentOffers.id, name: agentOffers.name, systemId: agentOffers.systemId })
    .from(agentOffers)
    .orderBy(asc(agentOffers.sortOrder), asc(agentOffers.id));
}
