// Usage and balance alerts (用量提醒) a member sets on the active number: the kinds and their
// ranges, the quiet hours, and the texts the pages and the server share (zod-free: the browser
// imports it). Not in the spec.

import { formatYuan } from '../money.ts';
import { checkPattern, type FieldCheck } from '../validators.ts';

/** General data left below a share of the month's general data, or below an amount; the balance below; the month's spend above. */
export const USAGE_ALERT_KINDS = ['dataPercent', 'dataMb', 'balance', 'spend'] as const;
export type UsageAlertKind = (typeof USAGE_ALERT_KINDS)[number];

export interface UsageAlertKindRule {
  title: string;
  /** The threshold's range on the wire: percent, MB or fen. */
  min: number;
  max: number;
}

export const USAGE_ALERT_KIND_RULES: Record<UsageAlertKind, UsageAlertKindRule> = {
  dataPercent: { title: '通用流量剩余比例提醒', min: 1, max: 99 },
  /** 0.1 GB to 1000 GB, entered in GB with one decimal. */
  dataMb: { title: '通用流量剩余量提醒', min: 103, max: 1_024_000 },
  /** ¥1 to ¥1000. */
  balance: { title: '余额不足提醒', min: 100, max: 100_000 },
  /** ¥1 to ¥10000. */
  spend: { title: '本月消费提醒', min: 100, max: 1_000_000 },
};

/** Quiet hours by default: 22:00 to 08:00 China time; an alert due in them is delivered at their end. */
export const DEFAULT_QUIET_HOURS = { start: 22, end: 8 } as const;
/** Alerts a history page lists, newest first. */
export const USAGE_ALERT_HISTORY_PAGE_SIZE = 20;
/** The public switch-off link's page. */
export const USAGE_ALERT_OFF_PATH = '/usageAlertOff';

export const UsageAlertMessage = {
  KIND_INVALID: '请选择提醒类型',
  THRESHOLD_INVALID: '提醒阈值超出范围',
  PERCENT_REQUIRED: '请输入剩余比例',
  PERCENT_INVALID: '剩余比例须为1到99的整数',
  GB_REQUIRED: '请输入剩余流量',
  GB_INVALID: '剩余流量须为0.1到1000GB，最多一位小数',
  YUAN_REQUIRED: '请输入金额',
  BALANCE_INVALID: '余额提醒金额须为1到1000元，最多两位小数',
  SPEND_INVALID: '消费提醒金额须为1到10000元，最多两位小数',
  HOUR_INVALID: '请选择整点时间（0到23点）',
  NUMBER_NOT_IN_SERVICE: '当前号码不是正常在用状态，暂不能设置提醒',
  TOKEN_INVALID: '退订链接无效或已过期',
  SAVED: '提醒已保存',
  SWITCHED_OFF: '提醒已关闭',
} as const;

/** Whole hours 0-23; start equal to end means no quiet hours. */
export function isQuietHour(hour: number, quiet: { start: number; end: number }): boolean {
  if (quiet.start === quiet.end) {
    return false;
  }
  return quiet.start < quiet.end ? hour >= quiet.start && hour < quiet.end : hour >= quiet.start || hour < quiet.end;
}

/** 2048 → "2GB", 1536 → "1.5GB", 300 → "0.3GB" (one decimal). */
export function formatGb(megabytes: number): string {
  return `${Number((megabytes / 1024).toFixed(1))}GB`;
}

/** A threshold as a person reads it: "20%", "1.5GB", "10.00元". */
export function describeThreshold(kind: UsageAlertKind, threshold: number): string {
  switch (kind) {
    case 'dataPercent':
      return `${threshold}%`;
    case 'dataMb':
      return formatGb(threshold);
    case 'balance':
    case 'spend':
      return `${formatYuan(threshold)}元`;
  }
}

/** The alert's condition in words: "通用流量剩余低于20%". */
export function describeCondition(kind: UsageAlertKind, threshold: number): string {
  const value = describeThreshold(kind, threshold);
  switch (kind) {
    case 'dataPercent':
    case 'dataMb':
      return `通用流量剩余低于${value}`;
    case 'balance':
      return `账户余额低于${value}`;
    case 'spend':
      return `本月消费超过${value}`;
  }
}

/** "08:00". */
export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The form's checks of what a person types. */
export const UsageAlertCheck = {
  PERCENT: checkPattern(UsageAlertMessage.PERCENT_REQUIRED, UsageAlertMessage.PERCENT_INVALID, (value) => /^[1-9]\d?$/.test(value)),
  GB: checkPattern(
    UsageAlertMessage.GB_REQUIRED,
    UsageAlertMessage.GB_INVALID,
    (value) => /^\d{1,4}(\.\d)?$/.test(value) && Number(value) >= 0.1 && Number(value) <= 1000,
  ),
  BALANCE: checkPattern(
    UsageAlertMessage.YUAN_REQUIRED,
    UsageAlertMessage.BALANCE_INVALID,
    (value) => /^\d{1,4}(\.\d{1,2})?$/.test(value) && Number(value) >= 1 && Number(value) <= 1000,
  ),
  SPEND: checkPattern(
    UsageAlertMessage.YUAN_REQUIRED,
    UsageAlertMessage.SPEND_INVALID,
    (value) => /^\d{1,5}(\.\d{1,2})?$/.test(value) && Number(value) >= 1 && Number(value) <= 10000,
  ),
} satisfies Record<string, FieldCheck>;

/** What a person typed (the form's check passed) → the threshold on the wire. */
export function thresholdFromText(kind: UsageAlertKind, text: string): number {
  const value = text.trim();
  switch (kind) {
    case 'dataPercent':
      return Number(value);
    case 'dataMb':
      return Math.round(Number(value) * 1024);
    case 'balance':
    case 'spend': {
      const [whole = '0', decimals = ''] = value.split('.');
      return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
    }
  }
}

/** The threshold → what the form shows for it. */
export function thresholdToText(kind: UsageAlertKind, threshold: number): string {
  switch (kind) {
    case 'dataPercent':
      return String(threshold);
    case 'dataMb':
      return String(Number((threshold / 1024).toFixed(1)));
    case 'balance':
    case 'spend':
      return formatYuan(threshold).replace(/\.00$/, '');
  }
}
