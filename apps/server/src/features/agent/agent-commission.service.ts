import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { findDealerName, readCommissionStatement, statementMonthOf } from '../../domain/commission-statement.ts';
import { requireDealerManager, type AuthenticatedAgent } from '../../platform/agent-sessions.ts';

/** AGENT_COMMISSION_STATEMENT (佣金结算): the month of the agent's own dealer, for its manager only. */
export async function readAgentCommission(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  input: OperationRequest<'AGENT_COMMISSION_STATEMENT'>,
): Promise<OperationOutput<'AGENT_COMMISSION_STATEMENT'>> {
  requireDealerManager(agent);
  const months = statementMonthOf(deps.now(), input.month);
  const statement = await readCommissionStatement(deps.db, agent.dealerId, { ...months, page: input.page });
  return { ...statement, dealerName: (await findDealerName(deps.db, agent.dealerId)) ?? agent.dealerId };
}
