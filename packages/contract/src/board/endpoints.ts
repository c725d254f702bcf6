import { BOARD_LIKE, BOARD_POST, BOARD_REPLY } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// The feedback board (投诉专区): the spec names these operations in lower case.
export const boardEndpoints = {
  get_banner: { method: 'POST', path: '/api/wechat/getBanner', access: 'member' },
  sub_content: { method: 'POST', path: '/api/wechat/subContent', access: 'member', loading: '提交中', limits: BOARD_POST },
  comment_list: { method: 'POST', path: '/api/wechat/commentList', access: 'member' },
  myLike: { method: 'POST', path: '/api/wechat/myLike', access: 'member', limits: BOARD_LIKE },
  sub_comment: { method: 'POST', path: '/api/wechat/subComment', access: 'member', loading: '提交中', limits: BOARD_REPLY },
  /** The next page of one post's replies. */
  more: { method: 'POST', path: '/api/wechat/more', access: 'member' },
  replyDetails: { method: 'POST', path: '/api/wechat/replyDetails', access: 'member' },
} as const satisfies Record<string, Endpoint>;
