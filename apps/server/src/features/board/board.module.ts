import type { boardEndpoints } from '@hall/contract/board/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { listBanners, listComments, listMoreReplies, readPostDetail, submitPost, submitReply, toggleLike } from './board.service.ts';

export const boardModule: FeatureModule<keyof typeof boardEndpoints> = {
  name: 'board',
  handlers: (deps) => {
    return {
      get_banner: () => listBanners(deps),
      sub_content: ({ member, input }) => submitPost(deps, member, input.content),
      comment_list: ({ member, input }) => listComments(deps, member, input),
      myLike: ({ member, input }) => toggleLike(deps, member, input),
      sub_comment: ({ member, input }) => submitReply(deps, member, input),
      more: ({ member, input }) => listMoreReplies(deps, member, input),
      replyDetails: ({ member, input }) => readPostDetail(deps, member, input),
    };
  },
};
