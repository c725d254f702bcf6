// Call protection (骚扰拦截): the subscriber's block list, number ranges and marked categories, the
// interception log's texts, and the checks the page and the server share (zod-free: the browser
// imports it). Beyond SMS do-not-disturb (sms-register), which keeps its own registration.

import { checkPattern, type FieldCheck } from '../validators.ts';

/**
 * The categories a number can be marked with in the back office's marked-number table
 * (`marked_number_categories` holds the same rows, in this order).
 */
export const MARKED_CATEGORIES = [
  { code: 'marketing', name: '推销' },
  { code: 'fraud', name: '诈骗' },
  { code: 'harassment', name: '骚扰' },
] as const;
export type MarkedCategoryCode = (typeof MARKED_CATEGORIES)[number]['code'];
export const MARKED_CATEGORY_CODES = MARKED_CATEGORIES.map((category) => category.code) as [MarkedCategoryCode, ...MarkedCategoryCode[]];
export const MARKED_CATEGORY_NAME: Record<MarkedCategoryCode, string> = Object.fromEntries(MARKED_CATEGORIES.map(({ code, name }) => [code, name])) as Record<
  MarkedCategoryCode,
  string
>;

/** The most numbers one line may block, and the most number ranges. */
export const BLOCKED_NUMBERS_MAX = 100;
export const BLOCKED_PREFIXES_MAX = 20;
/** A whole number: a mobile, a fixed line with its area code, a service number (95…, 400…, 1069…). */
export const BLOCKED_NUMBER_PATTERN = /^\d{5,20}$/;
/** A number range is the first digits of the numbers it blocks: 0755, 400, 95, 170. */
export const BLOCKED_PREFIX_PATTERN = /^\d{2,8}$/;
/** Emergency numbers are never blocked, so no range may start them. */
export const EMERGENCY_NUMBERS = ['110', '119', '120', '122'] as const;

/** Interceptions one page of the log lists, newest first. */
export const CALL_INTERCEPTIONS_PAGE_SIZE = 20;

export const CALL_INTERCEPTION_KINDS = ['call', 'sms'] as const;
export type CallInterceptionKind = (typeof CALL_INTERCEPTION_KINDS)[number];
export const CALL_INTERCEPTION_REASONS = ['number', 'prefix', 'category'] as const;
export type CallInterceptionReason = (typeof CALL_INTERCEPTION_REASONS)[number];

export const CallProtectionMessage = {
  NUMBER_REQUIRED: '请输入要拦截的号码',
  NUMBER_INVALID: '拦截号码须为5-20位数字',
  NUMBER_REPEATED: '拦截号码重复，请勿重复添加',
  NUMBERS_TOO_MANY: `拦截号码最多${BLOCKED_NUMBERS_MAX}个，请先删除部分号码`,
  PREFIX_REQUIRED: '请输入要拦截的号段',
  PREFIX_INVALID: '号段须为2-8位数字，如0755、400、95',
  PREFIX_EMERGENCY: '号段不能包含紧急号码（110、119、120、122）',
  PREFIX_REPEATED: '拦截号段重复，请勿重复添加',
  PREFIXES_TOO_MANY: `拦截号段最多${BLOCKED_PREFIXES_MAX}个，请先删除部分号段`,
  CATEGORY_INVALID: '拦截类别无效，请刷新后重试',
  CATEGORY_REPEATED: '拦截类别重复',
  ENABLED_REQUIRED: '请选择是否开启骚扰拦截',
  OWN_NUMBER: '不能拦截本机号码',
  NUMBER_NOT_IN_SERVICE: '您的号码当前不是正常在用状态，暂不能设置骚扰拦截',
  SAVED: '保存成功，拦截设置已生效',
  INTERCEPTIONS_EMPTY: '暂无拦截记录',
  MARKED_NUMBER_INVALID: '标记号码须为5-20位数字',
  MARKED_NUMBER_FILTER_INVALID: '查询号码须为数字',
  MARKED_NUMBER_NOT_FOUND: '该号码未被标记',
} as const;

/** Marked numbers one console page lists. */
export const MARKED_NUMBERS_PAGE_SIZE = 50;

/** Whether a range would block an emergency number (it starts one, or one starts it). */
export function coversEmergencyNumber(prefix: string): boolean {
  return EMERGENCY_NUMBERS.some((number) => number.startsWith(prefix) || prefix.startsWith(number));
}

export const CallProtectionCheck = {
  NUMBER: checkPattern(CallProtectionMessage.NUMBER_REQUIRED, CallProtectionMessage.NUMBER_INVALID, (value) => BLOCKED_NUMBER_PATTERN.test(value)),
  PREFIX: ((value) => {
    const message = checkPattern(CallProtectionMessage.PREFIX_REQUIRED, CallProtectionMessage.PREFIX_INVALID, (text) => BLOCKED_PREFIX_PATTERN.test(text))(
      value,
    );
    return message ?? (coversEmergencyNumber(value.trim()) ? CallProtectionMessage.PREFIX_EMERGENCY : null);
  }) satisfies FieldCheck,
} satisfies Record<string, FieldCheck>;

/** Why a call or message was intercepted, as the log says it. */
export function describeInterceptionReason(reason: CallInterceptionReason, category: MarkedCategoryCode | null, matched: string): string {
  switch (reason) {
    case 'number':
      return '黑名单号码';
    case 'prefix':
      return `拦截号段 ${matched}`;
    case 'category':
      return `标记为${category ? MARKED_CATEGORY_NAME[category] : '骚扰'}`;
  }
}
