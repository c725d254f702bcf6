import { checkIdNumber, checkRequired, FieldMessage, type FieldCheck } from '../validators.ts';

/** What the query pages' reads refuse with. */
export const QueryMessage = {
  /** The bound number is unknown to the back office (the points pages say the same). */
  NUMBER_PROFILE_MISSING: '号码信息不存在，请重新绑定',
  BILL_NOT_YET: '该月账单尚未产生',
  OTHER_NUMBER_ORDERS: '只能查询本人绑定号码的订单',
  ORDER_NOT_FOUND: '订单不存在',
  PACKAGE_NOT_FOUND: '套餐不存在',
} as const;

/** A past month (1-12) without a bill. */
export function describeNoBill(monthNumber: number): string {
  return `${monthNumber}月暂无账单`;
}

/** The unit each kind of allowance is counted in, as the usage pages show it. */
export const USAGE_UNIT_OF = { data: 'MB', voice: '分钟', sms: '条' } as const;

/** Packs the usage pages never list: the spec's zero-fee items of /setMeal, by title or by fee. */
const HIDDEN_PACK_TITLES = new Set(['0元1M按天', '1MB', '0.15元流量包']);
const HIDDEN_PACK_FEE_FEN = 15;

export function isHiddenUsagePack(item: { title: string; feeFen: number }): boolean {
  return HIDDEN_PACK_TITLES.has(item.title) || item.feeFen === HIDDEN_PACK_FEE_FEN;
}

/** The card-opening records search: the owner's name, then the ID number (the server refuses with the same words). */
export const OpeningRecordsCheck = {
  CUSTOMER_NAME: checkRequired(FieldMessage.OWNER_NAME_REQUIRED),
  IDENTITY_CODE: checkIdNumber,
} satisfies Record<string, FieldCheck>;
