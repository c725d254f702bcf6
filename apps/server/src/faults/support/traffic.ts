import type { PaymentNotification } from '../../providers/wechat-pay/wechat-pay.ts';
import { callOperation, logInMember, sendPaymentNotification, type CallResult } from './client.ts';
import { runSql } from './ledgers.ts';

// The subscribers' side of the load: demo members browsing, topping up (the test plays WeChat
// Pay and sends the signed notification), exchanging points and signing in.

export interface LoadMember {
  openid: string;
  phone: string;
  token: string;
}

export const BOUND_DEMO_MEMBERS = [
  { openid: 'o_demo_zhangwei', phone: '17012340001' },
  { openid: 'o_demo_wangfang', phone: '17012340003' },
  { openid: 'o_demo_liuyang', phone: '17012340004' },
  { openid: 'o_demo_chenjing', phone: '17112340006' },
];

export async function logInMembers(baseUrl: string): Promise<LoadMember[]> {
  return Promise.all(BOUND_DEMO_MEMBERS.map(async (member) => ({ ...member, token: await logInMember(baseUrl, member.openid) })));
}

export interface TopUpOrder {
  outTradeNo: string;
  amountFen: number;
}

export function paymentOf(order: TopUpOrder): PaymentNotification {
  return {
    outTradeNo: order.outTradeNo,
    transactionId: `WX${order.outTradeNo.slice(-24)}`,
    amountFen: order.amountFen,
    state: 'SUCCESS',
    paidAt: new Date().toISOString(),
    notifyHandler: 'recharge',
  };
}

/** How often one person tops up: well inside ADD_ORDERS's per-member limit (20 in 10 minutes), as the board's posts are inside theirs. */
const TOP_UP_INTERVAL_MS = 40_000;
const lastTopUpAtByMember = new Map<string, number>();

/** Whether the member tops up now, at a person's pace; when so, the next one waits its interval. */
export function isTopUpDue(member: { openid: string }): boolean {
  const now = Date.now();
  if (now - (lastTopUpAtByMember.get(member.openid) ?? 0) < TOP_UP_INTERVAL_MS) {
    return false;
  }
  lastTopUpAtByMember.set(member.openid, now);
  return true;
}

/** ADD_ORDERS, then WeChat Pay's notification; the order is recorded before it is paid. */
export async function topUp(baseUrl: string, member: LoadMember, orders: TopUpOrder[], productId = 'CALL_10'): Promise<CallResult[]> {
  const created = await callOperation(baseUrl, 'ADD_ORDERS', { productId }, { token: member.token });
  const data = created.envelope?.data as { outTradeNo?: string; amount?: number } | undefined;
  if (created.envelope?.code !== 1 || !data?.outTradeNo || !data.amount) {
    return [created];
  }
  const order = { outTradeNo: data.outTradeNo, amountFen: data.amount };
  orders.push(order);
  return [created, await sendPaymentNotification(baseUrl, paymentOf(order))];
}

const BROWSING = [
  'PERSONAL_DATA',
  'QUERY_BALANCE',
  'POINTS_EXCHANGE_LIST',
  'QUERY_SET_MEAL',
  'RECHARGE_PRODUCT',
  'GET_ACTIVITY_LIST',
  'QUERY_HISTORY_BILL',
] as const;

/** One step of a subscriber's day, chosen by `roll` in [0, 1). */
export async function actAsSubscriber(baseUrl: string, member: LoadMember, roll: number, orders: TopUpOrder[]): Promise<CallResult[]> {
  const options = { token: member.token };
  if (roll < 0.6) {
    const name = BROWSING[Math.floor((roll / 0.6) * BROWSING.length)] ?? 'PERSONAL_DATA';
    return [await callOperation(baseUrl, name, {}, options)];
  }
  if (roll < 0.75) {
    return isTopUpDue(member) ? topUp(baseUrl, member, orders) : [await callOperation(baseUrl, 'QUERY_BALANCE', {}, options)];
  }
  if (roll < 0.88) {
    return [await callOperation(baseUrl, 'POINTS_EXCHANGE', { productId: 'PP_FLOW_1G' }, options)];
  }
  if (roll < 0.94) {
    return [await callOperation(baseUrl, 'SIGN', {}, options)];
  }
  return [await callOperation(baseUrl, 'comment_list', { tab: 0, page: 1, page_size: 10 }, options)];
}

/** What WeChat Pay does after an outage: sends every notification again until it hears SUCCESS. */
export async function resendNotifications(baseUrl: string, orders: TopUpOrder[]): Promise<CallResult[]> {
  const results: CallResult[] = [];
  for (const order of orders) {
    results.push(await sendPaymentNotification(baseUrl, paymentOf(order)));
  }
  return results;
}

/** Grants each member points, written to the points ledger like any other change, so the ledgers still balance. */
export async function grantPoints(databaseUrl: string, members: LoadMember[], points: number): Promise<void> {
  for (const member of members) {
    await runSql(
      databaseUrl,
      'update points_accounts set current_points = current_points + $2, grand_total_points = grand_total_points + $2 where phone = $1',
      [member.phone, points],
    );
    await runSql(
      databaseUrl,
      `insert into points_ledger (phone, change, kind, title, balance_after) select phone, $2, 'grant', '压测积分', current_points from points_accounts where phone = $1`,
      [member.phone, points],
    );
  }
}
