import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { listBanners, listComments, listMoreReplies, readPostDetail, submitPost, submitReply, toggleLike } from './board.service.ts';

type BoardOperation = 'get_banner' | 'sub_content' | 'comment_list' | 'myLike' | 'sub_comment' | 'more' | 'replyDetails';

export function createBoardHandlers(deps: AppDeps): HandlerTable<BoardOperation> {
  return {
    get_banner: () => listBanners(deps),
    sub_content: ({ member, input }) => submitPost(deps, member, input.content),
    comment_list: ({ member, input }) => listComments(deps, member, input),
    myLike: ({ member, input }) => toggleLike(deps, member, input),
    sub_comment: ({ member, input }) => submitReply(deps, member, input),
    more: ({ member, input }) => listMoreReplies(deps, member, input),
    replyDetails: ({ member, input }) => readPostDetail(deps, member, input),
  };
}
