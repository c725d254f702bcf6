import pg from 'pg';

// What must always agree, read straight from the database: every balance with its ledger, every
// fund pool with its ledger, points with theirs, stock with orders, payments with their rows.
// Seeded rows may predate their ledgers, so each figure is compared with its value at a baseline:
// balance minus ledger sum must never move.

export interface LedgerState {
  /** phone → balance_fen minus the sum of its balance_ledger rows */
  balanceOffsets: Record<string, number>;
  /** dealer → fund_pool_fen minus the sum of its fund_pool_ledger rows */
  fundPoolOffsets: Record<string, number>;
  /** phone → current_points minus the sum of its points_ledger rows */
  pointsOffsets: Record<string, number>;
  /** phone → points orders minus exchange ledger rows */
  exchangeOffsets: Record<string, number>;
  /** product → stock plus its orders */
  stockTotals: Record<string, number>;
  /** Rows that contradict each other (any state): a description each. */
  contradictions: string[];
}

async function rows<Row>(client: pg.Client, text: string): Promise<Row[]> {
  return (await client.query(text)).rows as Row[];
}

function toRecord(list: { key: string; value: string | number }[]): Record<string, number> {
  return Object.fromEntries(list.map((row) => [row.key, Number(row.value)]));
}

export async function readLedgerState(databaseUrl: string): Promise<LedgerState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const balanceOffsets = toRecord(
      await rows(
        client,
        `select s.phone as key, s.balance_fen - coalesce((select sum(change_fen) from balance_ledger l where l.phone = s.phone), 0) as value from subscribers s`,
      ),
    );
    const fundPoolOffsets = toRecord(
      await rows(
        client,
        `select d.id as key, d.fund_pool_fen - coalesce((select sum(amount_fen) from fund_pool_ledger l where l.dealer_id = d.id), 0) as value from dealers d`,
      ),
    );
    const pointsOffsets = toRecord(
      await rows(
        client,
        `select a.phone as key, a.current_points - coalesce((select sum(change) from points_ledger l where l.phone = a.phone), 0) as value from points_accounts a`,
      ),
    );
    const exchangeOffsets = toRecord(
      await rows(
        client,
        `select a.phone as key,
           (select count(*) from points_orders o where o.phone = a.phone) - (select count(*) from points_ledger l where l.phone = a.phone and l.kind = 'exchange') as value
         from points_accounts a`,
      ),
    );
    const stockTotals = toRecord(
      await rows(client, `select p.id as key, p.stock + (select count(*) from points_orders o where o.product_id = p.id) as value from points_products p`),
    );
    const contradictions = [
      ...(
        await rows<{ out_trade_no: string }>(
          client,
          `select p.out_trade_no from agent_payments p where p.pay_kind = 2 and not exists (select 1 from fund_pool_ledger l where l.out_trade_no = p.out_trade_no)`,
        )
      ).map((row) => `fund-pool payment ${row.out_trade_no} without its ledger row`),
      ...(
        await rows<{ out_trade_no: string }>(
          client,
          `select l.out_trade_no from fund_pool_ledger l
           where l.kind = 'opening' and not exists (select 1 from agent_payments p where p.out_trade_no = l.out_trade_no and p.pay_kind = 2 and p.status = 'paid')`,
        )
      ).map((row) => `fund-pool ledger row ${row.out_trade_no} without its paid payment`),
      ...(
        await rows<{ out_trade_no: string }>(
          client,
          `select p.out_trade_no from agent_payments p join open_card_records r on r.uim_id = p.uim_id
           where p.status = 'paid' and r.status = 'open' and r.recharge_flag <> 'finish'`,
        )
      ).map((row) => `paid opening ${row.out_trade_no} whose record is not marked paid`),
      ...(
        await rows<{ reference: string }>(
          client,
          `select l.reference from balance_ledger l where l.reason = 'recharge' and not exists (select 1 from recharge_orders o where o.out_trade_no = l.reference and o.status >= 1)`,
        )
      ).map((row) => `top-up credit ${row.reference} without its paid order`),
      ...(
        await rows<{ out_trade_no: string; credits: string }>(
          client,
          `select o.out_trade_no, (select count(*) from balance_ledger l where l.reason = 'recharge' and l.reference = o.out_trade_no) as credits
           from recharge_orders o where o.status = 2`,
        )
      )
        .filter((row) => Number(row.credits) !== 1)
        .map((row) => `settled top-up ${row.out_trade_no} credited ${row.credits} times`),
      ...(await rows<{ phone: string }>(client, `select phone from points_accounts where current_points < 0`)).map((row) => `negative points on ${row.phone}`),
      ...(await rows<{ id: string }>(client, `select id from dealers where fund_pool_fen < 0`)).map((row) => `negative fund pool of ${row.id}`),
      ...(
        await rows<{ id: string; dealer_id: string }>(
          client,
          `select id, dealer_id from (
             select id, dealer_id, amount_fen, balance_after_fen,
               lag(balance_after_fen, 1, 0::bigint) over (partition by dealer_id order by id) as previous
             from fund_pool_ledger) l
           where balance_after_fen <> previous + amount_fen`,
        )
      ).map((row) => `fund-pool ledger row ${row.id} of ${row.dealer_id} whose running balance is not the previous one plus its amount`),
      ...(
        await rows<{ id: string }>(
          client,
          `select d.id from dealers d
           where d.fund_pool_fen <> coalesce((select l.balance_after_fen from fund_pool_ledger l where l.dealer_id = d.id order by l.id desc limit 1), 0)`,
        )
      ).map((row) => `fund pool of ${row.id} is not its ledger's last running balance`),
    ];
    return { balanceOffsets, fundPoolOffsets, pointsOffsets, exchangeOffsets, stockTotals, contradictions };
  } finally {
    await client.end();
  }
}

/** Everything that moved against the baseline, plus new contradictions (seeded history has its own). */
export function compareLedgers(baseline: LedgerState, now: LedgerState): string[] {
  const problems = now.contradictions.filter((contradiction) => !baseline.contradictions.includes(contradiction));
  const compare = (label: string, before: Record<string, number>, after: Record<string, number>) => {
    for (const [key, value] of Object.entries(before)) {
      if (after[key] !== value) {
        problems.push(`${label} of ${key} moved from ${value} to ${after[key]}`);
      }
    }
  };
  compare('balance minus ledger', baseline.balanceOffsets, now.balanceOffsets);
  compare('fund pool minus ledger', baseline.fundPoolOffsets, now.fundPoolOffsets);
  compare('points minus ledger', baseline.pointsOffsets, now.pointsOffsets);
  compare('points orders minus exchange rows', baseline.exchangeOffsets, now.exchangeOffsets);
  compare('stock plus orders', baseline.stockTotals, now.stockTotals);
  return problems;
}

/** Runs SQL on the scenario's database (fixtures the API has no operation for). */
export async function runSql(databaseUrl: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
