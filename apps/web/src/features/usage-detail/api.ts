import type { OperationInput } from '@hall/contract/schemas';
import type { DetailKind } from '@hall/contract/usage-detail/rules';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const usageDetailKeys = {
  status: ['usageDetail', 'status'] as const,
  records: (month: string, kind: DetailKind, page: number) => ['usageDetail', 'records', month, kind, page] as const,
};

/** Whether the detail is open for this session and the active number, and the months it covers. */
export const detailStatusQuery = queryOptions({
  queryKey: usageDetailKeys.status,
  queryFn: () => call('USAGE_DETAIL_STATUS', {}, { loading: false }),
});

/** One page of a month's calls, messages or data days; a refusal (closed, out of range) is the page's to show. */
export const detailRecordsQuery = (month: string, kind: DetailKind, page: number) =>
  queryOptions({
    queryKey: usageDetailKeys.records(month, kind, page),
    queryFn: () => call('USAGE_DETAIL_RECORDS', { month, kind, page }, { loading: false, silentCodes: [-100] }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Opens the detail with the service password or the SMS code; the status is read again. */
export function useUnlockDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: OperationInput<'USAGE_DETAIL_UNLOCK'>) => call('USAGE_DETAIL_UNLOCK', proof),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['usageDetail'] }),
  });
}

/** The detail was found closed (the 15 minutes ran out): the status is read again, which shows the check. */
export function useForgetUnlock() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usageDetailKeys.status });
}

/** Asks for a month's PDF by e-mail. */
export function useMailDetail() {
  return useMutation({
    mutationFn: (request: OperationInput<'USAGE_DETAIL_MAIL'>) => call('USAGE_DETAIL_MAIL', request),
  });
}
