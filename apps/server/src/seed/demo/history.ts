import type { ApplicationKindValue } from '@hall/contract/applications/rules';
import { findDaysAgo } from './dates.ts';

// The demo's last 30 days at the desk: applications staff decided, SIM replacements refused, and
// the agents' card openings, so the overview's trends have a history. All of it is decided or
// sent and at least a day old: the review queue, its badges and today's counts stay as they are.
// The numbers are ones no demo journey files an application for, none bound to a member (their
// notices go by SMS), except 陈静's IoT card, whose refused SIM replacements reach her by WeChat.

export interface HistoryApplication {
  kind: Extract<ApplicationKindValue, 'cancel' | 'realName'>;
  phone: string;
  /** Submitted this many China days back, decided the day after. */
  daysAgo: number;
  /** The refusal's reason; none when it passed. */
  refusal: string | null;
  form: Record<string, string | number>;
}

export interface HistorySimReplacement {
  phone: string;
  daysAgo: number;
  reason: string;
  refusal: string;
}

export interface HistoryOpening {
  dealerId: string;
  workNo: string;
  offerId: string;
  daysAgo: number;
  /** Minutes after 10:00 China time the opening was submitted. */
  minute: number;
}

/** A number's history stock: a range per dealer, imported like the demo stock, one card per opening. */
export interface HistoryStockRange {
  dealerId: string;
  offerId: string;
  prefix: string;
}

const cancel = (phone: string, daysAgo: number, refusal: string): HistoryApplication => ({
  kind: 'cancel',
  phone,
  daysAgo,
  refusal,
  form: { reason: '不再使用', refundType: 1, sparePhone: '' },
});
const realName = (phone: string, daysAgo: number, refusal: string | null): HistoryApplication => ({
  kind: 'realName',
  phone,
  daysAgo,
  refusal,
  form: { cityName: '广州市' },
});

const applications: HistoryApplication[] = [
  realName('17012340007', 27, null),
  cancel('17012340008', 23, '证件照片不清晰，请重新拍摄后提交'),
  realName('17112340010', 19, '人像照片与证件照片不一致'),
  realName('17112340010', 17, null),
  cancel('17012340007', 13, '账户存在未结清费用，请缴清后再申请'),
  realName('17012340008', 9, '证件已过有效期'),
  realName('17012340008', 6, null),
  cancel('17112340010', 3, '申请原因填写不完整，请补充后再申请'),
];

const simReplacements: HistorySimReplacement[] = [
  { phone: '17112340006', daysAgo: 24, reason: '卡片损坏', refusal: '收货地址不完整，请填写详细地址' },
  { phone: '17112340006', daysAgo: 11, reason: '卡片损坏', refusal: '收货人电话无法接通，请核对后重新申请' },
];

/** Where the history's cards come from: each dealer's number range, after its demo stock (…1001 0501 on). */
const stockRanges: HistoryStockRange[] = [
  { dealerId: 'D1001', offerId: '1354122', prefix: '1661001' },
  { dealerId: 'D2001', offerId: '1354283', prefix: '1662001' },
  { dealerId: 'D3001', offerId: '1354262', prefix: '1664001' },
];

/** The first serial of a history range: its numbers end 0501, 0502, …, none like a demo card's. */
export const HISTORY_FIRST_SERIAL = 501;

/** Openings on days 1–29 back: the 天河店's two agents most days, 城西店 every third day, the partner every fifth. */
function buildOpenings(): HistoryOpening[] {
  const openings: HistoryOpening[] = [];
  for (let daysAgo = 29; daysAgo >= 1; daysAgo -= 1) {
    if (daysAgo % 7 !== 0) {
      openings.push({ dealerId: 'D1001', workNo: 'A10001', offerId: '1354122', daysAgo, minute: 20 });
    }
    if (daysAgo % 2 === 0) {
      openings.push({ dealerId: 'D1001', workNo: 'A10002', offerId: '1354122', daysAgo, minute: 95 });
    }
    if (daysAgo % 3 === 0) {
      openings.push({ dealerId: 'D2001', workNo: 'B20001', offerId: '1354283', daysAgo, minute: 140 });
    }
    if (daysAgo % 5 === 0) {
      openings.push({ dealerId: 'D3001', workNo: 'P30001', offerId: '1354262', daysAgo, minute: 250 });
    }
  }
  return openings;
}

export function buildHistoryDemo() {
  return { applications, simReplacements, stockRanges, openings: buildOpenings() };
}

/** When a history row submitted `daysAgo` days back happened, `minute` minutes after 10:00 China time. */
export function historyTime(now: Date, daysAgo: number, minute = 0): Date {
  return new Date(findDaysAgo(now, daysAgo, 10).getTime() + minute * 60_000);
}
