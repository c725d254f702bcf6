import type { OperationOutput } from '@hall/contract/schemas';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

// 号码购买: the numbers in stock, the member's reservation, reserving and cancelling.

export const numberPoolKeys = {
  all: ['number-pool'] as const,
  pool: (tail: string) => ['number-pool', 'pool', tail] as const,
  reservation: ['number-pool', 'reservation'] as const,
};

/** Twenty numbers in stock a page, by tail digits when given. */
export const numberPoolQuery = (tail: string) =>
  infiniteQueryOptions({
    queryKey: numberPoolKeys.pool(tail),
    queryFn: ({ pageParam }) => call('NUMBER_POOL', { tail: tail || undefined, page: pageParam }, { loading: false, isSilent: true }),
    initialPageParam: 1,
    getNextPageParam: (last: OperationOutput<'NUMBER_POOL'>, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 0,
  });

/** The member's live reservation, or null. */
export const memberReservationQuery = queryOptions({
  queryKey: numberPoolKeys.reservation,
  queryFn: () => call('NUMBER_POOL_RESERVATION', {}, { loading: false, isSilent: true }),
  staleTime: 0,
});

function usePoolChange<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: numberPoolKeys.all }) });
}

export const useReserveNumber = () => usePoolChange((phone: string) => call('NUMBER_POOL_RESERVE', { phone }));
export const useCancelReservation = () => usePoolChange(() => call('NUMBER_POOL_CANCEL', {}));
