// The feedback board (zod-free).

/** Posts per page of a board list. */
export const COMMENT_PAGE_SIZE = 15;
/** Replies previewed under a post. */
export const BOARD_REPLY_PREVIEW_COUNT = 3;
