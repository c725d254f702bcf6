// Gifts (转赠) of data and credit between numbers of the operator: kinds, limits, settings and the
// texts the pages and the server share (zod-free: the browser imports it).

import { formatYuan } from '../money.ts';
import { maskPhone } from '../number-key.ts';
import { checkPattern, checkSmsCode, FieldMessage, MOBILE_PHONE_PATTERN, type FieldCheck } from '../validators.ts';

export const GIFT_KINDS = ['data', 'credit'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
export const GIFT_KIND_TEXT: Record<GiftKind, string> = { data: '流量', credit: '话费' };

/** Credit is given in whole fen, at most 50 yuan a gift whatever the settings say. */
export const GIFT_CREDIT_MAX_FEN = 5000;
export const GIFT_CREDIT_MIN_FEN = 100;
/** Data is given in whole MB from this month's general (not directed) package data. */
export const GIFT_DATA_MIN_MB = 1;
/** A bound on one request's MB, far above any package; the settings' limits refuse long before it. */
export const GIFT_DATA_MAX_MB = 1_048_576;
/** Gifts a records page lists, newest first. */
export const GIFT_RECORDS_PAGE_SIZE = 20;

export const GiftMessage = {
  RECEIVER_REQUIRED: '请输入对方手机号',
  RECEIVER_INVALID: '请输入正确的对方手机号',
  DATA_REQUIRED: '请输入转赠流量',
  DATA_INVALID: '转赠流量须为整数（MB）',
  CREDIT_REQUIRED: '请输入转赠金额',
  CREDIT_INVALID: '请输入正确的金额（元，最多两位小数）',
  KIND_INVALID: '请选择转赠类型',
  AMOUNT_INVALID: '转赠数量错误',
  CODE_REQUIRED: FieldMessage.SMS_CODE_REQUIRED,
  SELF: '不能转赠给自己的号码',
  /** One answer for a number not ours, suspended, reported lost or cancelled: nothing more of it is told. */
  RECEIVER_NOT_IN_SERVICE: '对方号码不是本网正常在用号码，无法转赠',
  GIVER_NOT_IN_SERVICE: '您的号码当前不是正常在用状态，暂不能转赠',
  GIVER_LOST: '您的号码已挂失，暂不能转赠',
  DATA_TOO_SMALL: `转赠流量至少${GIFT_DATA_MIN_MB}MB`,
  DATA_BEYOND_REMAINING: '转赠流量超过本月剩余通用流量',
  CREDIT_TOO_SMALL: `转赠金额至少${formatYuan(GIFT_CREDIT_MIN_FEN)}元`,
  CREDIT_BEYOND_BALANCE: '转赠金额超过账户余额',
  /** The code was right but another confirmation used it first: nothing more is given for it. */
  CODE_SPENT: '验证码已使用，请重新获取',
  SUCCESS_TITLE: '转赠成功',
} as const;

/** The form's checks: the receiver's number, an amount (MB, or yuan with at most two decimals), the code. */
export const GiftCheck = {
  RECEIVER: checkPattern(GiftMessage.RECEIVER_REQUIRED, GiftMessage.RECEIVER_INVALID, (value) => MOBILE_PHONE_PATTERN.test(value)),
  DATA: checkPattern(GiftMessage.DATA_REQUIRED, GiftMessage.DATA_INVALID, (value) => /^[1-9]\d{0,6}$/.test(value)),
  CREDIT: checkPattern(GiftMessage.CREDIT_REQUIRED, GiftMessage.CREDIT_INVALID, (value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) > 0),
  CODE: checkSmsCode,
} satisfies Record<string, FieldCheck>;

/** "12.5" yuan as typed → 1250 fen (the form's check has passed). */
export function yuanTextToFen(text: string): number {
  const [whole = '0', decimals = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 500 → "500MB", 2048 → "2GB", 1536 → "1.5GB"; 1250 fen → "12.50元". */
export function describeGiftAmount(kind: GiftKind, amount: number): string {
  if (kind === 'credit') {
    return `${formatYuan(amount)}元`;
  }
  return amount >= 1024 && (amount * 100) % 1024 === 0 ? `${amount / 1024}GB` : `${amount}MB`;
}

/** The ledger's and the usage page's titles of a gift, the counterpart masked. */
export const GiftTitle = {
  creditGiven: (receiverKey: string) => `转赠话费给${maskPhone(receiverKey)}`,
  creditReceived: (giverKey: string) => `收到${maskPhone(giverKey)}转赠话费`,
  dataReceived: (giverKey: string) => `收到${maskPhone(giverKey)}转赠流量`,
} as const;

// The settings (转赠设置, the console): per kind, for the giver and for the receiver, how many gifts
// and how much a day and a month; credit also a cap per gift. The ranges are the migration's checks.

export const GIFT_SETTING_NAMES = [
  'dataGiveCountPerDay',
  'dataGiveCountPerMonth',
  'dataGiveMbPerDay',
  'dataGiveMbPerMonth',
  'dataReceiveCountPerDay',
  'dataReceiveCountPerMonth',
  'dataReceiveMbPerDay',
  'dataReceiveMbPerMonth',
  'creditMaxFenPerGift',
  'creditGiveCountPerDay',
  'creditGiveCountPerMonth',
  'creditGiveFenPerDay',
  'creditGiveFenPerMonth',
  'creditReceiveCountPerDay',
  'creditReceiveCountPerMonth',
  'creditReceiveFenPerDay',
  'creditReceiveFenPerMonth',
] as const;
export type GiftSettingName = (typeof GIFT_SETTING_NAMES)[number];
export type GiftSettingValues = Record<GiftSettingName, number>;

/** What a setting counts: gifts, MB or fen (entered in yuan). */
export type GiftSettingUnit = 'count' | 'mb' | 'fen';

export interface GiftSettingRule {
  label: string;
  unit: GiftSettingUnit;
  max: number;
  defaultValue: number;
}

const COUNT_MAX = 1000;
const MB_MAX = 1_048_576;
const FEN_MAX = 10_000_000;
const count = (label: string, defaultValue: number): GiftSettingRule => ({ label, unit: 'count', max: COUNT_MAX, defaultValue });
const megabytes = (label: string, defaultValue: number): GiftSettingRule => ({ label, unit: 'mb', max: MB_MAX, defaultValue });
const fen = (label: string, defaultValue: number, max = FEN_MAX): GiftSettingRule => ({ label, unit: 'fen', max, defaultValue });

/** Each setting's label, unit, upper bound and default (the migration's defaults). */
export const GIFT_SETTING_RULES: Record<GiftSettingName, GiftSettingRule> = {
  dataGiveCountPerDay: count('每人每日转出流量次数', 3),
  dataGiveCountPerMonth: count('每人每月转出流量次数', 10),
  dataGiveMbPerDay: megabytes('每人每日转出流量总量', 2048),
  dataGiveMbPerMonth: megabytes('每人每月转出流量总量', 10240),
  dataReceiveCountPerDay: count('每人每日收到流量次数', 5),
  dataReceiveCountPerMonth: count('每人每月收到流量次数', 20),
  dataReceiveMbPerDay: megabytes('每人每日收到流量总量', 4096),
  dataReceiveMbPerMonth: megabytes('每人每月收到流量总量', 20480),
  creditMaxFenPerGift: fen('单笔转赠话费上限', GIFT_CREDIT_MAX_FEN, GIFT_CREDIT_MAX_FEN),
  creditGiveCountPerDay: count('每人每日转出话费次数', 3),
  creditGiveCountPerMonth: count('每人每月转出话费次数', 10),
  creditGiveFenPerDay: fen('每人每日转出话费总额', 10_000),
  creditGiveFenPerMonth: fen('每人每月转出话费总额', 20_000),
  creditReceiveCountPerDay: count('每人每日收到话费次数', 5),
  creditReceiveCountPerMonth: count('每人每月收到话费次数', 20),
  creditReceiveFenPerDay: fen('每人每日收到话费总额', 20_000),
  creditReceiveFenPerMonth: fen('每人每月收到话费总额', 50_000),
};

/** The console form's groups, in order. */
export const GIFT_SETTING_GROUPS: readonly { title: string; names: readonly GiftSettingName[] }[] = [
  { title: '流量转出（赠送方）', names: ['dataGiveCountPerDay', 'dataGiveCountPerMonth', 'dataGiveMbPerDay', 'dataGiveMbPerMonth'] },
  { title: '流量转入（接收方）', names: ['dataReceiveCountPerDay', 'dataReceiveCountPerMonth', 'dataReceiveMbPerDay', 'dataReceiveMbPerMonth'] },
  {
    title: '话费转出（赠送方）',
    names: ['creditMaxFenPerGift', 'creditGiveCountPerDay', 'creditGiveCountPerMonth', 'creditGiveFenPerDay', 'creditGiveFenPerMonth'],
  },
  { title: '话费转入（接收方）', names: ['creditReceiveCountPerDay', 'creditReceiveCountPerMonth', 'creditReceiveFenPerDay', 'creditReceiveFenPerMonth'] },
];

/** Which side and period a limit holds, to word its refusal. */
export type GiftLimitScope = { side: 'give' | 'receive'; period: 'day' | 'month'; measure: 'count' | 'amount' };

/** The refusal of a gift beyond a limit; the receiver's are told without their figures. */
export function describeGiftLimit(kind: GiftKind, scope: GiftLimitScope, limit: number): string {
  const period = scope.period === 'day' ? '今日' : '本月';
  const what = GIFT_KIND_TEXT[kind];
  if (scope.side === 'receive') {
    return `对方${period}收到的${what}转赠已达上限，请改日再试`;
  }
  if (scope.measure === 'count') {
    return `您${period}转赠${what}已达${limit}次上限`;
  }
  return `超出${period}转赠${what}上限（${describeGiftAmount(kind, limit)}）`;
}

/** The refusal of a credit gift above the cap per gift. */
export function describeCreditGiftCap(maxFen: number): string {
  return `单笔转赠话费不能超过${formatYuan(maxFen)}元`;
}
