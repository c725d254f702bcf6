import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { hidePost, listModeratedPosts, listModeratedReplies, markPost, replyOfficially } from './board-moderation.service.ts';

type BoardModerationOperation = 'CONSOLE_BOARD_POSTS' | 'CONSOLE_BOARD_REPLIES' | 'CONSOLE_BOARD_REPLY' | 'CONSOLE_BOARD_MARK' | 'CONSOLE_BOARD_HIDE';

export function createConsoleBoardHandlers(deps: AppDeps): HandlerTable<BoardModerationOperation> {
  return {
    CONSOLE_BOARD_POSTS: ({ input }) => listModeratedPosts(deps, input),
    CONSOLE_BOARD_REPLIES: ({ input }) => listModeratedReplies(deps, input.postId),
    CONSOLE_BOARD_REPLY: ({ staff, input }) => replyOfficially(deps, staff.id, input),
    CONSOLE_BOARD_MARK: ({ staff, input }) => markPost(deps, staff.id, input),
    CONSOLE_BOARD_HIDE: ({ staff, input }) => hidePost(deps, staff.id, input),
  };
}
