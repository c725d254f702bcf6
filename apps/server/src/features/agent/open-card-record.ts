import { AgentMessage } from '@hall/contract/agent/rules';
import type { StockCard } from '../../boss/boss.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';
import { findRecordByNumber, type OpenCardRecordRow } from './open-card-record.repository.ts';

// Lookups the opening and its payment both start from: the dealer's own card and open record.

/** The dealer's own card of a number, or the refusal an agent of another channel sees. */
export async function findOwnStockCard(deps: AppDeps, agent: AuthenticatedAgent, phone: string): Promise<StockCard> {
  const card = await deps.boss.findStockCardByPhone(phone);
  if (!card) {
    throw invalid(AgentMessage.NUMBER_NOT_FOUND);
  }
  if (card.dealerId !== agent.dealerId) {
    throw invalid(AgentMessage.NUMBER_OF_OTHER_CHANNEL);
  }
  return card;
}

/** The dealer's open (not yet submitted) record of a number, or the given refusal. */
export async function findOwnOpenRecord(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  recordNumber: string,
  serviceId: string,
  missing: string,
): Promise<OpenCardRecordRow> {
  const record = await findRecordByNumber(deps.db, recordNumber);
  if (!record || record.dealerId !== agent.dealerId || record.serviceId !== serviceId || record.status !== 'open') {
    throw invalid(missing);
  }
  return record;
}
