import type { OperationOutput } from '@hall/contract/schemas';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callAgent } from './call-agent.ts';

// The fund-pool-statement module's operation: the dealer's fund-pool statement (资金池流水), for its manager.

/** A range of China days (YYYY-MM-DD, both included); undefined asks the server's default, this month by its clock. */
export interface StatementRange {
  from: string;
  to: string;
}

export const fundPoolKeys = {
  statement: (range: StatementRange | undefined) => ['agent', 'fundPool', range ? `${range.from}~${range.to}` : 'default'] as const,
};

/** 资金池流水: the range's balances and totals, and its movements oldest first, twenty a page. */
export const fundPoolStatementQuery = (range: StatementRange | undefined) =>
  infiniteQueryOptions({
    queryKey: fundPoolKeys.statement(range),
    queryFn: ({ pageParam }) => callAgent('AGENT_FUND_POOL_STATEMENT', { ...range, page: pageParam }, { loading: false, isSilent: true }),
    initialPageParam: 1,
    getNextPageParam: (last: OperationOutput<'AGENT_FUND_POOL_STATEMENT'>, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 0,
    retry: false,
  });
