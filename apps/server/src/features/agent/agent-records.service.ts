import {
  AGENT_OPENINGS_DEFAULT_DAYS,
  AGENT_OPENINGS_PAGE_SIZE,
  checkOpeningsReach,
  OPENING_REFUSED_NEXT_STEP,
  openingResumePointOf,
  type OpeningState,
} from '@hall/contract/agent/rules';
import type { AgentOpening } from '@hall/contract/agent/agent-records-schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { openCardRecords } from '../../db/schema.ts';
import type { AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';
import { formatChinaDate, shiftChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { maskName, maskPhone } from '../../platform/masking.ts';

// 开卡记录: the openings an agent made in a range of China days, the unfinished ones first (the
// agent resumes them), then the submitted ones, each part newest first, with the range's counts by
// state. Only the agent's own (their dealer and work number), the number and customer masked.

const stateOf = sql<OpeningState>`case
  when ${openCardRecords.status} = 'open' then 'unfinished'
  when ${openCardRecords.reviewStatus} = 'passed' then 'passed'
  when ${openCardRecords.reviewStatus} = 'failed' then 'failed'
  else 'pending' end`;

/** 0 for an opening not yet submitted, so the unfinished ones come first. */
const submittedRank = sql<number>`case when ${openCardRecords.status} = 'open' then 0 else 1 end`;

/** The range asked, or the last thirty China days; refused when it ends after today or begins before the last twelve months. */
function rangeOf(now: Date, input: OperationRequest<'AGENT_OPENINGS'>): { from: string; to: string; today: string } {
  const today = formatChinaDate(now);
  if (input.from === undefined || input.to === undefined) {
    return { from: shiftChinaDate(today, 1 - AGENT_OPENINGS_DEFAULT_DAYS), to: today, today };
  }
  const refusal = checkOpeningsReach(input.from, input.to, today);
  if (refusal) {
    throw invalid(refusal);
  }
  return { from: input.from, to: input.to, today };
}

/** AGENT_OPENINGS: a page of the range's openings and the range's counts. */
export async function readAgentOpenings(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  input: OperationRequest<'AGENT_OPENINGS'>,
): Promise<OperationOutput<'AGENT_OPENINGS'>> {
  const { from, to, today } = rangeOf(deps.now(), input);
  const ofAgentInRange = and(
    eq(openCardRecords.dealerId, agent.dealerId),
    eq(openCardRecords.workNo, agent.workNo),
    gte(openCardRecords.createdAt, startOfChinaDate(from)),
    lt(openCardRecords.createdAt, startOfChinaDate(shiftChinaDate(to, 1))),
  );
  const [rows, countRows] = await Promise.all([
    deps.db
      .select({
        uimId: openCardRecords.uimId,
        applyEvent: openCardRecords.applyEvent,
        serviceId: openCardRecords.serviceId,
        offerName: openCardRecords.prodOfferName,
        customerName: openCardRecords.customerName,
        createdAt: openCardRecords.createdAt,
        state: stateOf,
        reason: openCardRecords.reviewReason,
        openCardLocation: openCardRecords.openCardLocation,
        sumFeeFen: openCardRecords.sumFeeFen,
        rechargeFlag: openCardRecords.rechargeFlag,
      })
      .from(openCardRecords)
      .where(ofAgentInRange)
      .orderBy(asc(submittedRank), desc(openCardRecords.createdAt), desc(openCardRecords.uimId))
      .limit(AGENT_OPENINGS_PAGE_SIZE + 1)
      .offset((input.page - 1) * AGENT_OPENINGS_PAGE_SIZE),
    deps.db.select({ state: stateOf, total: count() }).from(openCardRecords).where(ofAgentInRange).groupBy(stateOf),
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
    nextStep: row.state === 'failed' ? OPENING_REFUSED_NEXT_STEP : null,
    resume: row.state === 'unfinished' ? { uimId: row.uimId, applyEvent: row.applyEvent, at: openingResumePointOf(row) } : null,
  }));
  return { from, to, today, counts, list, hasMore: rows.length > AGENT_OPENINGS_PAGE_SIZE };
}
