import { checkStatementReach, defaultStatementRange, FUND_POOL_STATEMENT_PAGE_SIZE } from '@hall/contract/agent/fund-pool-statement-rules';
import { formatChinaDate, shiftChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { dealers, fundPoolLedger } from '../../db/schema.ts';
import { requireDealerManager, type AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';

// 资金池流水: the manager's dealer's pool over a range of China days, read from its append-only
// ledger alone. The opening balance is the running balance of the last row before the range, the
// closing one that of the range's last row, so the statement is the ledger and nothing else.

function rangeOf(now: Date, input: OperationRequest<'AGENT_FUND_POOL_STATEMENT'>): { from: string; to: string; today: string } {
  const today = formatChinaDate(now);
  if (input.from === undefined || input.to === undefined) {
    return { ...defaultStatementRange(today), today };
  }
  const refusal = checkStatementReach(input.from, input.to, today);
  if (refusal) {
    throw invalid(refusal);
  }
  return { from: input.from, to: input.to, today };
}

/** AGENT_FUND_POOL_STATEMENT: the range's opening and closing balances, totals and a page of its movements (manager only). */
export async function readFundPoolStatement(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  input: OperationRequest<'AGENT_FUND_POOL_STATEMENT'>,
): Promise<OperationOutput<'AGENT_FUND_POOL_STATEMENT'>> {
  requireDealerManager(agent);
  const { from, to, today } = rangeOf(deps.now(), input);
  const start = startOfChinaDate(from);
  const end = startOfChinaDate(shiftChinaDate(to, 1));
  const ofDealer = eq(fundPoolLedger.dealerId, agent.dealerId);
  const inRange = and(ofDealer, gte(fundPoolLedger.createdAt, start), lt(fundPoolLedger.createdAt, end));
  // One snapshot, so the totals, the page and both balances agree while debits go on; one
  // connection, so its queries run one after the other.
  return deps.db.transaction(
    async (tx) => {
      const before = await tx
        .select({ balance: fundPoolLedger.balanceAfterFen })
        .from(fundPoolLedger)
        .where(and(ofDealer, lt(fundPoolLedger.createdAt, start)))
        .orderBy(desc(fundPoolLedger.id))
        .limit(1);
      const last = await tx.select({ balance: fundPoolLedger.balanceAfterFen }).from(fundPoolLedger).where(inRange).orderBy(desc(fundPoolLedger.id)).limit(1);
      const totals = await tx
        .select({
          inFen: sql<string>`coalesce(sum(${fundPoolLedger.amountFen}) filter (where ${fundPoolLedger.amountFen} > 0), 0)::text`,
          outFen: sql<string>`coalesce(-sum(${fundPoolLedger.amountFen}) filter (where ${fundPoolLedger.amountFen} < 0), 0)::text`,
        })
        .from(fundPoolLedger)
        .where(inRange);
      const rows = await tx
        .select({
          id: fundPoolLedger.id,
          createdAt: fundPoolLedger.createdAt,
          kind: fundPoolLedger.kind,
          amountFen: fundPoolLedger.amountFen,
          balanceAfterFen: fundPoolLedger.balanceAfterFen,
          recordNumber: fundPoolLedger.recordNumber,
          workNo: fundPoolLedger.workNo,
          note: fundPoolLedger.note,
        })
        .from(fundPoolLedger)
        .where(inRange)
        .orderBy(asc(fundPoolLedger.id))
        .limit(FUND_POOL_STATEMENT_PAGE_SIZE + 1)
        .offset((input.page - 1) * FUND_POOL_STATEMENT_PAGE_SIZE);
      const dealer = await tx.select({ name: dealers.name }).from(dealers).where(eq(dealers.id, agent.dealerId)).limit(1);
      const openingFen = Number(before[0]?.balance ?? 0);
      return {
        from,
        to,
        today,
        dealerName: dealer[0]?.name ?? agent.dealerName,
        openingFen,
        closingFen: Number(last[0]?.balance ?? openingFen),
        inFen: Number(totals[0]?.inFen ?? 0),
        outFen: Number(totals[0]?.outFen ?? 0),
        list: rows.slice(0, FUND_POOL_STATEMENT_PAGE_SIZE).map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          kind: row.kind,
          amountFen: Number(row.amountFen),
          balanceAfterFen: Number(row.balanceAfterFen),
          recordNumber: row.kind === 'opening' ? row.recordNumber : null,
          workNo: row.kind === 'opening' ? row.workNo : null,
          note: row.kind === 'top_up' ? row.note : '',
        })),
        hasMore: rows.length > FUND_POOL_STATEMENT_PAGE_SIZE,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
