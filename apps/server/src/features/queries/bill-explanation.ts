// 账单解读: one honest sentence about a month's bill and the cause of each line's change, built
// from the records that charged it (BillFacts), never from stored text. A closed month is compared
// with the month before; the month in progress says what it holds so far and gives a forecast,
// which is never shown as a bill.
import { formatYuan } from '@hall/contract/money';
import type { BillExplanation } from '@hall/contract/queries/schemas';
import { BillItem } from '../../boss/bill-items.ts';
import type { BillFacts, MonthForecast } from '../../boss/boss.ts';

type Cause = BillExplanation['changes'][number]['causes'][number];
type Change = BillExplanation['changes'][number];

const yuan = (fen: number) => `¥${formatYuan(Math.abs(fen))}`;
const signed = (fen: number) => `${fen < 0 ? '−' : '+'}${yuan(fen)}`;

/** 2026-11-03 → 11月3日. */
function dayText(day: string): string {
  return `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
}

/** 11月5日、6日、9日; more than three days: 11月5日至28日间的12天. */
function daysText(days: string[]): string {
  const [first, ...rest] = days;
  if (!first) {
    return '';
  }
  if (days.length > 3) {
    return `${dayText(first)}至${Number(days[days.length - 1]?.slice(8, 10))}日间的${days.length}天`;
  }
  return [dayText(first), ...rest.map((day) => `${Number(day.slice(8, 10))}日`)].join('、');
}

/** Why each line of a month is what it is, from that month's facts. */
function causesOf(facts: BillFacts, item: string, isCurrent: boolean): Cause[] {
  const callDetail = `/callDetail?month=${facts.month}`;
  switch (item) {
    case BillItem.VALUE_ADDED:
      return facts.callerServices.map((service) => ({ text: `${service.title}，${dayText(service.chargedOn)}开通`, link: '/orderQuery' }));
    case BillItem.FLOW_PACK:
      return facts.flowPacks.map((pack) => ({ text: `${pack.title}，${dayText(pack.orderedOn)}订购`, link: '/orderQuery' }));
    case BillItem.DATA:
      return facts.usageFeeDays.data.length > 0 ? [{ text: `${daysText(facts.usageFeeDays.data)}使用了套餐外流量`, link: isCurrent ? '/setMeal' : null }] : [];
    case BillItem.VOICE:
      return facts.usageFeeDays.voice.length > 0 ? [{ text: `${dayText(facts.usageFeeDays.voice[0] ?? '')}起通话超出套餐分钟数`, link: callDetail }] : [];
    case BillItem.SMS:
      return facts.usageFeeDays.sms.length > 0 ? [{ text: `${dayText(facts.usageFeeDays.sms[0] ?? '')}起短信超出套餐条数`, link: callDetail }] : [];
    case BillItem.PACKAGE_FEE:
      return packageFeeCauses(facts);
    case BillItem.KEEP_FEE:
      return facts.days.keepFee > 0 ? [{ text: `停机保号${facts.days.keepFee}天，按天计费`, link: null }] : [];
    default:
      return [];
  }
}

function joinedText(joined: NonNullable<BillFacts['joined']>): string {
  return `${dayText(joined.day)}入网，${joined.isFirstMonthFree ? '首月免月租' : '按在网天数计费'}`;
}

function packageFeeCauses(facts: BillFacts): Cause[] {
  const causes: Cause[] = facts.packageChanges.map((change) => ({
    text: `套餐由「${change.fromName}」改为「${change.toName}」，${dayText(change.effectiveDate)}生效`,
    link: '/orderQuery',
  }));
  if (facts.joined) {
    causes.push({ text: joinedText(facts.joined), link: null });
  } else if (facts.days.packageFee < facts.days.inMonth) {
    causes.push({ text: `本月收月租${facts.days.packageFee}天，按天计费`, link: null });
  }
  return causes;
}

const totalOf = (facts: BillFacts | null) => facts?.items.reduce((sum, item) => sum + item.amountFen, 0) ?? 0;

/**
 * Each line of either month with its change. A rise is explained by this month's facts, a fall by
 * the month before's (上月…), each falling back to the other when it has nothing to say.
 */
function listChanges(current: BillFacts, previous: BillFacts | null, isCurrent: boolean): Change[] {
  const names = [...new Set([...current.items, ...(previous?.items ?? [])].map((item) => item.name))];
  const amountOf = (facts: BillFacts | null, name: string) => facts?.items.find((item) => item.name === name)?.amountFen ?? 0;
  const earlier = (name: string) => (previous ? causesOf(previous, name, false).map((cause) => ({ ...cause, text: `上月${cause.text}` })) : []);
  return names
    .map((item) => {
      const currentFen = amountOf(current, item);
      const previousFen = amountOf(previous, item);
      const changeFen = currentFen - previousFen;
      const now = causesOf(current, item, isCurrent);
      const before = earlier(item);
      const causes = changeFen < 0 ? (before.length > 0 ? before : now) : now.length > 0 ? now : before;
      return { item, previousFen, currentFen, changeFen, causes };
    })
    .sort((left, right) => Math.abs(right.changeFen) - Math.abs(left.changeFen));
}

/** 增值业务费 +¥6.00（来电显示，11月3日开通）: a line and its causes, at most two named. */
function describe(change: Change, amount: string): string {
  const named = change.causes.slice(0, 2).map((cause) => cause.text);
  const more = change.causes.length > 2 ? `等${change.causes.length}项` : '';
  return named.length > 0 ? `${change.item} ${amount}（${named.join('；')}${more}）` : `${change.item} ${amount}`;
}

function describeMain(changes: Change[], direction: 1 | -1): string {
  return changes
    .filter((change) => Math.sign(change.changeFen) === direction)
    .slice(0, 2)
    .map((change) => describe(change, signed(change.changeFen)))
    .join('和');
}

function closedMonthSummary(current: BillFacts, previous: BillFacts | null, changes: Change[]): string {
  const total = totalOf(current);
  if (!previous || previous.items.length === 0) {
    return current.joined ? `这是您入网后的第一张账单，共 ${yuan(total)}，${joinedText(current.joined)}。` : `上月没有账单，本月共 ${yuan(total)}。`;
  }
  const difference = total - totalOf(previous);
  if (difference > 0) {
    return `比上月多 ${yuan(difference)}，主要因为${describeMain(changes, 1)}。`;
  }
  if (difference < 0) {
    return `比上月少 ${yuan(difference)}，主要因为${describeMain(changes, -1)}。`;
  }
  const moved = changes.filter((change) => change.changeFen !== 0);
  if (moved.length === 0) {
    return `与上月持平，都是 ${yuan(total)}。`;
  }
  return `与上月合计相同，都是 ${yuan(total)}，其中${describeMain(changes, 1)}，${describeMain(changes, -1)}。`;
}

function monthSoFarSummary(current: BillFacts, changes: Change[]): string {
  const total = totalOf(current);
  const billsPackageLater = !current.items.some((item) => item.name === BillItem.PACKAGE_FEE);
  const later = billsPackageLater ? '；套餐月费在月底出账' : '';
  if (total === 0) {
    return `本月到目前还没有产生费用${later}。`;
  }
  const biggest = changes
    .filter((change) => change.currentFen > 0)
    .sort((left, right) => right.currentFen - left.currentFen)
    .slice(0, 2)
    .map((change) => describe(change, yuan(change.currentFen)))
    .join('和');
  return `本月到目前已产生 ${yuan(total)}，主要是${biggest}${later}。`;
}

function describeForecast(forecast: MonthForecast, previousTotal: number | null): NonNullable<BillExplanation['forecast']> {
  const roundYuan = Math.round(forecast.amountFen / 100);
  const lastMonth = previousTotal === null ? '' : `，上月为 ${yuan(previousTotal)}`;
  return {
    amountFen: forecast.amountFen,
    summary: `按目前用量，本月预计 ¥${roundYuan} 左右${lastMonth}。`,
    basis:
      `按本月已过的${forecast.elapsedDays}天（共${forecast.daysInMonth}天）的日均用量估算：套餐月费 ${yuan(forecast.packageFeeFen)}，` +
      `已订购的增值业务和流量包 ${yuan(forecast.oneOffFen)}，套餐外用量约 ${yuan(forecast.usageFen)}。这是估算，不是账单，以月结账单为准。`,
  };
}

export function explainBill(input: { current: BillFacts; previous: BillFacts | null; isCurrent: boolean; forecast: MonthForecast | null }): BillExplanation {
  const { current, previous, isCurrent } = input;
  const changes = listChanges(current, previous, isCurrent);
  const hasPrevious = previous !== null && previous.items.length > 0;
  return {
    month: current.month,
    summary: isCurrent ? monthSoFarSummary(current, changes) : closedMonthSummary(current, previous, changes),
    changes,
    forecast: isCurrent && input.forecast ? describeForecast(input.forecast, hasPrevious ? totalOf(previous) : null) : null,
  };
}
