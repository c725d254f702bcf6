import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BoardModerationFilter } from '@hall/contract/console-content/rules';
import { callStaff } from './call-staff.ts';

export const consoleSessionQuery = queryOptions({
  queryKey: ['console', 'session'],
  queryFn: () => callStaff('CONSOLE_SESSION', {}, { isSilent: true }),
  retry: false,
  staleTime: Infinity,
});

export const consoleOverviewQuery = queryOptions({
  queryKey: ['console', 'overview'],
  queryFn: () => callStaff('CONSOLE_OVERVIEW', {}),
});

export const hallNoticeQuery = queryOptions({
  queryKey: ['console', 'hall-notice'],
  queryFn: () => callStaff('CONSOLE_HALL_NOTICE', {}),
});

export function outboxQuery(phone: string) {
  return queryOptions({
    queryKey: ['console', 'outbox', phone],
    queryFn: () => callStaff('CONSOLE_SANDBOX_OUTBOX', { phone: phone || undefined }),
    refetchInterval: 5000,
  });
}

export const reviewKindsQuery = queryOptions({
  queryKey: ['console', 'review', 'kinds'],
  queryFn: () => callStaff('CONSOLE_REVIEW_KINDS', {}),
});

export function reviewListQuery(kind: string) {
  return queryOptions({
    queryKey: ['console', 'review', 'list', kind],
    queryFn: () => callStaff('CONSOLE_REVIEW_LIST', { kind }),
    enabled: kind !== '',
  });
}

export function reviewDetailQuery(kind: string, id: string) {
  return queryOptions({
    queryKey: ['console', 'review', 'detail', kind, id],
    queryFn: () => callStaff('CONSOLE_REVIEW_DETAIL', { kind, id }, { isSilent: true }),
    retry: false,
    enabled: id !== '',
  });
}

export function boardPostsQuery(filter: BoardModerationFilter, page: number) {
  return queryOptions({
    queryKey: ['console', 'board', 'posts', filter, page],
    queryFn: () => callStaff('CONSOLE_BOARD_POSTS', { filter, page }),
    placeholderData: keepPreviousData,
  });
}

export function boardRepliesQuery(postId: number) {
  return queryOptions({
    queryKey: ['console', 'board', 'replies', postId],
    queryFn: () => callStaff('CONSOLE_BOARD_REPLIES', { postId }),
    enabled: postId > 0,
  });
}

export const bannersQuery = queryOptions({ queryKey: ['console', 'content', 'banners'], queryFn: () => callStaff('CONSOLE_BANNERS', {}) });
export const activitiesQuery = queryOptions({ queryKey: ['console', 'content', 'activities'], queryFn: () => callStaff('CONSOLE_ACTIVITIES', {}) });
export const pointsProductsQuery = queryOptions({
  queryKey: ['console', 'content', 'points-products'],
  queryFn: () => callStaff('CONSOLE_POINTS_PRODUCTS', {}),
});
export const packagesQuery = queryOptions({ queryKey: ['console', 'content', 'packages'], queryFn: () => callStaff('CONSOLE_PACKAGES', {}) });

export function storesQuery(keyword: string) {
  return queryOptions({
    queryKey: ['console', 'content', 'stores', keyword],
    queryFn: () => callStaff('CONSOLE_STORES', { keyword }),
    placeholderData: keepPreviousData,
  });
}

export function fundPoolLedgerQuery(dealerId: string) {
  return queryOptions({
    queryKey: ['console', 'fund-pool', dealerId],
    queryFn: () => callStaff('CONSOLE_FUND_POOL_LEDGER', { dealerId }),
    enabled: dealerId !== '',
  });
}

export function sandboxMailsQuery(to: string) {
  return queryOptions({
    queryKey: ['console', 'sandbox', 'mails', to],
    queryFn: () => callStaff('CONSOLE_SANDBOX_MAILS', { to }),
    refetchInterval: 5000,
  });
}

export const sandboxStepsQuery = queryOptions({
  queryKey: ['console', 'sandbox', 'steps'],
  queryFn: () => callStaff('CONSOLE_SANDBOX_STEPS', {}),
  refetchInterval: 5000,
});
