import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { MEMBER_QUERY_KEY } from '../../shared/member/member-query-key.ts';

/** What the operator holds about the member, each section with its retention row. */
export const personalInfoQuery = queryOptions({ queryKey: ['personal-info'], queryFn: () => call('PERSONAL_INFO', {}) });

/** Corrects the nickname and contact e-mail; the centre and the member record then show them. */
export function useCorrectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OperationInput<'PERSONAL_INFO_CORRECT'>) => call('PERSONAL_INFO_CORRECT', request),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: personalInfoQuery.queryKey }), queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY })]),
  });
}
