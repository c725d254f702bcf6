import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/call.ts';

export const consoleSessionQuery = queryOptions({
  queryKey: ['console', 'session'],
  queryFn: () => call('CONSOLE_SESSION', {}, { isSilent: true }),
  retry: false,
  staleTime: Infinity,
});

export const consoleOverviewQuery = queryOptions({
  queryKey: ['console', 'overview'],
  queryFn: () => call('CONSOLE_OVERVIEW', {}),
});

export const hallNoticeQuery = queryOptions({
  queryKey: ['console', 'hall-notice'],
  queryFn: () => call('CONSOLE_HALL_NOTICE', {}),
});

export function outboxQuery(phone: string) {
  return queryOptions({
    queryKey: ['console', 'outbox', phone],
    queryFn: () => call('CONSOLE_SANDBOX_OUTBOX', { phone: phone || undefined }),
    refetchInterval: 5000,
  });
}

export const reviewKindsQuery = queryOptions({
  queryKey: ['console', 'review', 'kinds'],
  queryFn: () => call('CONSOLE_REVIEW_KINDS', {}),
});

export function reviewListQuery(kind: string) {
  return queryOptions({
    queryKey: ['console', 'review', 'list', kind],
    queryFn: () => call('CONSOLE_REVIEW_LIST', { kind }),
    enabled: kind !== '',
  });
}

export function reviewDetailQuery(kind: string, id: string) {
  return queryOptions({
    queryKey: ['console', 'review', 'detail', kind, id],
    queryFn: () => call('CONSOLE_REVIEW_DETAIL', { kind, id }, { isSilent: true }),
    retry: false,
    enabled: id !== '',
  });
}
