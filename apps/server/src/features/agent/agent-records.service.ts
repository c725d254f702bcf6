import { AGENT_OPENINGS_MONTHS, AGENT_OPENINGS_OUT_OF_RANGE, AGENT_OPENINGS_PAGE_SIZE, type OpeningState } from '@hall/contract/agent/rules';
import type { AgentOpening } from '@hall/contract/agent/agent-records-schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { openCardRecords } from '../../db/schema.ts';
import type { AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';
import { chinaMonthBounds, formatChinaMonth } from '@hall/contract/china-time';
import { maskName, maskPhone } from '../../platform/masking.ts';

// 开卡记录: the openings an agent made in a China month, newest first, with the month's counts by
// state. Only the agent's own (their dealer and work number), the number and customer masked.

const stateOf = sql<OpeningState>`case
  when ${openCardRecords.status} = 'open' then 'unfinished'
  when ${openCardRecords.reviewStatus} = 'passed' then 'passed'
  when ${openCardRecords.reviewStatus} = 'failed' then 'failed'
  else 'pending' end`;

/** AGENT_OPENINGS: a page of the month's openings and the month's counts. */
export async function readAgentOpenings(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  input: OperationRequest<'AGENT_OPENINGS'>,
): Promise<OperationOutput<'AGENT_OPENINGS'>> {
  const now = deps.now();
  const month = input.month ?? formatChinaMonth(now);
  const reachable = Array.from({ length: AGENT_OPENINGS_MONTHS }, (_unused, back) => formatChinaMonth(now, back));
  if (!reachable.includes(month)) {
    throw invalid(AGENT_OPENINGS_OUT_OF_RANGE);
  }
  const { start, end } = chinaMonthBounds(month);
  const ofAgentInMonth = and(
    eq(openCardRecords.dealerId, agent.dealerId),
    eq(openCardRecords.workNo, agent.workNo),
    gte(openCardRecords.createdAt, start),
    lt(openCardRecords.createdAt, end),
  );
  const [rows, countRows] = await Promise.all([
    deps.db
      .select({
        serviceId: openCardRecords.serviceId,
        offerName: openCardRecords.prodOfferName,
        customerName: openCardRecords.customerName,
        createdAt: openCardRecords.createdAt,
        state: stateOf,
        reason: openCardRecords.reviewReason,
      })
      .from(openCardRecords)
      .where(ofAgentInMonth)
      .orderBy(desc(openCardRecords.createdAt), desc(openCardRecords.uimId))
      .limit(AGENT_OPENINGS_PAGE_SIZE + 1)
      .offset((input.page - 1) * AGENT_OPENINGS_PAGE_SIZE),
    deps.db.select({ state: stateOf, total: count() }).from(openCardRecords).where(ofAgentInMonth).groupBy(stateOf),
  ]);
  const counts = { unfinished: 0, pending: 0, passed: 0, failed: 0 };
  for (const row of countRows) {
    counts[row.state] = Number(row.total);
  }
  const list: AgentOpening[] = rows.slice(0, AGENT_OPENINGS_PAGE_SIZE).map((row) => ({
    serviceId: maskPhone(row.serviceId),
    offerName: row.offerName,
    customerName: row.customerName ? maskName(row.customerName) : '',
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    reason: row.state === 'failed' ? row.reason : null,
  }));
  return { month, counts, list, hasMore: rows.length > AGENT_OPENINGS_PAGE_SIZE };
}
