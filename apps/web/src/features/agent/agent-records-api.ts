import type { OperationOutput } from '@hall/contract/schemas';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callAgent } from './call-agent.ts';

// The agent-records module's operation: the agent's own openings (开卡记录).

export const agentRecordsKeys = {
  /** `this` stands for the month the server calls this one, before it has answered which it is. */
  openings: (month: string | undefined) => ['agent', 'openings', month ?? 'this'] as const,
};

/** 开卡记录: the agent's openings of a China month (YYYYMM), twenty a page, with the month's counts. */
export const agentOpeningsQuery = (month: string | undefined) =>
  infiniteQueryOptions({
    queryKey: agentRecordsKeys.openings(month),
    queryFn: ({ pageParam }) => callAgent('AGENT_OPENINGS', { month, page: pageParam }, { loading: false, isSilent: true }),
    initialPageParam: 1,
    getNextPageParam: (last: OperationOutput<'AGENT_OPENINGS'>, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 0,
    retry: false,
  });
