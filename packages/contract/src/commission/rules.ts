// Commission (佣金) of a dealer on its agents' openings: the rule of an agent offer (a one-off amount
// on activation, optionally a share of the number's first months' bills), the ledger's kinds, and
// the bounds both the console and the server check. Zod-free: the agent and console pages read it.

export const COMMISSION_KINDS = ['activation', 'share', 'clawback'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

export const COMMISSION_KIND_LABELS: Record<CommissionKind, string> = {
  activation: '开户奖励',
  share: '话费分成',
  clawback: '追回',
};

/** A cancellation within this many days of the number's activation takes the one-off back. */
export const COMMISSION_CLAWBACK_DAYS = 90;

export const CommissionLimit = {
  /** 10,000 元 a number at most. */
  ONE_OFF_MAX_FEN: 1_000_000,
  /** A share in basis points (1/10000): 0-10000, i.e. 0%-100%. */
  SHARE_BP_MAX: 10_000,
  /** The share runs over the first 1-12 months (the activation month is the first). */
  SHARE_MONTHS_MAX: 12,
  /** How far back a statement reaches, in months before the current one. */
  STATEMENT_MONTHS_BACK: 24,
  STATEMENT_PAGE_SIZE: 50,
} as const;

/** The share of a bill, in whole fen, rounded down (floor): a share never pays a fraction of a fen it did not earn. */
export function shareOfBill(billFen: number, shareBp: number): number {
  return billFen <= 0 ? 0 : Math.floor((billFen * shareBp) / 10_000);
}

/** 5.5% for 550 basis points. */
export function formatShareBp(shareBp: number): string {
  return `${(shareBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

export const CommissionMessage = {
  MONTH_INVALID: '请选择正确的月份',
  MONTH_OUT_OF_REACH: `只能查询最近${CommissionLimit.STATEMENT_MONTHS_BACK}个月的佣金`,
  ONE_OFF_INVALID: `开户奖励须为0至${CommissionLimit.ONE_OFF_MAX_FEN / 100}元`,
  SHARE_INVALID: '话费分成比例须为0%至100%',
  SHARE_MONTHS_INVALID: `分成月数须为1至${CommissionLimit.SHARE_MONTHS_MAX}个月`,
  SHARE_MONTHS_WITHOUT_SHARE: '未设置分成比例时分成月数须为0',
  OFFER_NOT_FOUND: '套餐不存在',
  DEALER_NOT_FOUND: '渠道不存在',
} as const;
