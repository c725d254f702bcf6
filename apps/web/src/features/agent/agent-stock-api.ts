import type { StockState } from '@hall/contract/number-pool/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callAgent } from './call-agent.ts';

// The agent-stock module's operations: the dealer's card stock by state (号码库存), reserving and
// releasing a number, and taking a member's reservation by its code.

export const agentStockKeys = {
  all: ['agent', 'stock'] as const,
  page: (state: StockState | undefined, tail: string) => ['agent', 'stock', state ?? 'all', tail] as const,
};

/** 号码库存: twenty cards a page, of one state or all, by tail digits when given, with the counts by state. */
export const agentStockQuery = (state: StockState | undefined, tail: string) =>
  infiniteQueryOptions({
    queryKey: agentStockKeys.page(state, tail),
    queryFn: ({ pageParam }) => callAgent('AGENT_STOCK', { state, tail: tail || undefined, page: pageParam }, { loading: false, isSilent: true }),
    initialPageParam: 1,
    getNextPageParam: (last: OperationOutput<'AGENT_STOCK'>, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 0,
    retry: false,
  });

function useStockChange<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: agentStockKeys.all }) });
}

export const useReserveStockNumber = () => useStockChange((serviceId: string) => callAgent('AGENT_STOCK_RESERVE', { serviceId }));
export const useReleaseStockNumber = () => useStockChange((serviceId: string) => callAgent('AGENT_STOCK_RELEASE', { serviceId }));
export const useClaimReservation = () => useStockChange((code: string) => callAgent('AGENT_STOCK_CLAIM', { code }));
