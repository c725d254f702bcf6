import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const numberKeepingKeys = {
  status: ['number-keeping', 'status'] as const,
};

/** The bound number's state, balance, keep end and fee, and whether its card's PUK is on record. */
export const numberKeepingStatusQuery = queryOptions({
  queryKey: numberKeepingKeys.status,
  queryFn: () => call('NUMBER_KEEPING_STATUS', {}, { loading: false }),
});

/** 停机保号 or its early end after the owner check; either way the state is read again. */
export function useChangeKeeping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: { action: 'keep'; input: OperationInput<'KEEP_NUMBER'> } | { action: 'resume'; input: OperationInput<'RESUME_KEPT_NUMBER'> },
    ): Promise<void> => {
      await (change.action === 'keep' ? call('KEEP_NUMBER', change.input) : call('RESUME_KEPT_NUMBER', change.input));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: numberKeepingKeys.status }),
  });
}

/** Reads the PUK after the owner check; it stays in this mutation's state only, never in the query cache. */
export function useReadPuk() {
  return useMutation({
    mutationFn: (input: OperationInput<'PUK_QUERY'>) => call('PUK_QUERY', input),
  });
}
