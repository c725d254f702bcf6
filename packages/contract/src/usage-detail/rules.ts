// The usage chart and the call and SMS detail (详单) of the bound number: the periods, the unlock,
// the masking of the other party and the texts the pages and the server share (zod-free: the
// browser imports it). Not in the spec (docs/spec-conformance.md).

import { formatChinaMonth } from '../china-time.ts';
import { formatMonthTitle } from '../china-calendar.ts';
import { checkPattern, isEmail, type FieldCheck } from '../validators.ts';

/** The chart shows the last 30 China days, today included. */
export const USAGE_CHART_DAYS = 30;
/** The detail of this China month and the five before it. */
export const DETAIL_MONTH_COUNT = 6;
/** How long the detail stays open after the service password or the SMS code (per session and number). */
export const DETAIL_UNLOCK_MINUTES = 15;
/** Records a detail page lists. */
export const DETAIL_PAGE_SIZE = 20;
/** The longest e-mail address a PDF request takes. */
export const DETAIL_EMAIL_MAX_LENGTH = 100;

/** The detail's tabs: calls, messages, data (summarised per day). */
export const DETAIL_KINDS = ['voice', 'sms', 'data'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];
export const DETAIL_KIND_TEXT: Record<DetailKind, string> = { voice: '通话', sms: '短信', data: '上网' };

/** The usage records' kinds, as the network reports them (usage_records.kind). */
export const DETAIL_RECORD_KINDS = ['voice_out', 'voice_in', 'sms_out', 'sms_in', 'data'] as const;
export type DetailRecordKind = (typeof DETAIL_RECORD_KINDS)[number];
export const DETAIL_RECORD_KIND_TEXT: Record<DetailRecordKind, string> = {
  voice_out: '主叫',
  voice_in: '被叫',
  sms_out: '发送',
  sms_in: '接收',
  data: '上网',
};

export const UsageDetailMessage = {
  /** The detail is closed until the owner checks: the records and the PDF alike. */
  LOCKED: '查询详单需先验证服务密码或短信验证码',
  MONTH_INVALID: `只能查询近${DETAIL_MONTH_COUNT}个月的详单`,
  KIND_INVALID: '请选择详单类型',
  PAGE_INVALID: '页码错误',
  EMAIL_REQUIRED: '请输入邮箱',
  EMAIL_INVALID: '请输入正确的邮箱',
  REQUEST_ID_INVALID: '请求编号错误，请刷新页面后重试',
  CHECK_BY_INVALID: '请选择验证方式',
  PASSWORD_REQUIRED: '请输入服务密码',
} as const;

export const checkDetailEmail: FieldCheck = checkPattern(
  UsageDetailMessage.EMAIL_REQUIRED,
  UsageDetailMessage.EMAIL_INVALID,
  (value) => value.length <= DETAIL_EMAIL_MAX_LENGTH && isEmail(value),
);

/** The months the detail may be read for, newest first: YYYYMM of this China month and the five before. */
export function listDetailMonths(now: Date): string[] {
  return Array.from({ length: DETAIL_MONTH_COUNT }, (_, index) => formatChinaMonth(now, index));
}

/** 202612 → 2026年12月. */
export function formatDetailMonth(month: string): string {
  return formatMonthTitle(month);
}

/**
 * The other party as the detail shows it: a mobile or longer number keeps its first three and last
 * four digits (138****1234, 106****0001), a shorter one its first and last two; a short service
 * number (10086, 95588) is a public number and shown whole.
 */
export function maskOtherParty(party: string): string {
  const digits = party.trim();
  if (digits.length <= 5) {
    return digits;
  }
  if (digits.length >= 8) {
    return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  }
  return `${digits.slice(0, 2)}***${digits.slice(-2)}`;
}

/** 83 seconds → 1分23秒. */
export function formatCallDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) {
    return `${rest}秒`;
  }
  return rest === 0 ? `${minutes}分` : `${minutes}分${rest}秒`;
}

/** 1536.4 MB → 1.50GB, 12.3 → 12.30MB. */
export function formatDataAmount(megabytes: number): string {
  return megabytes >= 1024 ? `${(megabytes / 1024).toFixed(2)}GB` : `${megabytes.toFixed(2)}MB`;
}
