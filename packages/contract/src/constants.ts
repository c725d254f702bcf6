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
/** Points orders and points detail: rows per page of the infinite lists. */
export const POINTS_PAGE_SIZE = 20;
export const DEFAULT_CITY_CODE = '360';
export const HALL_STAFF_HOURS = '8:00-21:00';
export const LAYOUT_MAX_WIDTH = 540;

export const SUBSCRIBER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const IDENTITY_CHECK_TTL_SECONDS = 30 * 60;
export const OAUTH_CODE_TTL_SECONDS = 300;

/** Wrong service-password entries before the password locks. */
export const SERVICE_PASSWORD_MAX_WRONG_TRIES = 3;
/** How long a passed old-password check allows setting the new password. */
export const SERVICE_PASSWORD_CHANGE_GRANT_MINUTES = 10;
/** E-invoices (spec document 2, section 9). */
export const INVOICE_MONTHS_SHOWN = 6;
export const OLD_INVOICE_MONTHS_SHOWN = 12;
export const INVOICE_MAX_RESENDS = 3;
export const INVOICE_CONTENT = '话费';
export const COMPANY_SEARCH_MIN_LENGTH = 3;
export const COMPANY_NAME_MAX_LENGTH = 100;
/** How long a number verified for invoicing (code 08 or face check) stays open to this member. */
export const INVOICE_ACCESS_TTL_SECONDS = 2 * 3600;
/** Invoice type codes: 026 e-invoice (old flow), 81 special VAT e-invoice, 82 ordinary e-invoice. */
export const InvoiceType = { E_INVOICE: '026', SPECIAL_DIGITAL: '81', ORDINARY_DIGITAL: '82' } as const;
export type InvoiceTypeValue = (typeof InvoiceType)[keyof typeof InvoiceType];
export const INVOICE_TYPE_NAMES: Record<InvoiceTypeValue, string> = {
  '026': '电子发票',
  '81': '电子发票（增值税专用发票）',
  '82': '电子发票（普通发票）',
};
/** New invoice status: 0 not invoiced, 1 invoicing, 2 invoiced, 3 failed. */
export const InvoiceStatus = { NOT_INVOICED: 0, INVOICING: 1, INVOICED: 2, FAILED: 3 } as const;
export type InvoiceStatusValue = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
/** New flow title type: personal 0, company 1. Old flow: personal 1, company 2. */
export const InvoiceTitleKind = { PERSONAL: 0, COMPANY: 1 } as const;
export const OldInvoiceTitleKind = { PERSONAL: 1, COMPANY: 2 } as const;
/** Largest photo the old invoice form accepts, as a data URL (the page compresses before sending). */
export const INVOICE_PHOTO_MAX_CHARS = 220_000;
/** Feedback board: replies previewed under a post, banner autoplay, success overlay countdown, tab-change toast. */
export const BOARD_REPLY_PREVIEW_COUNT = 3;
export const BOARD_BANNER_AUTOPLAY_MS = 3000;
export const BOARD_SUCCESS_COUNTDOWN_SECONDS = 5;
export const BOARD_TAB_LOADING_TOAST_MS = 1500;
