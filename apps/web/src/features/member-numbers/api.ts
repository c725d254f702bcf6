import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { reloadForActiveNumber } from '../../shared/member/active-number.ts';

export const myNumbersQuery = queryOptions({ queryKey: ['member-numbers', 'mine'], queryFn: () => call('MY_NUMBERS', {}) });

export const bindingHistoryQuery = queryOptions({ queryKey: ['member-numbers', 'history'], queryFn: () => call('BINDING_HISTORY', {}) });

export const numberHoldersQuery = queryOptions({ queryKey: ['member-numbers', 'holders'], queryFn: () => call('NUMBER_HOLDERS', {}) });

/** SWITCH_NUMBER: the chosen number becomes the active one on every phone of the member. */
export function useSwitchNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mobilePhone: string) => call('SWITCH_NUMBER', { mobilePhone }),
    onSuccess: () => reloadForActiveNumber(queryClient),
  });
}

/** REMOVE_NUMBER_HOLDER with the SMS code sent to the active number; the list is read again. */
export function useRemoveNumberHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { holderRef: string; code: string }) => call('REMOVE_NUMBER_HOLDER', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numberHoldersQuery.queryKey }),
  });
}
