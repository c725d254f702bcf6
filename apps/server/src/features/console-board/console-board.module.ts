import type { consoleBoardEndpoints } from '@hall/contract/console-board/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { hidePost, listModeratedPosts, listModeratedReplies, markPost, replyOfficially } from './console-board.service.ts';

export const consoleBoardModule: FeatureModule<keyof typeof consoleBoardEndpoints> = {
  name: 'console-board',
  handlers: (deps) => {
    return {
      CONSOLE_BOARD_POSTS: ({ input }) => listModeratedPosts(deps, input),
      CONSOLE_BOARD_REPLIES: ({ input }) => listModeratedReplies(deps, input.postId),
      CONSOLE_BOARD_REPLY: ({ staff, input }) => replyOfficially(deps, staff.id, input),
      CONSOLE_BOARD_MARK: ({ staff, input }) => markPost(deps, staff.id, input),
      CONSOLE_BOARD_HIDE: ({ staff, input }) => hidePost(deps, staff.id, input),
    };
  },
};
