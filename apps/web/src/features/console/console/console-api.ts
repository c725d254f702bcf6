// The contract's console area beyond the session (which is the shell's): the overview, the hall
// notice and the review queue.
import { queryOptions } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const overviewKeys = {
  overview: [...consoleKeys.all, 'overview'] as const,
  hallNotice: [...consoleKeys.all, 'hall-notice'] as const,
  review: [...consoleKeys.all, 'review'] as const,
  reviewKinds: [...consoleKeys.all, 'review', 'kinds'] as const,
  reviewList: (kind: string) => [...consoleKeys.all, 'review', 'list', kind] as const,
  reviewDetail: (kind: string, id: string) => [...consoleKeys.all, 'review', 'detail', kind, id] as const,
};

export const consoleOverviewQuery = queryOptions({
  queryKey: overviewKeys.overview,
  queryFn: () => callStaff('CONSOLE_OVERVIEW', {}),
});

export const hallNoticeQuery = queryOptions({
  queryKey: overviewKeys.hallNotice,
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

export const reviewKindsQuery = queryOptions({
  queryKey: overviewKeys.reviewKinds,
  queryFn: () => callStaff('CONSOLE_REVIEW_KINDS', {}),
});

export function reviewListQuery(kind: string) {
  return queryOptions({
    queryKey: overviewKeys.reviewList(kind),
    queryFn: () => callStaff('CONSOLE_REVIEW_LIST', { kind }),
    enabled: kind !== '',
  });
}

export function reviewDetailQuery(kind: string, id: string) {
  return queryOptions({
    queryKey: overviewKeys.reviewDetail(kind, id),
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
      queryClient.removeQueries({ queryKey: overviewKeys.reviewDetail(payload.kind, payload.id) });
    },
    refresh: overviewKeys.review,
    failure: '审核失败',
  });
}
