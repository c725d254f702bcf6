// Business constants with the spec's numbers. Names say what they are; the spec section is the why.

export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_COUNTDOWN_TICK_MS = 1000;
export const SMS_LOAD_FLAG_MS = 3000;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_WRONG_TRIES = 5;
export const SMS_RESEND_INTERVAL_SECONDS = 60;
export const SMS_MAX_PER_HOUR = 5;
export const SMS_MAX_PER_DAY = 10;
export const SMS_MAX_PER_IP_PER_HOUR = 30;

/** SMS code purposes by the spec's type numbers. */
export const SmsCodeType = {
  BIND: '01',
  OLD_INVOICE: '02',
  UNBIND: '04',
  PASSWORD: '05',
  PACKAGE_CHANGE: '06',
  INVOICE_VERIFY: '08',
} as const;
export type SmsCodeTypeValue = (typeof SmsCodeType)[keyof typeof SmsCodeType];
export const SMS_CODE_TYPES = Object.values(SmsCodeType) as [SmsCodeTypeValue, ...SmsCodeTypeValue[]];

export const SIGN_IN_REWARD_POINTS = 1;
export const TOAST_DURATION_MS = 5000;
export const AGENT_TOAST_DURATION_MS = 1100;
export const IDENTITY_RESULT_WAIT_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const CANCEL_FORM_TIMEOUT_MS = 5000;
export const FACE_SIMULATION_COUNTDOWN_SECONDS = 3;
export const BIND_SUCCESS_REDIRECT_MS = 1500;
export const ORDER_BUSINESS_PAGE_SIZE = 6;
export const COMMENT_PAGE_SIZE = 15;
export const DEFAULT_CITY_CODE = '360';
export const HALL_STAFF_HOURS = '8:00-21:00';
export const CUSTOMER_SERVICE_HOTLINE = '10020';
export const LAYOUT_MAX_WIDTH = 540;

export const SUBSCRIBER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const IDENTITY_CHECK_TTL_SECONDS = 30 * 60;
export const OAUTH_CODE_TTL_SECONDS = 300;

/** Feedback board: replies previewed under a post, banner autoplay, success overlay countdown, tab-change toast. */
export const BOARD_REPLY_PREVIEW_COUNT = 3;
export const BOARD_BANNER_AUTOPLAY_MS = 3000;
export const BOARD_SUCCESS_COUNTDOWN_SECONDS = 5;
export const BOARD_TAB_LOADING_TOAST_MS = 1500;
