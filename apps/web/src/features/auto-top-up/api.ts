import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const autoTopUpKeys = { status: ['auto-top-up', 'status'] as const };

/** The rules, the contract's state, this month's count and the latest debits of the active number. */
export const autoTopUpStatusQuery = queryOptions({
  queryKey: autoTopUpKeys.status,
  queryFn: () => call('AUTO_TOP_UP_STATUS', {}, { loading: false }),
});

/** Saves the rules; the page shows the saved status. */
export function useSaveAutoTopUpRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: OperationInput<'AUTO_TOP_UP_SAVE'>) => call('AUTO_TOP_UP_SAVE', rules),
    onSuccess: (status) => queryClient.setQueryData(autoTopUpKeys.status, status),
  });
}

/** Asks for the signing page of the entrusted-debit contract (the browser then goes there). */
export function useStartSigning() {
  return useMutation({ mutationFn: () => call('AUTO_TOP_UP_SIGN', {}) });
}

/** Ends the contract; the page shows the status after it. */
export function useCancelAutoTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('AUTO_TOP_UP_CANCEL', {}),
    onSuccess: (status) => queryClient.setQueryData(autoTopUpKeys.status, status),
  });
}
