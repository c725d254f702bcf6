import type { ReviewedKindValue } from '@hall/contract/applications/rules';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/subscriber-client.ts';

/** The member's latest application of a kind, with its review outcome (audit pages). */
export function applicationStatusQuery(kind: ReviewedKindValue) {
  return queryOptions({
    queryKey: ['applications', 'status', kind],
    queryFn: () => call('APPLICATION_STATUS', { kind }, { isSilent: true }),
    staleTime: 0,
  });
}
