// Rules and texts of the SMS do-not-disturb service and feedback, shared by the pages and the
// server (zod-free: the browser imports it).

import type { FieldCheck } from '../validators.ts';

/** SMSREGISTER regflag: 01 orders the service, 02 unsubscribes. */
export const SmsRegisterFlag = { ORDER: '01', UNSUBSCRIBE: '02' } as const;
export type SmsRegisterFlagValue = (typeof SmsRegisterFlag)[keyof typeof SmsRegisterFlag];

/** Service kind 7 may reject 11-digit mobile numbers; other kinds may not. */
export const SERVICE_KIND_MAY_REJECT_MOBILES = 7;
export const REJECT_NUMBER_PAGE_SIZE = 5;
export const REJECT_NUMBERS_PER_SUBMIT = 10;
/** Rejected numbers one line may hold in all (the carrier's table is not endless). */
export const REJECT_NUMBERS_TOTAL = 100;
/** Longest number that can be rejected (service numbers such as 1069… are long). */
export const REJECT_NUMBER_MAX_LENGTH = 20;
export const REJECT_NUMBER_PATTERN = /^\d{3,20}$/;
/** An 11-digit mobile number (service numbers such as 1069… are not). */
const ELEVEN_DIGIT_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * The industry categories one can register (CHANGESMS addType/delType), in display order: the
 * back office's `sms_industry_categories` holds the same rows, and an incoming message's category
 * (the usage feed's sms_in) is one of these codes.
 */
export const SMS_INDUSTRY_CATEGORIES = [
  { code: '01', name: '房产中介' },
  { code: '02', name: '金融理财' },
  { code: '03', name: '保险推销' },
  { code: '04', name: '贷款借贷' },
  { code: '05', name: '教育培训' },
  { code: '06', name: '招聘求职' },
  { code: '07', name: '医疗美容' },
  { code: '08', name: '旅游出行' },
  { code: '09', name: '汽车销售' },
  { code: '10', name: '商超零售' },
  { code: '11', name: '网络游戏' },
] as const;
export type SmsIndustryCode = (typeof SMS_INDUSTRY_CATEGORIES)[number]['code'];
export const SMS_INDUSTRY_CODES = SMS_INDUSTRY_CATEGORIES.map((category) => category.code) as [SmsIndustryCode, ...SmsIndustryCode[]];

/** 拦截记录: the days the count and the list cover, and the most messages the list shows. */
export const SMS_INTERCEPTION_DAYS = 30;
export const SMS_INTERCEPTION_LIST_MAX = 100;

export const FEEDBACK_MAX_LENGTH = 100;
export const FEEDBACK_TYPES = ['账号', '功能', '注册', '服务建议', '界面显示异常', '其他'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_PER_DAY = 5;

export const SmsRegisterMessage = {
  AGREEMENT_REQUIRED: '请先勾选用户服务协议',
  ORDERED: '订购成功，请稍后进行查询!',
  UNSUBSCRIBED: '退订成功，请稍后进行查询!',
  SUBMITTED: '提交成功，请稍后进行查询！',
  PARAMETER_MISSING: '接口参数缺失！',
  NOT_ORDERED: '您尚未订购短信免打扰服务',
  ALREADY_ORDERED: '您已订购短信免打扰服务',
  NUMBER_REQUIRED: '手机号不能为空',
  NUMBER_INVALID: '请输入正确的号码（3-20位数字）',
  MOBILE_NOT_ALLOWED: '您的号码不可拒收11位的手机号码',
  DUPLICATE_NUMBER: '已增加此号码，请重新添加号码！',
  ALREADY_REJECTED: '添加的号码已拒收！！！',
  TOO_MANY_ADDED: '单次最多拒收10个号码！！',
  TOO_MANY_DELETED: '单次最多删除10个号码！！',
  NUMBERS_EMPTY: '号码不能为空！！',
  TOTAL_EXCEEDED: `拒收号码最多登记${REJECT_NUMBERS_TOTAL}个，请先删除部分号码`,
  NOTHING_CHANGED: '您未修改任何登记信息',
  NUMBER_PENDING: '该号码正在处理中，请稍后再试',
  CATEGORY_PENDING: '所选行业正在处理中，请稍后再试',
  FEEDBACK_TYPE_REQUIRED: '请选择反馈类型',
  FEEDBACK_NOTE_REQUIRED: '请填写反馈内容',
  FEEDBACK_NOTE_TOO_LONG: `反馈内容不能超过${FEEDBACK_MAX_LENGTH}个字`,
  FEEDBACK_SENT: '意见提交成功',
  FEEDBACK_LIMIT: `每天最多提交${FEEDBACK_PER_DAY}条意见，请明天再试`,
  INTERCEPTIONS_EMPTY: '暂无拦截记录',
  OWN_NUMBER_ONLY: '只能办理本机号码的业务',
  CATEGORY_UNKNOWN: '登记行业无效，请刷新后重试',
  CATEGORY_REPEATED: '登记行业重复',
  CATEGORY_ALREADY_REGISTERED: '所选行业已登记，无需重复登记',
  CATEGORY_NOT_REGISTERED: '所选行业未登记，无需取消',
  DELETED_NUMBER_REPEATED: '删除的号码重复，请重新选择',
} as const;

/** A number asked to be deleted from the rejected list that is not on it. */
export function describeNumberNotRejected(number: string): string {
  return `号码${number}未拒收，无需删除`;
}

/** 近30天已为您拦截 N 条短信 (the /SelectFunction line). */
export function describeInterceptionCount(count: number): string {
  return `近${SMS_INTERCEPTION_DAYS}天已为您拦截 ${count} 条短信`;
}

/** Removes every space (the feedback form and the number input strip them). */
export function stripSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Splits a comma list into its trimmed, non-empty items. */
export function splitCommaList(text: string | undefined | null): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The feedback form's checks, in its order: a type of the list, then a note that is more than spaces. */
export const FeedbackCheck = {
  TYPE: (value: string) => ((FEEDBACK_TYPES as readonly string[]).includes(value.trim()) ? null : SmsRegisterMessage.FEEDBACK_TYPE_REQUIRED),
  NOTE: (value: string) => (stripSpaces(value) ? null : SmsRegisterMessage.FEEDBACK_NOTE_REQUIRED),
} satisfies Record<string, FieldCheck>;

/** What a number to reject is checked against: the line's service kind, the numbers added so far and those already rejected. */
export interface AddNumberContext {
  serviceKind: number;
  addList: readonly string[];
  rejected: readonly string[];
}

/**
 * Why a number may not join the add list, or null when it may: the page checks each number as
 * it is added, the server checks the whole submission again.
 */
export function findAddNumberProblem(number: string, context: AddNumberContext): string | null {
  if (!number) {
    return SmsRegisterMessage.NUMBER_REQUIRED;
  }
  if (!REJECT_NUMBER_PATTERN.test(number)) {
    return SmsRegisterMessage.NUMBER_INVALID;
  }
  if (context.serviceKind !== SERVICE_KIND_MAY_REJECT_MOBILES && ELEVEN_DIGIT_MOBILE_PATTERN.test(number)) {
    return SmsRegisterMessage.MOBILE_NOT_ALLOWED;
  }
  if (context.addList.includes(number)) {
    return SmsRegisterMessage.DUPLICATE_NUMBER;
  }
  if (context.rejected.includes(number)) {
    return SmsRegisterMessage.ALREADY_REJECTED;
  }
  if (context.addList.length >= REJECT_NUMBERS_PER_SUBMIT) {
    return SmsRegisterMessage.TOO_MANY_ADDED;
  }
  return null;
}

/** The typed number to reject, its spaces dropped, against the lists it would join. */
export function checkAddNumber(context: AddNumberContext): FieldCheck {
  return (typed) => findAddNumberProblem(stripSpaces(typed), context);
}
