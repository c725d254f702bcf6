import { chinaMonthBounds, findStartOfChinaDay, formatChinaMonth } from '@hall/contract/china-time';
import type { GiftAllowance, GiftQuote, GiftRecord } from '@hall/contract/gift/schemas';
import {
  describeCreditGiftCap,
  describeGiftAmount,
  describeGiftLimit,
  GIFT_CREDIT_MAX_FEN,
  GIFT_CREDIT_MIN_FEN,
  GIFT_DATA_MIN_MB,
  GIFT_RECORDS_PAGE_SIZE,
  GiftMessage,
  type GiftKind,
  type GiftLimitScope,
  type GiftSettingValues,
} from '@hall/contract/gift/rules';
import { isInService } from '@hall/contract/number-state';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { giveCredit, giveData, readGiftableDataMb } from '../../boss/gift-transfers.ts';
import { findLossReportInForce } from '../../boss/loss-reports.ts';
import type { Executor } from '../../db/connection.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import { readGiftSettings } from './gift-settings.repository.ts';
import { listGifts, readNumbers, spendGiftCode, sumGifts, type GiftNumber, type GiftTotals } from './gift.repository.ts';

// Gifts (转赠) from the bound number: every rule is checked when the person asks (GIFT_CHECK,
// before the SMS code is sent) and again in the confirmation's transaction, with both numbers'
// rows locked, the code spent by the gift and the limits summed under those locks.

export interface GiftRequest {
  kind: GiftKind;
  receiverPhone: string;
  amount: number;
}

/** The China day and month a gift made now counts in. */
function periodsAt(now: Date) {
  const month = chinaMonthBounds(formatChinaMonth(now));
  return { dayStart: findStartOfChinaDay(now), monthStart: month.start, monthEnd: month.end };
}

/** The limits of a kind for one side: [scope, limit, what the totals hold against it]. */
function limitsOf(kind: GiftKind, side: 'give' | 'receive', settings: GiftSettingValues): [GiftLimitScope, number, keyof GiftTotals][] {
  const of = (period: 'day' | 'month', measure: 'count' | 'amount', limit: number): [GiftLimitScope, number, keyof GiftTotals] => [
    { side, period, measure },
    limit,
    `${period}${measure === 'count' ? 'Count' : 'Amount'}` as keyof GiftTotals,
  ];
  const values =
    kind === 'data'
      ? side === 'give'
        ? [settings.dataGiveCountPerDay, settings.dataGiveCountPerMonth, settings.dataGiveMbPerDay, settings.dataGiveMbPerMonth]
        : [settings.dataReceiveCountPerDay, settings.dataReceiveCountPerMonth, settings.dataReceiveMbPerDay, settings.dataReceiveMbPerMonth]
      : side === 'give'
        ? [settings.creditGiveCountPerDay, settings.creditGiveCountPerMonth, settings.creditGiveFenPerDay, settings.creditGiveFenPerMonth]
        : [settings.creditReceiveCountPerDay, settings.creditReceiveCountPerMonth, settings.creditReceiveFenPerDay, settings.creditReceiveFenPerMonth];
  const [countPerDay = 0, countPerMonth = 0, amountPerDay = 0, amountPerMonth = 0] = values;
  return [of('day', 'count', countPerDay), of('month', 'count', countPerMonth), of('day', 'amount', amountPerDay), of('month', 'amount', amountPerMonth)];
}

/** How much more of a kind one side may give or receive now (0 once a count is reached). */
function amountLeftUnder(limits: [GiftLimitScope, number, keyof GiftTotals][], totals: GiftTotals): number {
  let left = Number.MAX_SAFE_INTEGER;
  for (const [scope, limit, total] of limits) {
    left = Math.min(left, scope.measure === 'count' ? (totals[total] < limit ? Number.MAX_SAFE_INTEGER : 0) : limit - totals[total]);
  }
  return Math.max(0, left);
}

/** Refuses a number that cannot take part: unknown, not in service (suspended, 预销户, cancelled) or reported lost. */
async function checkInService(executor: Executor, number: GiftNumber | undefined, refusal: string, lostRefusal = refusal): Promise<GiftNumber> {
  if (!number || !isInService(number.status)) {
    throw invalid(refusal);
  }
  if (await findLossReportInForce(executor, number.phone)) {
    throw invalid(lostRefusal);
  }
  return number;
}

/**
 * Every rule of one gift, read through `executor` (the confirmation's transaction, with the rows
 * locked, or the database for the check before the code): both numbers, the amount, what the
 * giver has left and the limits of both sides. Answers the giver's row.
 */
async function checkGift(executor: Executor, giverPhone: string, request: GiftRequest, options: { now: Date; lock: boolean }): Promise<GiftNumber> {
  if (request.receiverPhone === giverPhone) {
    throw invalid(GiftMessage.SELF);
  }
  const numbers = await readNumbers(executor, [giverPhone, request.receiverPhone], { lock: options.lock });
  const giver = await checkInService(executor, numbers.get(giverPhone), GiftMessage.GIVER_NOT_IN_SERVICE, GiftMessage.GIVER_LOST);
  await checkInService(executor, numbers.get(request.receiverPhone), GiftMessage.RECEIVER_NOT_IN_SERVICE);
  const settings = await readGiftSettings(executor);
  if (request.kind === 'data') {
    if (request.amount < GIFT_DATA_MIN_MB) {
      throw invalid(GiftMessage.DATA_TOO_SMALL);
    }
    if ((await readGiftableDataMb(executor, giverPhone, giver.packageId, options.now)) < request.amount) {
      throw invalid(GiftMessage.DATA_BEYOND_REMAINING);
    }
  } else {
    if (request.amount < GIFT_CREDIT_MIN_FEN) {
      throw invalid(GiftMessage.CREDIT_TOO_SMALL);
    }
    const capFen = Math.min(GIFT_CREDIT_MAX_FEN, settings.creditMaxFenPerGift);
    if (request.amount > capFen) {
      throw invalid(describeCreditGiftCap(capFen));
    }
    if (giver.balanceFen < request.amount) {
      throw invalid(GiftMessage.CREDIT_BEYOND_BALANCE);
    }
  }
  const periods = periodsAt(options.now);
  for (const [side, phone] of [
    ['give', giverPhone],
    ['receive', request.receiverPhone],
  ] as const) {
    const totals = await sumGifts(executor, { phone, side, kind: request.kind, ...periods });
    for (const [scope, limit, total] of limitsOf(request.kind, side, settings)) {
      const after = totals[total] + (scope.measure === 'count' ? 1 : request.amount);
      if (after > limit) {
        throw invalid(describeGiftLimit(request.kind, scope, limit));
      }
    }
  }
  return giver;
}

function toQuote(request: GiftRequest): GiftQuote {
  return {
    kind: request.kind,
    receiver: maskPhone(request.receiverPhone),
    amount: request.amount,
    amountText: describeGiftAmount(request.kind, request.amount),
  };
}

/** GIFT_ALLOWANCE: what the bound number has left and what one gift may be now. */
export async function readGiftAllowance(deps: AppDeps, member: BoundMember): Promise<GiftAllowance> {
  const now = deps.now();
  const phone = member.boundPhone;
  const numbers = await readNumbers(deps.db, [phone], { lock: false });
  const number = numbers.get(phone);
  if (!number) {
    throw invalid(GiftMessage.GIVER_NOT_IN_SERVICE);
  }
  const settings = await readGiftSettings(deps.db);
  const periods = periodsAt(now);
  const remainingDataMb = await readGiftableDataMb(deps.db, phone, number.packageId, now);
  const dataTotals = await sumGifts(deps.db, { phone, side: 'give', kind: 'data', ...periods });
  const creditTotals = await sumGifts(deps.db, { phone, side: 'give', kind: 'credit', ...periods });
  const balanceFen = number.balanceFen;
  return {
    remainingDataMb,
    balanceFen,
    dataLeftMb: Math.min(remainingDataMb, amountLeftUnder(limitsOf('data', 'give', settings), dataTotals)),
    creditLeftFen: Math.max(
      0,
      Math.min(balanceFen, GIFT_CREDIT_MAX_FEN, settings.creditMaxFenPerGift, amountLeftUnder(limitsOf('credit', 'give', settings), creditTotals)),
    ),
  };
}

/** GIFT_CHECK: the gift as it would be given; a refusal here means no code is sent for it. */
export async function checkGiftRequest(deps: AppDeps, member: BoundMember, request: GiftRequest): Promise<GiftQuote> {
  await checkGift(deps.db, member.boundPhone, request, { now: deps.now(), lock: false });
  return toQuote(request);
}

/**
 * GIFT_CONFIRM: the code of the giver's number, then in one transaction the code spent, both rows
 * locked, every rule checked again and the gift written with both notices queued. A repeated or
 * concurrent confirmation finds the code spent and gives nothing.
 */
export async function confirmGift(
  deps: AppDeps,
  member: BoundMember,
  request: GiftRequest & { code: string },
): Promise<GiftQuote & { giftId: number; createdAt: string }> {
  const giverPhone = member.boundPhone;
  const gift: GiftRequest = { kind: request.kind, receiverPhone: request.receiverPhone, amount: request.amount };
  // A refused gift leaves the code usable (kept until the transaction spends it).
  const { sentAt } = await deps.oneTimeCodes.verify({ phone: giverPhone, purpose: SmsCodeType.GIFT, code: request.code, keepUnused: true });
  const now = deps.now();
  const giftId = await deps.db.transaction(async (tx) => {
    const smsCodeId = await spendGiftCode(tx, giverPhone, sentAt, now);
    if (smsCodeId === null) {
      throw invalid(GiftMessage.CODE_SPENT);
    }
    const giver = await checkGift(tx, giverPhone, gift, { now, lock: true });
    const write = { giverPhone, receiverPhone: gift.receiverPhone, amount: gift.amount, smsCodeId, now };
    const id = gift.kind === 'data' ? await giveData(tx, { ...write, giverPackageId: giver.packageId }) : await giveCredit(tx, write);
    if (id === null) {
      throw invalid(gift.kind === 'data' ? GiftMessage.DATA_BEYOND_REMAINING : GiftMessage.CREDIT_BEYOND_BALANCE);
    }
    const amount = describeGiftAmount(gift.kind, gift.amount);
    await queueNotification(tx, {
      kind: 'giftSent',
      phone: giverPhone,
      params: { receiver: maskPhone(gift.receiverPhone), amount },
      dedupeKey: NotificationKey.giftSent(id),
      now,
    });
    await queueNotification(tx, {
      kind: 'giftReceived',
      phone: gift.receiverPhone,
      params: { giver: maskPhone(giverPhone), amount },
      dedupeKey: NotificationKey.giftReceived(id),
      now,
    });
    return id;
  });
  return { ...toQuote(gift), giftId, createdAt: now.toISOString() };
}

/** GIFT_RECORDS: a page of the gifts the bound number gave and received, the other number masked. */
export async function listGiftRecords(deps: AppDeps, member: BoundMember, page: number): Promise<{ list: GiftRecord[]; total: number; page: number }> {
  const phone = member.boundPhone;
  const { rows, total } = await listGifts(deps.db, phone, { limit: GIFT_RECORDS_PAGE_SIZE, offset: (page - 1) * GIFT_RECORDS_PAGE_SIZE });
  return {
    list: rows.map((row) => {
      const isGiven = row.giverPhone === phone;
      return {
        id: row.id,
        kind: row.kind,
        direction: isGiven ? 'given' : 'received',
        counterpart: maskPhone(isGiven ? row.receiverPhone : row.giverPhone),
        amount: row.amount,
        amountText: describeGiftAmount(row.kind, row.amount),
        createdAt: row.createdAt.toISOString(),
      };
    }),
    total,
    page,
  };
}
