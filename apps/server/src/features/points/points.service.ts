import { formatChinaDate } from '@hall/contract/china-time';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { POINTS_MESSAGES, pointsRuleSentences } from '@hall/contract/points/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { isBoundMember, type AuthenticatedMember, type BoundMember } from '../../platform/member-sessions.ts';
import { readPointsSettings } from '../../platform/points-settings.ts';
import {
  findOrderByRequest,
  findProduct,
  hasSignedIn,
  listActiveBanners,
  listLedgerEntries,
  listOrdersSince,
  listProductsOnSale,
  placeExchange,
  readBalance,
  type PageRows,
  type PageWindow,
  signInWithReward,
} from './points.repository.ts';
import { isUniqueViolation, violatedCheckConstraint } from '../../db/database-errors.ts';

const ORDER_RANGE_MONTHS: Record<number, number> = { 0: 6, 1: 12, 2: 24 };
const DETAIL_DIRECTIONS = { 0: 'all', 1: 'earned', 2: 'used' } as const;

export async function listPointsBanners(deps: AppDeps): Promise<OperationOutput<'BANNER'>> {
  const rows = await listActiveBanners(deps.db, 'points');
  return { list: rows.map((row) => ({ id: row.id, title: row.title, url: row.linkUrl, tpurl: row.imageUrl })) };
}

export async function listExchangeProducts(deps: AppDeps): Promise<OperationOutput<'POINTS_EXCHANGE_LIST'>> {
  const rows = await listProductsOnSale(deps.db);
  return {
    list: rows.map((row) => ({
      productId: row.id,
      name: row.name,
      description: row.description,
      points: row.pointsCost,
      amount: row.valueFen,
      stock: row.stock,
      cover: row.coverUrl,
    })),
  };
}

async function replayExchange(deps: AppDeps, phone: string, requestId: string): Promise<OperationOutput<'POINTS_EXCHANGE'> | null> {
  const order = await findOrderByRequest(deps.db, phone, requestId);
  if (!order) {
    return null;
  }
  const balance = await readBalance(deps.db, phone);
  return { ...balance, orderId: String(order.id), productName: order.title, points: order.pointsCost };
}

/** Why nothing was exchanged, read after the fact (the failure path only). */
async function refusalOfExchange(deps: AppDeps, productId: string) {
  const product = await findProduct(deps.db, productId);
  if (!product || !product.isOnSale) {
    return invalid(POINTS_MESSAGES.PRODUCT_UNAVAILABLE);
  }
  return invalid(product.stock <= 0 ? POINTS_MESSAGES.PRODUCT_SOLD_OUT : POINTS_MESSAGES.SHORT_OF_POINTS);
}

const EXCHANGE_REFUSED_BY_CHECK: Record<string, string> = {
  points_products_stock_check: POINTS_MESSAGES.PRODUCT_SOLD_OUT,
  points_accounts_current_points_check: POINTS_MESSAGES.SHORT_OF_POINTS,
};

/**
 * POINTS_EXCHANGE: the product's points and one piece of its stock, with the order and the ledger
 * entry, in one statement (placeExchange); a retried requestId replays the order.
 */
export async function exchangeProduct(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'POINTS_EXCHANGE'>,
): Promise<OperationOutput<'POINTS_EXCHANGE'>> {
  const phone = member.boundPhone;
  if (input.requestId) {
    const replayed = await replayExchange(deps, phone, input.requestId);
    if (replayed) {
      return replayed;
    }
  }
  try {
    const placed = await placeExchange(deps.db, {
      phone,
      memberId: member.id,
      productId: input.productId,
      requestId: input.requestId ?? null,
      createdAt: deps.now(),
    });
    if (!placed) {
      throw await refusalOfExchange(deps, input.productId);
    }
    const { orderId, productName, pointsCost, currentPoints, grandTotalPoints } = placed;
    return { currentPoints, grandTotalPoints, orderId: String(orderId), productName, points: pointsCost };
  } catch (error) {
    if (input.requestId && isUniqueViolation(error)) {
      const replayed = await replayExchange(deps, phone, input.requestId);
      if (replayed) {
        return replayed;
      }
    }
    // Sold out, or the points spent, by a concurrent exchange after this one's checks.
    const refusal = EXCHANGE_REFUSED_BY_CHECK[violatedCheckConstraint(error) ?? ''];
    if (refusal) {
      throw invalid(refusal);
    }
    throw error;
  }
}

/**
 * SIGN: once per Beijing day per member and per number (unique rows); the reward the points settings
 * give when the sign-in happens, read in its one statement, added to current and grand total.
 */
export async function signIn(deps: AppDeps, member: BoundMember): Promise<OperationOutput<'SIGN'>> {
  const now = deps.now();
  const signedIn = await signInWithReward(deps.db, {
    phone: member.boundPhone,
    memberId: member.id,
    signDate: formatChinaDate(now),
    createdAt: now,
    title: '每日签到',
  });
  if (!signedIn) {
    throw invalid(POINTS_MESSAGES.ALREADY_SIGNED_IN);
  }
  return { ...signedIn, is_sign: true };
}

/** SIGN_STATUS: with the reward a sign-in gives now; a member without a bound number has not signed in (and cannot yet). */
export async function readSignStatus(deps: AppDeps, member: AuthenticatedMember): Promise<OperationOutput<'SIGN_STATUS'>> {
  const { signInReward } = await readPointsSettings(deps.db);
  if (!isBoundMember(member)) {
    return { is_sign: false, reward: signInReward };
  }
  return { is_sign: await hasSignedIn(deps.db, member.boundPhone, formatChinaDate(deps.now())), reward: signInReward };
}

function windowOf(input: { page: number; page_size: number; last_id?: number | undefined }): PageWindow {
  return { limit: input.page_size, offset: (input.page - 1) * input.page_size, lastId: input.last_id };
}

/** page, total_page and total of a page: after a cursor, the pages left are counted from the rows after it. */
function pagingOf<Row>(input: { page: number; page_size: number }, result: PageRows<Row>) {
  const totalPage =
    result.rest === null ? Math.ceil(result.total / input.page_size) : Math.max(input.page, input.page - 1 + Math.ceil(result.rest / input.page_size));
  return { page: input.page, total_page: totalPage, total: result.total };
}

/** POINTS_ORDERS: one page of the orders of the last six months, one year or two years. */
export async function listPointsOrders(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'POINTS_ORDERS'>,
): Promise<OperationOutput<'POINTS_ORDERS'>> {
  const since = new Date(deps.now().getTime());
  since.setMonth(since.getMonth() - (ORDER_RANGE_MONTHS[input.interval] ?? 6));
  const result = await listOrdersSince(deps.db, member.boundPhone, since, windowOf(input));
  return {
    list: result.rows.map((row) => ({
      orderId: String(row.id),
      title: row.title,
      exchangeDate: row.createdAt.toISOString(),
      amount: row.valueFen,
      points: row.pointsCost,
    })),
    ...pagingOf(input, result),
  };
}

/** POINTS_DETAIL: one page of the ledger (all, earned or used). */
export async function listPointsDetail(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'POINTS_DETAIL'>,
): Promise<OperationOutput<'POINTS_DETAIL'>> {
  const direction = DETAIL_DIRECTIONS[input.type as keyof typeof DETAIL_DIRECTIONS] ?? 'all';
  const result = await listLedgerEntries(deps.db, member.boundPhone, direction, windowOf(input));
  return {
    list: result.rows.map((row) => ({ id: String(row.id), title: row.title, date: row.createdAt.toISOString(), points: row.change })),
    ...pagingOf(input, result),
  };
}

/** POINTS_RULE: the sentences the points settings produce, then the settings' free text. */
export async function readPointsRule(deps: AppDeps): Promise<OperationOutput<'POINTS_RULE'>> {
  const settings = await readPointsSettings(deps.db);
  const lines = [...pointsRuleSentences(settings), ...settings.freeText.split('\n').filter((line) => line.trim() !== '')];
  return { title: '积分规则', content: lines.map((line, index) => `${index + 1}. ${line}`).join('\n') };
}
