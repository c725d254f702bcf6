import type { Comment, CommentPage, Reply } from '@hall/contract/board/schemas';
import { COMMENT_PAGE_SIZE } from '@hall/contract/board/rules';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/subscriber-client.ts';

/** Board tabs: 0 all, 1 featured, 2 mine. */
export const BOARD_TABS = [
  { key: 0, title: '全部' },
  { key: 1, title: '精选' },
  { key: 2, title: '我的' },
] as const;

export const boardKeys = {
  banners: ['board', 'banners'] as const,
  /** Every tab's list. */
  comments: ['board', 'comments'] as const,
  commentList: (tab: number) => ['board', 'comments', tab] as const,
  detail: (postId: number) => ['board', 'detail', postId] as const,
};

export const boardBannersQuery = queryOptions({ queryKey: boardKeys.banners, queryFn: () => call('get_banner', {}) });

/** Which page to load: the next one starts after the last post shown, so new posts on top shift nothing. */
interface CommentPageParam {
  page: number;
  lastId?: number;
}

/** One tab's posts, 15 a page; a tab change starts again from the first page (useEnterBoardTab). */
export function commentListQuery(tab: number) {
  return infiniteQueryOptions({
    queryKey: boardKeys.commentList(tab),
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
  return useCallback((tab: number) => queryClient.resetQueries({ queryKey: boardKeys.commentList(tab), exact: true }), [queryClient]);
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
    queryKey: boardKeys.detail(postId),
    queryFn: async ({ pageParam }): Promise<ReplyDetailPage> =>
      pageParam === 1
        ? call('replyDetails', { id: postId, page: 1, page_size: COMMENT_PAGE_SIZE })
        : call('more', { id: postId, page: pageParam, page_size: COMMENT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.total_page > last.page ? last.page + 1 : undefined),
    enabled: Number.isInteger(postId) && postId > 0,
  });
}

/** Likes or takes a like back, then writes the new state into every cached list and detail (no list is read again). */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => call('myLike', { id: comment.id, state: comment.myLike === 1 ? 0 : 1 }),
    onSuccess: (result, comment) => {
      const patch = (item: Comment): Comment => (item.id === comment.id ? { ...item, ...result } : item);
      queryClient.setQueriesData<InfiniteData<CommentPage>>({ queryKey: boardKeys.comments }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(patch) })) } : data,
      );
      queryClient.setQueryData<InfiniteData<ReplyDetailPage>>(boardKeys.detail(comment.id), (data) =>
        data ? { ...data, pages: data.pages.map((page) => (page.comment ? { ...page, comment: patch(page.comment) } : page)) } : data,
      );
    },
  });
}

/** Posts to the board; the lists start again from their first page, so the new post shows on top. */
export function usePostToBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call('sub_content', { content }),
    onSuccess: () => {
      void queryClient.resetQueries({ queryKey: boardKeys.comments });
    },
  });
}

interface ReplyInput {
  text: string;
  /** The reply answered, or 0 for the post itself. */
  othersId: number;
}

/**
 * Replies under a post. The post's replies are read again before the reply counts as sent (the
 * count and the new reply show together); the lists start again behind it.
 */
export function useReplyToPost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, othersId }: ReplyInput) => call('sub_comment', { text, article_id: postId, others_id: othersId }),
    onSuccess: async () => {
      await queryClient.refetchQueries({ queryKey: boardKeys.detail(postId), exact: true });
      void queryClient.resetQueries({ queryKey: boardKeys.comments });
    },
  });
}
