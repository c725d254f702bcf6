// The console-board area: the feedback board's posts for customer service.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BoardModerationFilter } from '@hall/contract/console-content/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const boardKeys = {
  all: [...consoleKeys.all, 'board'] as const,
  posts: (filter: BoardModerationFilter, page: number) => [...consoleKeys.all, 'board', 'posts', filter, page] as const,
  replies: (postId: number) => [...consoleKeys.all, 'board', 'replies', postId] as const,
};

export function boardPostsQuery(filter: BoardModerationFilter, page: number) {
  return queryOptions({
    queryKey: boardKeys.posts(filter, page),
    queryFn: () => callStaff('CONSOLE_BOARD_POSTS', { filter, page }),
    placeholderData: keepPreviousData,
  });
}

export function boardRepliesQuery(postId: number) {
  return queryOptions({
    queryKey: boardKeys.replies(postId),
    queryFn: () => callStaff('CONSOLE_BOARD_REPLIES', { postId }),
    enabled: postId > 0,
  });
}

/** An official reply: the posts (answered, reply count) and the replies are read again. */
export function useReplyToPost() {
  return useConsoleMutation({
    mutationFn: (reply: OperationInput<'CONSOLE_BOARD_REPLY'>) => callStaff('CONSOLE_BOARD_REPLY', reply, { isSilent: true }),
    success: '官方回复已发布',
    refresh: boardKeys.all,
  });
}

export function useMarkPost() {
  return useConsoleMutation({
    mutationFn: (mark: OperationInput<'CONSOLE_BOARD_MARK'>) => callStaff('CONSOLE_BOARD_MARK', mark, { isSilent: true }),
    success: ({ mark, isOn }) => {
      if (!isOn) {
        return '已取消';
      }
      return mark === 'featured' ? '已设为精选' : '已标记采纳';
    },
    refresh: boardKeys.all,
  });
}

export function useHidePost() {
  return useConsoleMutation({
    mutationFn: (hiding: OperationInput<'CONSOLE_BOARD_HIDE'>) => callStaff('CONSOLE_BOARD_HIDE', hiding, { isSilent: true }),
    success: ({ isHidden }) => (isHidden ? '留言已隐藏，用户留言板不再显示' : '留言已恢复显示'),
    refresh: boardKeys.all,
  });
}
