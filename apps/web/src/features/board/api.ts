import type { Comment, CommentPage, Reply } from '@hall/contract/board/schemas';
import { COMMENT_PAGE_SIZE } from '@hall/contract/board/rules';
import { infiniteQueryOptions, queryOptions, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/subscriber-client.ts';

/** Board tabs: 0 all, 1 featured, 2 mine. */
export const BOARD_TABS = [
  { key: 0, title: '全部' },
  { key: 1, title: '精选' },
  { key: 2, title: '我的' },
] as const;

const BOARD_KEY = ['board'] as const;
const COMMENTS_KEY = [...BOARD_KEY, 'comments'] as const;

export const boardBannersQuery = queryOptions({ queryKey: [...BOARD_KEY, 'banners'], queryFn: () => call('get_banner', {}) });

/** Which page to load: the next one starts after the last post shown, so new posts on top shift nothing. */
interface CommentPageParam {
  page: number;
  lastId?: number;
}

function commentListKey(tab: number) {
  return [...COMMENTS_KEY, tab] as const;
}

/** One tab's posts, 15 a page; a tab change starts again from the first page (useEnterBoardTab). */
export function commentListQuery(tab: number) {
  return infiniteQueryOptions({
    queryKey: commentListKey(tab),
    queryFn: ({ pageParam }) => call('comment_list', { tab, page: pageParam.page, page_size: COMMENT_PAGE_SIZE, last_id: pageParam.lastId }),
    initialPageParam: { page: 1 } as CommentPageParam,
    getNextPageParam: (last: CommentPage): CommentPageParam | undefined => {
      const lastPost = last.list.at(-1);
      return last.total_page > last.page && lastPost ? { page: last.page + 1, lastId: lastPost.id } : undefined;
    },
  });
}

/**
 * Entering a tab restarts its list from the first page (doc 3: a tab change resets the list to
 * page 0): the pages it kept from an earlier visit are dropped, not shown again from the cache.
 */
export function useEnterBoardTab() {
  const queryClient = useQueryClient();
  return useCallback((tab: number) => queryClient.resetQueries({ queryKey: commentListKey(tab), exact: true }), [queryClient]);
}

interface ReplyDetailPage {
  comment?: Comment;
  list: Reply[];
  page: number;
  total_page: number;
  total: number;
}

/** A post and all its replies: the first page with the post (replyDetails), then 'more'. */
export function postDetailQuery(postId: number) {
  return infiniteQueryOptions({
    queryKey: [...BOARD_KEY, 'detail', postId],
    queryFn: async ({ pageParam }): Promise<ReplyDetailPage> =>
      pageParam === 1
        ? call('replyDetails', { id: postId, page: 1, page_size: COMMENT_PAGE_SIZE })
        : call('more', { id: postId, page: pageParam, page_size: COMMENT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.total_page > last.page ? last.page + 1 : undefined),
    enabled: Number.isInteger(postId) && postId > 0,
  });
}

/** Likes or takes a like back, then writes the new state into every cached list and detail. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return async (comment: Comment) => {
    const result = await call('myLike', { id: comment.id, state: comment.myLike === 1 ? 0 : 1 });
    const patch = (item: Comment): Comment => (item.id === comment.id ? { ...item, ...result } : item);
    queryClient.setQueriesData<InfiniteData<CommentPage>>({ queryKey: COMMENTS_KEY }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(patch) })) } : data,
    );
    queryClient.setQueryData<InfiniteData<ReplyDetailPage>>([...BOARD_KEY, 'detail', comment.id], (data) =>
      data ? { ...data, pages: data.pages.map((page) => (page.comment ? { ...page, comment: patch(page.comment) } : page)) } : data,
    );
  };
}

/** Reloads the lists (after a post or a reply). */
export function useReloadComments() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.resetQueries({ queryKey: COMMENTS_KEY }), [queryClient]);
}

/** ISO time -> 2024-03-07 14:05 in China time. */
export function formatPostTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
