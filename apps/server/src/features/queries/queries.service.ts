import { chinaHour, formatChinaMonth } from '@hall/contract/china-time';
import { formatMonthTitle } from '@hall/contract/china-calendar';
import { describeNoBill, isHiddenUsagePack, QueryMessage, USAGE_UNIT_OF } from '@hall/contract/queries/rules';
import type { Balance, Bill, OpeningRecord, SetMeal, SubscribedService, UsageEntry } from '@hall/contract/queries/schemas';
import type { SubscriberProfile, SubscribedServiceType, UsageItem } from '../../boss/boss.ts';
import { hashOpeningIdentity, type Opening, type OpeningApplyEvent } from '../../boss/openings-boss.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';

/** The 15-yuan 600M monthly pack also shows the daily-pack panel. */
const DAYPACK_MONTHLY_TITLE = '600M月包';
const DAYPACK_MONTHLY_FEE_FEN = 1500;
const AUTO_DAY_PACK_FEE_FEN = 100;
const OVERAGE_FEN_PER_MB = 25;
/** Standard card A and E packages list their bars by percentage. */
const SORTED_PACKAGE_PATTERN = /标准卡[AE]/;
const ORDER_QUERY_MONTHS = 3;
const HISTORY_BILL_MONTHS = 6;
const CHART_COLORS = ['#1677ff', '#00b578', '#ff8f1f', '#ff3141', '#7265e6', '#13c2c2', '#faad14'];

export const SET_MEAL_EXPLAIN = [
  '自动续订日包：套餐内流量用尽后自动订购，1元/500MB，当日有效。',
  '当月累计使用流量达到200GB后不再订购日包，超出部分按0.25元/MB收费。',
  '套餐外短信0.1元/条。',
  '以上数据存在一定延迟，仅供参考，实际以月结账单为准。',
];

async function requireSubscriber(deps: AppDeps, phone: string): Promise<SubscriberProfile> {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber) {
    throw invalid(QueryMessage.NUMBER_PROFILE_MISSING);
  }
  return subscriber;
}

/**
 * One bar of the usage page. The percentage rounds down, so a bar reads 100 (已用完) only when the
 * allowance is really used up (used ≥ total, total > 0): 99.5 % is 99 while data remains, and an
 * empty allowance (total 0) is 0, not used up.
 */
export function toUsageEntry(item: UsageItem): UsageEntry {
  const isUsedUp = item.total > 0 && item.used >= item.total;
  // used × 100 / total in that order: (29 / 100) × 100 would floor to 28.
  const percentage = isUsedUp ? 100 : item.total > 0 ? Math.floor((Math.max(0, item.used) * 100) / item.total) : 0;
  return {
    title: item.title,
    packageName: item.packageName,
    percentage,
    used: item.used,
    surplus: Math.max(0, item.total - item.used),
    total: item.total,
    autoDayPackageNum: item.autoDayPackCount,
    unit: USAGE_UNIT_OF[item.kind],
  };
}

/** QUERY_SET_MEAL: this month's usage with the spec's display rules applied. */
export async function readSetMeal(deps: AppDeps, member: BoundMember): Promise<SetMeal> {
  const subscriber = await requireSubscriber(deps, member.boundPhone);
  const usage = await deps.boss.getPackageUsage(subscriber.phone);
  const isSorted = SORTED_PACKAGE_PATTERN.test(subscriber.packageName);
  const entriesOf = (kind: UsageItem['kind']) => {
    const entries = usage.items.filter((item) => item.kind === kind && !isHiddenUsagePack(item)).map(toUsageEntry);
    return isSorted ? entries.sort((left, right) => right.percentage - left.percentage) : entries;
  };
  const autoDayPack = usage.items.find((item) => item.kind === 'data' && item.isAutoDayPack);
  const hasDaypackTitle = usage.items.some((item) => item.kind === 'data' && item.title === DAYPACK_MONTHLY_TITLE && item.feeFen === DAYPACK_MONTHLY_FEE_FEN);
  const autoDayPackCount = autoDayPack?.autoDayPackCount ?? 0;
  // Out-of-package data = (data fee − auto daily packs × 1 yuan) / 0.25 yuan per MB.
  const overageFen = Math.max(0, usage.overage.dataFeeFen - autoDayPackCount * AUTO_DAY_PACK_FEE_FEN);
  return {
    packageId: subscriber.packageId,
    packageName: subscriber.packageName,
    explain: SET_MEAL_EXPLAIN,
    displayMode: autoDayPack || hasDaypackTitle ? 'Daypack' : 'yincang',
    list: {
      data: entriesOf('data'),
      voice: entriesOf('voice'),
      sms: entriesOf('sms'),
      outside: {
        flowcount: Math.round((overageFen / OVERAGE_FEN_PER_MB) * 100) / 100,
        minutecount: usage.overage.voiceMinutes,
        smscount: usage.overage.smsCount,
      },
    },
  };
}

/** ORDER_BUSINESS: one page of the ordered services of a type. */
export async function listOrderedServices(
  deps: AppDeps,
  member: BoundMember,
  input: { type: SubscribedServiceType; page: number; pageSize: number },
): Promise<{ list: SubscribedService[]; total: number; page: number }> {
  const result = await deps.boss.listSubscribedServices(member.boundPhone, input.type, input.page, input.pageSize);
  return {
    list: result.list.map((item) => ({
      packageName: item.packageName,
      status: item.status,
      effectTime: item.effectTime.toISOString(),
      overTime: item.overTime ? item.overTime.toISOString() : '',
      orderTime: item.orderTime.toISOString(),
    })),
    total: result.total,
    page: input.page,
  };
}

function greetingAt(time: Date): string {
  const hour = chinaHour(time);
  if (hour < 11) {
    return '早上好';
  }
  if (hour < 13) {
    return '中午好';
  }
  if (hour < 18) {
    return '下午好';
  }
  return '晚上好';
}

const formatYuan = (fen: number) => (fen / 100).toFixed(2);

/** QUERY_BILL_DETAILS: a month's bill (this month when no date), its items as the chart. */
export async function readBill(deps: AppDeps, member: BoundMember, date: string | undefined): Promise<Bill> {
  const now = deps.now();
  const currentMonth = formatChinaMonth(now);
  const month = date ?? currentMonth;
  if (month > currentMonth) {
    throw invalid(QueryMessage.BILL_NOT_YET);
  }
  const bill = await deps.boss.getMonthlyBill(member.boundPhone, month);
  if (!bill) {
    throw invalid(describeNoBill(Number(month.slice(4))));
  }
  const monthNumber = Number(month.slice(4));
  const isCurrent = month === currentMonth;
  return {
    amount: bill.totalFen,
    date: month,
    color: bill.items.map((_item, index) => CHART_COLORS[index % CHART_COLORS.length] ?? '#1677ff'),
    title: `${greetingAt(now)}，您${monthNumber}月的话费为${formatYuan(bill.totalFen)}元`,
    detailTitle: `${formatMonthTitle(month)}费用明细`,
    legend: bill.items.map((item) => item.name),
    chart: bill.items.map((item) => ({ name: item.name, value: item.amountFen })),
    desc: [
      isCurrent ? '本月账单为截至目前的实时话费，月结后以最终账单为准。' : '该月账单已出账。',
      '账单合计 = 套餐月费 + 套餐外费用 + 增值业务费，明细见上图。',
    ],
  };
}

/** QUERY_HISTORY_BILL: the past months with a bill (not this one), newest first. */
export async function listHistoryBills(deps: AppDeps, member: BoundMember): Promise<{ list: { date: string; amount: number }[] }> {
  const currentMonth = formatChinaMonth(deps.now());
  const months = await deps.boss.listBillMonths(member.boundPhone);
  return {
    list: months
      .filter((item) => item.month < currentMonth)
      .slice(0, HISTORY_BILL_MONTHS)
      .map((item) => ({ date: item.month, amount: item.totalFen })),
  };
}

/** QUERY_BALANCE: the balance with this month's spending beside it. */
export async function readBalance(deps: AppDeps, member: BoundMember): Promise<Balance> {
  const subscriber = await requireSubscriber(deps, member.boundPhone);
  const bill = await deps.boss.getMonthlyBill(subscriber.phone, formatChinaMonth(deps.now()));
  const spent = bill?.totalFen ?? 0;
  return {
    amount: subscriber.balanceFen,
    color: ['#1677ff', '#ff8f1f'],
    title: subscriber.balanceFen < 0 ? '您已欠费，请及时充值' : '账户余额',
    data: ['可用余额', '本月已消费'],
    dataVal: [Math.max(0, subscriber.balanceFen), spent],
    explain: [
      '账户余额为您的可用话费，充值成功后实时到账。',
      '本月已消费为截至目前的实时话费，月结后以账单为准。',
      '余额为负数表示已欠费，请及时充值以免影响使用。',
    ],
  };
}

/** ORDER_QUERY: the orders of the member's number in the last three months. */
export async function listRecentOrders(deps: AppDeps, member: BoundMember, mobilePhone: string | undefined) {
  if (mobilePhone && mobilePhone !== member.boundPhone) {
    throw invalid(QueryMessage.OTHER_NUMBER_ORDERS);
  }
  const since = new Date(deps.now());
  since.setMonth(since.getMonth() - ORDER_QUERY_MONTHS);
  const orders = await deps.boss.listServiceOrders(member.boundPhone, since);
  return {
    list: orders.map((order) => ({
      date: order.createdAt.toISOString(),
      name: order.name,
      check: order.checkStatus,
      oid: order.oid,
      detail: order.summary,
    })),
  };
}

/** ORDER_DETAIL: one order of the member's number. */
export async function readOrderDetail(deps: AppDeps, member: BoundMember, oid: string) {
  const order = await deps.boss.findServiceOrder(member.boundPhone, oid);
  if (!order) {
    throw invalid(QueryMessage.ORDER_NOT_FOUND);
  }
  return { list: order.details, tips: order.tips };
}

/** GET_MEAL: a package's name and its rules as sanitised HTML. */
export async function readPackageDetail(deps: AppDeps, _member: AuthenticatedMember, packageId: string) {
  const found = await deps.boss.findPackage(packageId);
  if (!found) {
    throw invalid(QueryMessage.PACKAGE_NOT_FOUND);
  }
  return { packageName: found.name, prodOfferDesc: sanitizeRichText(found.descriptionHtml) };
}

const REVIEW_STATUS_TEXT = { pending: '待审核', passed: '审核通过', failed: '审核不通过' } as const satisfies Record<Opening['reviewStatus'], string>;
const PASSED_REMARK = '资料审核通过';
// The three agent entry points all open a new line; the page shows the event as the item's title.
const APPLY_EVENT_TEXT: Record<OpeningApplyEvent, string> = { OpenCard: '新装开户', VnoOpenCard: '新装开户', OnlineOpenCard: '新装开户' };

function auditRemarkOf(opening: Opening): string {
  if (opening.reviewStatus === 'passed') {
    return PASSED_REMARK;
  }
  return opening.reviewStatus === 'failed' ? (opening.reviewReason ?? '') : '';
}

/** CHECK_OPEN_PHONE_WORK: the card openings under a name and ID number, found by their keyed hash, with their audit. */
export async function listOpeningRecords(deps: AppDeps, input: { customerName: string; identityCode: string }): Promise<{ list: OpeningRecord[] }> {
  const openings = await deps.boss.listOpenings(hashOpeningIdentity(deps.secretKey, input.customerName, input.identityCode));
  return {
    list: openings.map((opening) => ({
      applyEvent: APPLY_EVENT_TEXT[opening.applyEvent],
      prodOfferId: opening.prodOfferId,
      prodOfferName: opening.prodOfferName,
      serviceId: maskPhone(opening.serviceId),
      status: REVIEW_STATUS_TEXT[opening.reviewStatus],
      auditRemark: auditRemarkOf(opening),
      ifValid: opening.isValid ? 1 : 0,
      applyTime: opening.createdAt.toISOString(),
    })),
  };
}
