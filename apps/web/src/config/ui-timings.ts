// Timings and page sizes of the phone app's screens: no part of the API, so they live with the web.

/** The SMS button's countdown after a code is sent, and its tick. */
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_COUNTDOWN_TICK_MS = 1000;
export const SMS_LOAD_FLAG_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const AGENT_TOAST_DURATION_MS = 1100;
/** Verification messages (身份核验成功) are short: the spec's 800-900 ms. */
export const VERIFICATION_TOAST_DURATION_MS = 800;
/** The identity-check return page waits this long before it asks for the result. */
export const IDENTITY_RESULT_WAIT_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A navigation still loading its page after this long shows the shell's 加载中，请耐心等待... overlay. */
export const SLOW_NAVIGATION_MS = 400;
export const REQUEST_TIMEOUT_MS = 30_000;

/** How old a read may be and still be shown without asking again (the query client's staleTime). */
export const READ_STALE_TIME_MS = 30_000;
export const CANCEL_FORM_TIMEOUT_MS = 5000;
export const BIND_SUCCESS_REDIRECT_MS = 1500;
export const ORDER_BUSINESS_PAGE_SIZE = 6;
/** Feedback board: banner autoplay, success overlay countdown, tab-change toast. */
export const BOARD_BANNER_AUTOPLAY_MS = 3000;
export const BOARD_SUCCESS_COUNTDOWN_SECONDS = 5;
export const BOARD_TAB_LOADING_TOAST_MS = 1500;
