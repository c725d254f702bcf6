import type { CallProtectionSettings } from '@hall/contract/call-protection/schemas';
import type { OperationInput } from '@hall/contract/schemas';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const callProtectionKeys = {
  all: ['call-protection'] as const,
  settings: ['call-protection', 'settings'] as const,
  interceptions: ['call-protection', 'interceptions'] as const,
};

/** The bound number's call protection settings. */
export const callProtectionQuery = queryOptions({
  queryKey: callProtectionKeys.settings,
  queryFn: () => call('CALL_PROTECTION', {}, { loading: false }),
});

/** The interception log, a page at a time, newest first. */
export const callInterceptionsQuery = infiniteQueryOptions({
  queryKey: callProtectionKeys.interceptions,
  queryFn: ({ pageParam }) => call('CALL_INTERCEPTIONS', { page: pageParam }, { loading: false }),
  initialPageParam: 1,
  getNextPageParam: (last: { page: number; pageSize: number; total: number }) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
});

/** Saves the settings as a whole; the saved settings are what the page shows next. */
export function useSaveCallProtection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OperationInput<'CALL_PROTECTION_SAVE'>) => call('CALL_PROTECTION_SAVE', settings),
    onSuccess: (saved: CallProtectionSettings) => {
      queryClient.setQueryData(callProtectionKeys.settings, saved);
    },
  });
}
