// The feedback board (zod-free).

import { checkRequired, type FieldCheck } from '../validators.ts';

/** Posts per page of a board list. */
export const COMMENT_PAGE_SIZE = 15;
/** Replies previewed under a post. */
export const BOARD_REPLY_PREVIEW_COUNT = 3;

/** A member's post repeating one of theirs from the last day is refused. */
export const DUPLICATE_POST_WINDOW_MS = 24 * 3600 * 1000;

export const BoardMessage = {
  DUPLICATE_POST: '请勿重复发布相同的留言',
  POST_REQUIRED: '请输入内容',
  REPLY_REQUIRED: '请填写回复内容',
  POST_NOT_FOUND: '留言不存在或已删除',
  REPLY_TARGET_NOT_FOUND: '回复的评论不存在',
} as const;

/** The post box's and the reply box's checks (the server refuses with the same words). */
export const BoardCheck = {
  POST: checkRequired(BoardMessage.POST_REQUIRED),
  REPLY: checkRequired(BoardMessage.REPLY_REQUIRED),
} satisfies Record<string, FieldCheck>;
