// Auto top-up (自动充值): when the active number's balance falls below the member's threshold, a
// WeChat Pay entrusted debit (委托代扣) tops it up by the chosen amount, at most N times a China
// month. The rules' bounds, the form's checks and the texts pages and server share (zod-free).

import { formatYuan } from '../money.ts';
import { checkPattern, type FieldCheck } from '../validators.ts';

/** Below this balance (fen, whole yuan) the number is topped up: ¥1 to ¥200. */
export const AUTO_TOP_UP_THRESHOLD_MIN_FEN = 100;
export const AUTO_TOP_UP_THRESHOLD_MAX_FEN = 20_000;
/** Each top-up (fen, whole yuan): ¥10 to ¥500. */
export const AUTO_TOP_UP_AMOUNT_MIN_FEN = 1000;
export const AUTO_TOP_UP_AMOUNT_MAX_FEN = 50_000;
/** Top-ups a China month at most: 1 to 10. */
export const AUTO_TOP_UP_MONTHLY_LIMIT_MIN = 1;
export const AUTO_TOP_UP_MONTHLY_LIMIT_MAX = 10;
/** Debits the page lists, newest first. */
export const AUTO_TOP_UP_DEBITS_SHOWN = 10;
/** A failed debit is tried once more after this long; then the member is told by SMS. */
export const AUTO_TOP_UP_RETRY_DELAY_MS = 10 * 60 * 1000;

export const AUTO_TOP_UP_TITLE = '自动充值';

/** Where the contract stands: none (never, or ended), signing (sent to WeChat's page), signed. */
export const AUTO_TOP_UP_CONTRACT_STATES = ['none', 'signing', 'signed'] as const;
export type AutoTopUpContractState = (typeof AUTO_TOP_UP_CONTRACT_STATES)[number];

export const AUTO_TOP_UP_DEBIT_STATES = ['pending', 'paid', 'failed'] as const;
export type AutoTopUpDebitState = (typeof AUTO_TOP_UP_DEBIT_STATES)[number];
export const AUTO_TOP_UP_DEBIT_STATE_TEXT: Record<AutoTopUpDebitState, string> = { pending: '扣款中', paid: '充值成功', failed: '扣款失败' };

export const AutoTopUpMessage = {
  THRESHOLD_REQUIRED: '请输入余额低于多少元时充值',
  THRESHOLD_INVALID: `余额提醒线须为${formatYuan(AUTO_TOP_UP_THRESHOLD_MIN_FEN)}至${formatYuan(AUTO_TOP_UP_THRESHOLD_MAX_FEN)}元之间的整数元`,
  AMOUNT_REQUIRED: '请输入每次充值金额',
  AMOUNT_INVALID: `每次充值金额须为${formatYuan(AUTO_TOP_UP_AMOUNT_MIN_FEN)}至${formatYuan(AUTO_TOP_UP_AMOUNT_MAX_FEN)}元之间的整数元`,
  LIMIT_REQUIRED: '请输入每月最多充值次数',
  LIMIT_INVALID: `每月最多充值次数须为${AUTO_TOP_UP_MONTHLY_LIMIT_MIN}至${AUTO_TOP_UP_MONTHLY_LIMIT_MAX}次`,
  NUMBER_NOT_IN_SERVICE: '您的号码当前不是正常在用状态，暂不能设置自动充值',
  RULES_FIRST: '请先保存自动充值规则，再开通微信委托代扣',
  ALREADY_SIGNED: '已开通微信委托代扣，无需重复开通',
  NOT_SIGNED: '尚未开通微信委托代扣',
  NOT_OFFERED: '暂未开通自动充值服务，请使用手动充值',
  SNAPSHOT_USER: '请在微信中打开营业厅后再开通自动充值',
  /** The number's contract debits another member's WeChat Pay: only they change its rules (anyone holding the number may end it). */
  OTHER_SIGNER: '该号码的自动充值由其他微信用户开通，仅可由其修改规则或关闭后重新开通',
} as const;

const wholeYuanBetween = (minFen: number, maxFen: number) => (value: string) =>
  /^[1-9]\d{0,3}$/.test(value) && Number(value) * 100 >= minFen && Number(value) * 100 <= maxFen;

/** The form's checks (whole yuan, times). */
export const AutoTopUpCheck = {
  THRESHOLD: checkPattern(
    AutoTopUpMessage.THRESHOLD_REQUIRED,
    AutoTopUpMessage.THRESHOLD_INVALID,
    wholeYuanBetween(AUTO_TOP_UP_THRESHOLD_MIN_FEN, AUTO_TOP_UP_THRESHOLD_MAX_FEN),
  ),
  AMOUNT: checkPattern(
    AutoTopUpMessage.AMOUNT_REQUIRED,
    AutoTopUpMessage.AMOUNT_INVALID,
    wholeYuanBetween(AUTO_TOP_UP_AMOUNT_MIN_FEN, AUTO_TOP_UP_AMOUNT_MAX_FEN),
  ),
  LIMIT: checkPattern(
    AutoTopUpMessage.LIMIT_REQUIRED,
    AutoTopUpMessage.LIMIT_INVALID,
    (value) => /^\d{1,2}$/.test(value) && Number(value) >= AUTO_TOP_UP_MONTHLY_LIMIT_MIN && Number(value) <= AUTO_TOP_UP_MONTHLY_LIMIT_MAX,
  ),
} satisfies Record<string, FieldCheck>;
