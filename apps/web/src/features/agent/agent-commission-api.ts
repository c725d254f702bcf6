import type { OperationOutput } from '@hall/contract/schemas';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callAgent } from './call-agent.ts';

// The agent-commission module's operation: the dealer's commission statement of a month (佣金结算), for its manager.

/** 佣金结算: fifty entries a page of the month (YYYYMM; the current one when omitted), with the month's totals. */
export const agentCommissionQuery = (month: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['agent', 'commission', month ?? 'current'] as const,
    queryFn: ({ pageParam }) => callAgent('AGENT_COMMISSION_STATEMENT', { month, page: pageParam }, { loading: false, isSilent: true }),
    initialPageParam: 1,
    getNextPageParam: (last: OperationOutput<'AGENT_COMMISSION_STATEMENT'>, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 0,
    retry: false,
  });
