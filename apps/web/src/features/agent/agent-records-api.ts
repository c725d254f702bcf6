import type { OperationOutput } from '@hall/contract/schemas';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callAgent } from './call-agent.ts';

// The agent-records module's operation: the agent's own openings (开卡记录).

/** A range of China days (YYYY-MM-DD, both included); undefined asks the server's default, the last thirty days by its clock. */
export interface OpeningsRange {
  from: string;
  to: string;
}

export const agentRecordsKeys = {
  /** `default` stands for the range the server picks, before it has answered which it is. */
  openings: (range: OpeningsRange | undefined) => ['agent', 'openings', range ? `${range.from}~${range.to}` : 'default'] as const,
};

/** 开卡记录: the agent's openings of a range of China days, the unfinished first, twenty a page, with the range's counts. */
export const agentOpeningsQuery = (range: OpeningsRange | undefined) =>
  infiniteQueryOptions({
    queryKey: agentRecordsKeys.openings(range),
    queryFn: ({ pageParam }) => callAgent('AGENT_OPENINGS', { ...range, page: pageParam }, { loading: false, isSilent: true }),
    initialPageParam: 1,
    getNextPageParam: (last: OperationOutput<'AGENT_OPENINGS'>, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 0,
    retry: false,
  });
