// The console's operations by contract area: console here; console-board, -content, -dealers, -sandbox in board-api.ts, content-api.ts, dealers-api.ts, sandbox-api.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from './call-staff.ts';
import { useConsoleMutation } from './use-console-mutation.ts';

export const consoleKeys = {
  all: ['console'] as const,
  session: ['console', 'session'] as const,
  overview: ['console', 'overview'] as const,
  hallNotice: ['console', 'hall-notice'] as const,
  outbox: (phone: string) => ['console', 'outbox', phone] as const,
  review: ['console', 'review'] as const,
  reviewKinds: ['console', 'review', 'kinds'] as const,
  reviewList: (kind: string) => ['console', 'review', 'list', kind] as const,
  reviewDetail: (kind: string, id: string) => ['console', 'review', 'detail', kind, id] as const,
};

export const consoleSessionQuery = queryOptions({
  queryKey: consoleKeys.session,
  queryFn: () => callStaff('CONSOLE_SESSION', {}, { isSilent: true }),
  retry: false,
  staleTime: Infinity,
});

/** Signs a staff member in; the session is read again, which swaps the login form for the console. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OperationInput<'CONSOLE_LOGIN'>) => callStaff('CONSOLE_LOGIN', fields, { isSilent: true, loading: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.session });
    },
  });
}

/** Signs out; the console's data leaves the cache even when the server could not be told. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callStaff('CONSOLE_LOGOUT', {}, { isSilent: true }),
    onSettled: () => queryClient.removeQueries({ queryKey: consoleKeys.all }),
  });
}

export const consoleOverviewQuery = queryOptions({
  queryKey: consoleKeys.overview,
  queryFn: () => callStaff('CONSOLE_OVERVIEW', {}),
});

export const hallNoticeQuery = queryOptions({
  queryKey: consoleKeys.hallNotice,
  queryFn: () => callStaff('CONSOLE_HALL_NOTICE', {}),
});

/** Saves the hall notice; the saved notice is the page's new value, without reading it again. */
export function useSaveHallNotice() {
  return useConsoleMutation({
    mutationFn: (notice: OperationInput<'CONSOLE_SAVE_HALL_NOTICE'>) => callStaff('CONSOLE_SAVE_HALL_NOTICE', notice, { isSilent: true, loading: false }),
    success: '公告已保存，约30秒内对用户生效',
    onChanged: ({ result, queryClient }) => queryClient.setQueryData(hallNoticeQuery.queryKey, result),
    failure: '保存失败',
  });
}

export function outboxQuery(phone: string) {
  return queryOptions({
    queryKey: consoleKeys.outbox(phone),
    queryFn: () => callStaff('CONSOLE_SANDBOX_OUTBOX', { phone: phone || undefined }),
    refetchInterval: 5000,
  });
}

export const reviewKindsQuery = queryOptions({
  queryKey: consoleKeys.reviewKinds,
  queryFn: () => callStaff('CONSOLE_REVIEW_KINDS', {}),
});

export function reviewListQuery(kind: string) {
  return queryOptions({
    queryKey: consoleKeys.reviewList(kind),
    queryFn: () => callStaff('CONSOLE_REVIEW_LIST', { kind }),
    enabled: kind !== '',
  });
}

export function reviewDetailQuery(kind: string, id: string) {
  return queryOptions({
    queryKey: consoleKeys.reviewDetail(kind, id),
    queryFn: () => callStaff('CONSOLE_REVIEW_DETAIL', { kind, id }, { isSilent: true }),
    retry: false,
    enabled: id !== '',
  });
}

/**
 * Passes or fails one application, then reads the queue again. `onDecided` closes the drawer
 * first: the decided item has left the queue, so its detail is dropped, not fetched again.
 */
export function useDecideReview(onDecided: () => void) {
  return useConsoleMutation({
    mutationFn: (decision: OperationInput<'CONSOLE_REVIEW_DECIDE'>) => callStaff('CONSOLE_REVIEW_DECIDE', decision, { isSilent: true }),
    success: ({ decision }) => (decision === 'pass' ? '已审核通过' : '已审核不通过'),
    onChanged: ({ payload, queryClient }) => {
      onDecided();
      queryClient.removeQueries({ queryKey: consoleKeys.reviewDetail(payload.kind, payload.id) });
    },
    refresh: consoleKeys.review,
    failure: '审核失败',
  });
}
