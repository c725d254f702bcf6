import type { Comment, CommentPage } from '@hall/contract/board/schemas';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The board's writes refresh what they change, as the pages always have: a post or a reply starts
// the lists again from their first page, a reply reads its post's replies again before it counts
// as sent, and a like is written into the cached lists and detail without reading anything again.

const calls: string[] = [];
let replyTotal = 4;

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    calls.push(name);
    switch (name) {
      case 'myLike':
        return { myLike: 1, total_good: 8 };
      case 'replyDetails':
        return { comment: post, list: [], page: 1, total_page: 1, total: replyTotal };
      default:
        return {};
    }
  },
}));

const { boardKeys, postDetailQuery, usePostToBoard, useReplyToPost, useToggleLike } = await import('./api.ts');

const post = { id: 7, myLike: 0, total_good: 7, reply: [], reply_total: 0 } as unknown as Comment;
const listOf = (comment: Comment): InfiniteData<CommentPage> => ({
  pages: [{ page: 1, total_page: 1, total: 1, list: [comment] } as CommentPage],
  pageParams: [{ page: 1 }],
});

let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(boardKeys.commentList(0), listOf(post));
  queryClient.setQueryData(boardKeys.commentList(2), listOf(post));
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('board writes', () => {
  it('a post drops every tab kept in the cache, so each starts again from its first page', async () => {
    const { result } = renderHook(() => usePostToBoard(), { wrapper });
    result.current.mutate('网络信号差');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(boardKeys.commentList(0))).toBeUndefined();
    expect(queryClient.getQueryData(boardKeys.commentList(2))).toBeUndefined();
    expect(calls).toEqual(['sub_content']);
  });

  it("a reply reads the post's replies again before it counts as sent, and drops the lists", async () => {
    await queryClient.fetchInfiniteQuery(postDetailQuery(7));
    calls.length = 0;
    replyTotal = 5;
    const { result } = renderHook(() => useReplyToPost(7), { wrapper });
    result.current.mutate({ text: '同求夜间包。', othersId: 0 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual(['sub_comment', 'replyDetails']);
    expect(queryClient.getQueryData<InfiniteData<{ total: number }>>(boardKeys.detail(7))?.pages[0]?.total).toBe(5);
    expect(queryClient.getQueryData(boardKeys.commentList(0))).toBeUndefined();
  });

  it('a like is written into every cached list without reading one again', async () => {
    const { result } = renderHook(() => useToggleLike(), { wrapper });
    result.current.mutate(post);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const tab of [0, 2]) {
      const liked = queryClient.getQueryData<InfiniteData<CommentPage>>(boardKeys.commentList(tab))?.pages[0]?.list[0];
      expect(liked).toMatchObject({ myLike: 1, total_good: 8 });
    }
    expect(calls).toEqual(['myLike']);
  });
});
