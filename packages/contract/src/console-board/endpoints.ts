import type { Endpoint } from '../operation.ts';

// Board moderation in the console (role service): list posts, answer officially, mark, hide.
export const consoleBoardEndpoints = {
  CONSOLE_BOARD_POSTS: { method: 'POST', path: '/api/console/boardPosts', access: 'staff', staffRoles: ['service'] },
  CONSOLE_BOARD_REPLIES: { method: 'POST', path: '/api/console/boardReplies', access: 'staff', staffRoles: ['service'] },
  CONSOLE_BOARD_REPLY: { method: 'POST', path: '/api/console/boardReply', access: 'staff', staffRoles: ['service'] },
  CONSOLE_BOARD_MARK: { method: 'POST', path: '/api/console/boardMark', access: 'staff', staffRoles: ['service'] },
  CONSOLE_BOARD_HIDE: { method: 'POST', path: '/api/console/boardHide', access: 'staff', staffRoles: ['service'] },
} as const satisfies Record<string, Endpoint>;
