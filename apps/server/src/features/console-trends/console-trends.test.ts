import type { Envelope } from '@hall/contract/codes';
import { formatChinaDate, shiftChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { InvoiceStatus } from '@hall/contract/invoices/rules';
import { OTHER_DEALERS_KEY, TREND_DAYS } from '@hall/contract/console-trends/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  cardStock,
  identityChecks,
  invoices,
  memberBindingEvents,
  members,
  notifications,
  openCardRecords,
  pointsOrders,
  pointsSignIns,
  rechargeOrders,
  simReplacementApplications,
} from '../../db/schema.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { insertDealer } from '../../domain/dealer-accounts.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readOverviewTrends } from './trends.service.ts';

// The overview's 30-day trends: a value for each of the last 30 China days, today last, 0 where
// nothing happened; a row counts on the China day it happened, so 16:00 UTC is the next day.

type Trends = OperationOutput<'CONSOLE_OVERVIEW_TRENDS'>;
type SeriesName = Exclude<keyof Trends, 'days'>;

let api: TestApp;
let admin: string;
let today: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
  today = formatChinaDate(api.deps.now());
});
afterAll(() => api.close());

/** `daysBack` China days before today at this China hour (or milliseconds after its midnight). */
const chinaTime = (daysBack: number, milliseconds = 10 * 3600_000) => new Date(startOfChinaDate(shiftChinaDate(today, -daysBack)).getTime() + milliseconds);
/** The index of a day `daysBack` China days before today in the answer's days. */
const indexOf = (daysBack: number) => TREND_DAYS - 1 - daysBack;
/** Values that are 0 except these days (days back → value). */
const onlyOn = (values: Record<number, number>) => Array.from({ length: TREND_DAYS }, (_, index) => values[TREND_DAYS - 1 - index] ?? 0);

async function readTrends(): Promise<Trends> {
  const reply: Envelope = await callAsStaff(api, 'CONSOLE_OVERVIEW_TRENDS', admin);
  expect(reply, reply.msg).toMatchObject({ code: 1 });
  return reply.data as Trends;
}

/** What each line of a series gained between two answers, by key. */
function gained(before: Trends, after: Trends, series: SeriesName): Record<string, number[]> {
  return Object.fromEntries(
    after[series].lines.map((line) => {
      const earlier = before[series].lines.find((item) => item.key === line.key)?.values ?? [];
      return [line.key, line.values.map((value, index) => value - (earlier[index] ?? 0))];
    }),
  );
}

let orderSequence = 0;
function topUp(paidAt: Date, amountFen: number, status = 2) {
  orderSequence += 1;
  return api.deps.db.insert(rechargeOrders).values({
    outTradeNo: `TRENDS${String(orderSequence).padStart(6, '0')}`,
    phone: '17012340001',
    productKind: 'call',
    productName: '话费充值',
    amountFen,
    status,
    createdAt: paidAt,
    paidAt: status === 2 ? paidAt : null,
  });
}

describe('CONSOLE_OVERVIEW_TRENDS', () => {
  it('answers the last 30 China days, today last, with a value for every day of every line', async () => {
    const trends = await readTrends();
    expect(trends.days).toHaveLength(TREND_DAYS);
    expect(trends.days.at(-1)).toBe(today);
    expect(trends.days[0]).toBe(shiftChinaDate(today, 1 - TREND_DAYS));
    trends.days.slice(1).forEach((day, index) => expect(day).toBe(shiftChinaDate(trends.days[index] ?? '', 1)));
    for (const [name, series] of Object.entries(trends).filter(([key]) => key !== 'days') as [SeriesName, Trends[SeriesName]][]) {
      // Openings have a line per dealer with openings in the period, and there may be none.
      expect(series.lines.length, name).toBeGreaterThan(name === 'openingsByDealer' ? -1 : 0);
      series.lines.forEach((line) => expect(line.values, `${name} ${line.key}`).toHaveLength(TREND_DAYS));
    }
  });

  it('counts a paid top-up on its China day: China midnight (16:00 UTC) is the new day, 30 days back is out', async () => {
    const midnight = chinaTime(0, 0);
    expect(midnight.getUTCHours()).toBe(16);
    const before = await readTrends();
    await topUp(midnight, 1000);
    await topUp(new Date(midnight.getTime() - 1), 2000);
    await topUp(chinaTime(TREND_DAYS - 1, 0), 500);
    await topUp(chinaTime(TREND_DAYS, 0), 700);
    await topUp(chinaTime(3), 900, 0);
    const after = await readTrends();
    expect(gained(before, after, 'topUpCounts')).toEqual({ topUps: onlyOn({ 0: 1, 1: 1, [TREND_DAYS - 1]: 1 }) });
    expect(gained(before, after, 'topUpAmounts')).toEqual({ topUps: onlyOn({ 0: 1000, 1: 2000, [TREND_DAYS - 1]: 500 }) });
  });

  it('counts sign-ins by their date, exchanges, new bindings and the applications table by kind and decision', async () => {
    const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.boundPhone, '17012340001'));
    const memberId = member?.id ?? 0;
    const before = await readTrends();
    await api.deps.db.insert(pointsSignIns).values({ phone: '17012340001', memberId, signDate: shiftChinaDate(today, -12), createdAt: chinaTime(12) });
    await api.deps.db
      .insert(pointsOrders)
      .values({ phone: '17012340001', memberId, productId: 'PP_FLOW_1G', title: '1GB国内流量包', pointsCost: 100, valueFen: 1000, createdAt: chinaTime(2, 0) });
    await api.deps.db.insert(memberBindingEvents).values([
      { memberId, phone: '17012340001', action: 'bind', method: 'smsCode', createdAt: chinaTime(5) },
      { memberId, phone: '17012340001', action: 'unbind', method: 'removedByMember', createdAt: chinaTime(5) },
    ]);
    const application = (kind: 'cancel' | 'realName', status: 'pending' | 'passed' | 'failed', createdAt: Date, reviewedAt: Date | null) => ({
      applicationNo: `TRENDS-${kind}-${status}-${createdAt.getTime()}`,
      kind,
      phone: '17012340001',
      bizNo: `TRENDS-${kind}-${status}-${createdAt.getTime()}`,
      status,
      createdAt,
      reviewedAt,
    });
    await api.deps.db
      .insert(applications)
      .values([
        application('cancel', 'passed', chinaTime(4), chinaTime(1)),
        application('cancel', 'failed', chinaTime(4), chinaTime(1)),
        application('realName', 'pending', chinaTime(6), null),
      ]);
    const after = await readTrends();
    expect(gained(before, after, 'points')).toEqual({ signIns: onlyOn({ 12: 1 }), exchanges: onlyOn({ 2: 1 }) });
    expect(gained(before, after, 'bindings')).toEqual({ bindings: onlyOn({ 5: 1 }) });
    expect(gained(before, after, 'applicationsByKind')).toEqual({
      cancel: onlyOn({ 4: 2 }),
      transferOut: onlyOn({}),
      transferIn: onlyOn({}),
      realName: onlyOn({ 6: 1 }),
      simReplacement: onlyOn({}),
      invoice: onlyOn({}),
    });
    expect(gained(before, after, 'applicationsByDecision')).toEqual({ passed: onlyOn({ 1: 1 }), failed: onlyOn({ 1: 1 }) });
    expect(after.applicationsByKind.lines.map((line) => line.label)).toEqual(['销户申请', '过户发起', '过户接收', '实名补登记', '补换卡申请', '发票申请']);
  });

  it('counts SIM replacements and refused invoices as the review queue does, under its labels, and their decisions', async () => {
    const before = await readTrends();
    const replacement = (id: string, status: 'pending' | 'passed' | 'failed', createdAt: Date, decidedAt: Date | null) => ({
      id,
      memberId: 1,
      bizNo: id,
      phone: '17012340001',
      reason: '丢失',
      receiverName: '张伟',
      receiverPhone: '17012340001',
      receiverAddress: '广州市天河区',
      status,
      createdAt,
      decidedAt,
    });
    await api.deps.db.insert(identityChecks).values(
      ['TRENDS-SIM-1', 'TRENDS-SIM-2'].map((bizNo) => ({
        bizNo,
        authType: 'CHANGE_CARD',
        memberId: 1,
        phone: '17012340001',
        ownerName: '张伟',
        idHint: '123456',
        status: 'passed' as const,
        returnUrl: '/',
        expiresAt: chinaTime(0),
      })),
    );
    await api.deps.db
      .insert(simReplacementApplications)
      .values([replacement('TRENDS-SIM-1', 'passed', chinaTime(3), chinaTime(2)), replacement('TRENDS-SIM-2', 'pending', chinaTime(3), null)]);
    const invoice = (status: number, createdAt: Date, reviewedAt: Date | null) => ({
      phone: '17012340001',
      memberId: 1,
      flow: 'monthly' as const,
      titleKind: 0,
      invoiceType: '026' as const,
      buyerName: '张伟',
      email: 'trends@example.com',
      months: '2026-01',
      amountFen: 5800,
      status,
      createdAt,
      reviewedAt,
    });
    // Refused and waiting, refused and then failed by staff, and one issued without a review: only the first two were in the queue.
    const [, reviewed] = await api.deps.db
      .insert(invoices)
      .values([
        invoice(InvoiceStatus.FAILED, chinaTime(10), null),
        invoice(InvoiceStatus.FAILED, chinaTime(10), chinaTime(8)),
        invoice(InvoiceStatus.INVOICED, chinaTime(10), null),
      ])
      .returning({ id: invoices.id });
    await insertAuditEntry(api.deps.db, {
      createdAt: chinaTime(8),
      staffId: 1,
      action: 'review_fail',
      subjectType: 'invoice',
      subjectId: String(reviewed?.id),
      detail: { reason: '抬头有误' },
    });
    const after = await readTrends();
    const kinds = gained(before, after, 'applicationsByKind');
    expect(kinds.simReplacement).toEqual(onlyOn({ 3: 2 }));
    expect(kinds.invoice).toEqual(onlyOn({ 10: 2 }));
    expect(gained(before, after, 'applicationsByDecision')).toEqual({ passed: onlyOn({ 2: 1 }), failed: onlyOn({ 8: 1 }) });
    const labels = new Map(after.applicationsByKind.lines.map((line) => [line.key, line.label]));
    expect([labels.get('simReplacement'), labels.get('invoice')]).toEqual([
      api.deps.reviewQueue.find('simReplacement')?.label,
      api.deps.reviewQueue.find('invoice')?.label,
    ]);
    expect([labels.get('simReplacement'), labels.get('invoice')]).toEqual(['补换卡申请', '发票申请']);
  });

  it('counts openings per dealer, the busiest by name and the rest as 其他, and notifications per channel that delivered them', async () => {
    for (const id of ['D8001', 'D8002', 'D8003', 'D8004', 'D8005']) {
      await insertDealer(api.deps.db, { id, mainId: 'DM800', name: `趋势测试${id}`, payKind: 2 });
    }
    const cards = await api.deps.db.select({ iccid: cardStock.iccid }).from(cardStock).where(eq(cardStock.status, 'available')).limit(40);
    const used = new Set((await api.deps.db.select({ uimId: openCardRecords.uimId }).from(openCardRecords)).map((row) => row.uimId));
    const free = cards.map((card) => card.iccid).filter((iccid) => !used.has(iccid));
    const opening = (dealerId: string, updatedAt: Date, status: 'open' | 'done' = 'done') => ({
      uimId: free.pop() ?? '',
      recordNumber: `TRENDS-${free.length}`,
      applyEvent: 'OpenCard' as const,
      dealerId,
      dealerMainId: 'DM800',
      workNo: 'A10001',
      serviceId: '16610009999',
      resInstId: '1',
      uimResInstId: '1',
      prodOfferId: '1354122',
      prodOfferName: '趋势测试套餐',
      ifCheckCard: 0,
      serviceKind: 7,
      sumFeeFen: 5000,
      openCardLocation: 4,
      status,
      createdAt: updatedAt,
      updatedAt,
    });
    const before = await readTrends();
    await api.deps.db
      .insert(openCardRecords)
      .values([
        ...Array.from({ length: 6 }, () => opening('D8001', chinaTime(7))),
        ...Array.from({ length: 5 }, () => opening('D8002', chinaTime(7))),
        ...['D8003', 'D8004', 'D8005'].map((dealerId) => opening(dealerId, chinaTime(8))),
        opening('D8003', chinaTime(8), 'open'),
      ]);
    await api.deps.db.insert(notifications).values([
      { dedupeKey: 'trends-sms', kind: 'openingPassed', phone: '17012340001', createdAt: chinaTime(9), sentAt: chinaTime(9), sentBy: 'sms' },
      { dedupeKey: 'trends-wechat', kind: 'openingPassed', phone: '17012340001', createdAt: chinaTime(9), sentAt: chinaTime(9), sentBy: 'wechat' },
      { dedupeKey: 'trends-unsent', kind: 'openingPassed', phone: '17012340001', createdAt: chinaTime(9) },
    ]);
    const after = await readTrends();
    const dealers = after.openingsByDealer.lines;
    // The named lines are the busiest, busiest first: D8001's six openings put it among them
    // beside the demo history's dealers; the quieter test dealers are folded into 其他.
    const named = dealers.filter((line) => line.key !== OTHER_DEALERS_KEY);
    const totals = named.map((line) => line.values.reduce((sum, value) => sum + value, 0));
    expect(totals).toEqual([...totals].sort((left, right) => right - left));
    expect(named.find((line) => line.key === 'D8001')?.label).toBe('趋势测试D8001');
    const dealerGain = gained(before, after, 'openingsByDealer');
    expect(dealerGain.D8001).toEqual(onlyOn({ 7: 6 }));
    const total = (day: number) => dealers.reduce((sum, line) => sum + (line.values[indexOf(day)] ?? 0), 0);
    const totalBefore = (day: number) => before.openingsByDealer.lines.reduce((sum, line) => sum + (line.values[indexOf(day)] ?? 0), 0);
    expect([total(7) - totalBefore(7), total(8) - totalBefore(8)]).toEqual([11, 3]);
    expect(dealers.at(-1)).toMatchObject({ key: OTHER_DEALERS_KEY, label: '其他' });
    expect(gained(before, after, 'notificationsByChannel')).toEqual({ sms: onlyOn({ 9: 1 }), wechat: onlyOn({ 9: 1 }), email: onlyOn({}) });
  });
});

describe('the trends of a database with nothing in it', () => {
  it('are a 0 for every day of every line, none missing', async () => {
    const empty = await createTestApp({}, { isEmpty: true });
    try {
      const trends = await readOverviewTrends(empty.deps);
      expect(trends.days).toHaveLength(TREND_DAYS);
      for (const name of Object.keys(trends).filter((key) => key !== 'days') as SeriesName[]) {
        trends[name].lines.forEach((line) => expect(line.values, `${name} ${line.key}`).toEqual(new Array(TREND_DAYS).fill(0)));
      }
      expect(trends.openingsByDealer.lines).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
