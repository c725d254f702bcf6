import type { Envelope } from '@hall/contract/codes';
import { ExportMessage } from '@hall/contract/export-range';
import { formatChinaDate, formatChinaDateTime, formatChinaMonth } from '@hall/contract/china-time';
import type { BillingRunMonth, CreditSettingsView, FinanceDebt } from '@hall/contract/console-finance/schemas';
import type { OperationOutput } from '@hall/contract/schemas';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMonthForNumber, monthToClose } from '../../boss/built-in-monthly-run.ts';
import { readCreditSettings } from '../../boss/credit-settings.ts';
import { applications, auditLog, balanceRefunds, numberDebts, notifications, staffUsers, subscribers } from '../../db/schema.ts';
import { EXPORT_PAGE_ROWS } from '../../platform/csv-export.ts';
import { sealData } from '../../platform/sealed-data.ts';
import { callAsStaff, DemoStaff, exportAsStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Finance's queues in the console: the refunds to pay (paged, filtered, exported as CSV with the
// card's last 4 only, paid by a bank batch once each even under two batches at once), the debts
// cancelled numbers left, the monthly run's batches by month with the numbers it has not billed,
// and credit control's settings (checked as the migration checks them, audit-logged). Admin only.

let api: TestApp;
let admin: string;
let auditor: string;
let adminId: number;
let numberSequence = 0;
let refundSequence = 0;

const SPARE_PHONE = '13900004444';
const BANK_CARD = '6216600000000005678';
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  api = await createTestApp({ RATE_LIMITS_ENABLED: 'false' });
  admin = await logInStaff(api, DemoStaff.ADMIN);
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  const [row] = await api.deps.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, 'admin'));
  adminId = row?.id ?? 0;
});
afterAll(() => api.close());

const ok = <T>(body: Envelope): T => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as T;
};
const daysAgo = (days: number) => new Date(api.deps.now().getTime() - days * DAY_MS);

/** A new number of ours, joined long ago (or `joinedDaysAgo`), cancelled or not. */
async function openNumber(options: { joinedDaysAgo?: number; status?: 'normal' | 'cancelled' } = {}): Promise<string> {
  numberSequence += 1;
  const phone = `1708${String(numberSequence).padStart(7, '0')}`;
  await api.deps.db.insert(subscribers).values({
    phone,
    ownerName: '财务测试',
    idNumber: '110105199003071234',
    idLast6: '071234',
    status: options.status ?? 'normal',
    packageId: 'PKG_STD_A',
    joinedAt: daysAgo(options.joinedDaysAgo ?? 400),
    province: '北京',
    city: '北京',
    iccid: `8986018${String(numberSequence).padStart(13, '0')}`,
    cancelledAt: options.status === 'cancelled' ? daysAgo(1) : null,
    stateSince: api.deps.now(),
  });
  return phone;
}

/** A cancellation's refund of a new cancelled number, as the cancellation decision writes it. */
async function addRefund(options: {
  amountFen: number;
  status?: 'pending' | 'paid' | 'none';
  createdAt?: Date;
  phone?: string;
}): Promise<{ id: number; phone: string }> {
  const phone = options.phone ?? (await openNumber({ status: 'cancelled' }));
  refundSequence += 1;
  const [application] = await api.deps.db
    .insert(applications)
    .values({
      applicationNo: `FIN-TEST-${refundSequence}`,
      kind: 'cancel',
      phone,
      bizNo: `fin-biz-${refundSequence}`,
      status: 'passed',
      form: { sparePhone: SPARE_PHONE },
      createdAt: options.createdAt ?? api.deps.now(),
    })
    .returning({ id: applications.id });
  const [refund] = await api.deps.db
    .insert(balanceRefunds)
    .values({
      phone,
      applicationId: application?.id ?? 0,
      amountFen: options.amountFen,
      route: 'bank',
      sealedBank: sealData(api.deps.secretKey, { accountName: '财务测试', accountBank: '中国银行', bankCard: BANK_CARD }),
      status: options.status ?? 'pending',
      createdAt: options.createdAt ?? api.deps.now(),
    })
    .returning({ id: balanceRefunds.id });
  return { id: refund?.id ?? 0, phone };
}

type RefundList = OperationOutput<'CONSOLE_REFUNDS'>;
const listRefunds = async (filters: Record<string, unknown> = {}) => ok<RefundList>(await callAsStaff(api, 'CONSOLE_REFUNDS', admin, filters));
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
const payBatch = (refundIds: number[], reference: string) => callAsStaff(api, 'CONSOLE_REFUNDS_PAID', admin, { refundIds, reference });

describe('CONSOLE_REFUNDS', () => {
  it('lists 待退款 oldest first, fifty a page with the total and amount, the card by its last 4 only', async () => {
    const before = await listRefunds();
    const added = [];
    for (let index = 0; index < 52; index += 1) {
      added.push(await addRefund({ amountFen: 100 + index, createdAt: new Date(api.deps.now().getTime() + index * 1000) }));
    }
    const first = await listRefunds();
    expect(first.total).toBe(before.total + 52);
    expect(first.totalAmountFen).toBe(before.totalAmountFen + added.reduce((sum, _refund, index) => sum + 100 + index, 0));
    expect(first.list).toHaveLength(50);
    const lastPage = await listRefunds({ page: Math.ceil(first.total / 50) });
    expect(lastPage.list.at(-1)).toMatchObject({ id: added.at(-1)?.id, phone: masked(added.at(-1)?.phone ?? ''), amountFen: 151, bankCardTail: '5678' });
    expect(lastPage.list.at(-1)).toMatchObject({ status: 'pending', paidAt: null, paidReference: null, paidBy: null });
    expect(JSON.stringify([first, lastPage])).not.toContain(BANK_CARD);
    const times = first.list.map((refund) => Date.parse(refund.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('filters by status, number and the days of the refund', async () => {
    const old = await addRefund({ amountFen: 700, status: 'paid', createdAt: daysAgo(40) });
    const recent = await addRefund({ amountFen: 800, status: 'paid', createdAt: daysAgo(2) });
    const paid = await listRefunds({ status: 'paid' });
    expect(paid.list.map((refund) => refund.id)).toEqual(expect.arrayContaining([old.id, recent.id]));
    expect(paid.list.every((refund) => refund.status === 'paid')).toBe(true);
    // Paid ones read newest first.
    expect(paid.list.findIndex((refund) => refund.id === recent.id)).toBeLessThan(paid.list.findIndex((refund) => refund.id === old.id));

    expect((await listRefunds({ status: 'paid', phone: old.phone })).list.map((refund) => refund.id)).toEqual([old.id]);
    const lastWeek = await listRefunds({ status: 'paid', from: formatChinaDate(daysAgo(7)), to: formatChinaDate(api.deps.now()) });
    expect(lastWeek.list.map((refund) => refund.id)).toContain(recent.id);
    expect(lastWeek.list.map((refund) => refund.id)).not.toContain(old.id);

    expect(await callAsStaff(api, 'CONSOLE_REFUNDS', admin, { from: '2026-12-09', to: '2026-12-01' })).toMatchObject({
      code: -100,
      msg: '开始日期不能晚于结束日期',
    });
    expect(await callAsStaff(api, 'CONSOLE_REFUNDS', admin, { from: '2026-02-30' })).toMatchObject({ code: -100, msg: '日期格式错误' });
    expect(await callAsStaff(api, 'CONSOLE_REFUNDS', admin, { phone: '12345' })).toMatchObject({ code: -100 });
  });

  it('is for admins (finance) only', async () => {
    expect(await callAsStaff(api, 'CONSOLE_REFUNDS', auditor, {})).toMatchObject({ code: -100, msg: '无权执行此操作' });
  });
});

describe('CONSOLE_EXPORT_REFUNDS', () => {
  const today = () => formatChinaDate(api.deps.now());

  it('streams the refunds that match as CSV: Chinese headers, yuan, China time, the card by its last 4, formulas kept as text', async () => {
    const refund = await addRefund({ amountFen: 12_345 });
    ok(await payBatch([refund.id], "=cmd|' /C calc'!A0"));
    const file = await exportAsStaff(api, 'CONSOLE_EXPORT_REFUNDS', admin, { status: 'paid', phone: refund.phone, from: today(), to: today() });
    expect(file.hasBom).toBe(true);
    expect(file.fileName).toBe(`退款-已退款-${today().replaceAll('-', '')}-${today().replaceAll('-', '')}.csv`);
    const [header, row, end] = file.lines;
    expect(header).toBe('退费编号,号码,退款金额（元）,银行卡尾号,状态,申请时间,退款时间,银行流水号,登记人');
    const time = formatChinaDateTime(api.deps.now());
    expect(row).toBe(`${refund.id},${masked(refund.phone)},123.45,5678,已退款,${time},${time},'=cmd|' /C calc'!A0,系统管理员`);
    expect(end).toBe('');
    expect(file.lines.join('\n')).not.toContain(BANK_CARD);
    const [entry] = await api.deps.db
      .select({ staffId: auditLog.staffId, subjectId: auditLog.subjectId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'refunds_export'));
    expect(entry).toEqual({ staffId: adminId, subjectId: refund.phone, detail: { from: today(), to: today(), status: 'paid' } });
  });

  it('writes the header alone when nothing matches, and refuses a range over a year or backwards', async () => {
    const nobody = await openNumber();
    const empty = await exportAsStaff(api, 'CONSOLE_EXPORT_REFUNDS', admin, { phone: nobody, from: today(), to: today() });
    expect(empty.lines).toEqual(['退费编号,号码,退款金额（元）,银行卡尾号,状态,申请时间,退款时间,银行流水号,登记人', '']);
    for (const range of [
      { from: '2024-01-01', to: '2025-01-01' },
      { from: '2026-02-02', to: '2026-02-01' },
      { from: '2026-02-30', to: '2026-03-01' },
    ]) {
      expect((await exportAsStaff(api, 'CONSOLE_EXPORT_REFUNDS', admin, range)).envelope).toMatchObject({ code: -100, msg: ExportMessage.RANGE_INVALID });
    }
  });

  it('is refused to staff without the admin role', async () => {
    const file = await exportAsStaff(api, 'CONSOLE_EXPORT_REFUNDS', auditor, { from: today(), to: today() });
    expect(file.envelope).toMatchObject({ msg: '无权执行此操作' });
  });

  it('streams a file of many refunds, read a keyset page at a time', async () => {
    const phone = await openNumber({ status: 'cancelled' });
    const createdAt = new Date('2020-01-15T04:00:00Z');
    const rows = EXPORT_PAGE_ROWS * 2 + 7;
    await api.deps.db.execute(sql`
      with added as (
        insert into applications (application_no, kind, phone, biz_no, status, created_at)
        select 'FIN-BULK-' || n, 'cancel', ${phone}, 'fin-bulk-' || n, 'passed', ${createdAt} from generate_series(1, ${rows}) as n
        returning id
      )
      insert into balance_refunds (phone, application_id, amount_fen, route, status, created_at)
      select ${phone}, id, 0, 'forfeited', 'none', ${createdAt} from added`);
    const file = await exportAsStaff(api, 'CONSOLE_EXPORT_REFUNDS', admin, { status: 'none', from: '2020-01-15', to: '2020-01-15' });
    const ids = file.lines.slice(1, -1).map((line) => Number(line.split(',')[0]));
    expect(ids).toHaveLength(rows);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(rows);
  });
});

describe('CONSOLE_REFUNDS_PAID', () => {
  const noticesOf = async (ids: number[]) =>
    api.deps.db
      .select({ dedupeKey: notifications.dedupeKey, phone: notifications.phone, params: notifications.params })
      .from(notifications)
      .where(
        inArray(
          notifications.dedupeKey,
          ids.map((id) => `refund:${id}:paid`),
        ),
      )
      .orderBy(asc(notifications.id));
  const auditsOf = async (ids: number[]) =>
    api.deps.db
      .select({ subjectId: auditLog.subjectId, detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'refund_paid'),
          inArray(
            auditLog.subjectId,
            ids.map((id) => String(id)),
          ),
        ),
      );

  it('records each refund of the batch once, and skips and reports those paid, with nothing to pay or unknown', async () => {
    const first = await addRefund({ amountFen: 3200 });
    const second = await addRefund({ amountFen: 1800 });
    const paidBefore = await addRefund({ amountFen: 900, status: 'paid' });
    const nothing = await addRefund({ amountFen: 0, status: 'none' });
    const counted = async () => (await api.deps.metrics.refundsPaid.get()).values.find((value) => value.labels.kind === 'bank')?.value ?? 0;
    const countedBefore = await counted();

    const result = ok<OperationOutput<'CONSOLE_REFUNDS_PAID'>>(await payBatch([second.id, first.id, paidBefore.id, nothing.id, 99_999_999], 'BOC-BATCH-0001'));
    expect(result.paid.map((refund) => refund.id)).toEqual([first.id, second.id]);
    expect(result.paid[0]).toMatchObject({
      status: 'paid',
      paidReference: 'BOC-BATCH-0001',
      paidBy: '系统管理员',
      bankCardTail: '5678',
      paidAt: expect.any(String),
    });
    expect(result.skipped).toEqual([
      { id: paidBefore.id, reason: 'alreadyPaid' },
      { id: nothing.id, reason: 'nothingToPay' },
      { id: 99_999_999, reason: 'notFound' },
    ]);
    expect(await counted()).toBe(countedBefore + 2);
    // As the number record's 登记已退款: the audit entry and the SMS to the spare number, each once.
    expect(await noticesOf([first.id, second.id])).toEqual([
      { dedupeKey: `refund:${first.id}:paid`, phone: SPARE_PHONE, params: { amount: '32.00', cardTail: '5678' } },
      { dedupeKey: `refund:${second.id}:paid`, phone: SPARE_PHONE, params: { amount: '18.00', cardTail: '5678' } },
    ]);
    expect(await auditsOf([first.id, second.id])).toHaveLength(2);
    expect((await listRefunds({ status: 'paid', phone: first.phone })).list).toEqual([
      expect.objectContaining({ id: first.id, paidReference: 'BOC-BATCH-0001' }),
    ]);

    const again = ok<OperationOutput<'CONSOLE_REFUNDS_PAID'>>(await payBatch([first.id], 'BOC-BATCH-0002'));
    expect(again).toEqual({ paid: [], skipped: [{ id: first.id, reason: 'alreadyPaid' }] });
    expect((await listRefunds({ status: 'paid', phone: first.phone })).list[0]?.paidReference).toBe('BOC-BATCH-0001');
  });

  it('records each refund once when two batches that share refunds are recorded at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const refunds = await Promise.all(Array.from({ length: 6 }, (_, index) => addRefund({ amountFen: 1000 + index })));
      const ids = refunds.map((refund) => refund.id);
      const [one, two] = await Promise.all([payBatch(ids.slice(0, 4), `ROUND-${round}-A`), payBatch([...ids.slice(2)].reverse(), `ROUND-${round}-B`)]);
      const results = [ok<OperationOutput<'CONSOLE_REFUNDS_PAID'>>(one), ok<OperationOutput<'CONSOLE_REFUNDS_PAID'>>(two)];
      const paidIds = results.flatMap((result) => result.paid.map((refund) => refund.id));
      // Created at once, the refunds' ids need not follow their order in `ids`: compare as sets.
      const byId = (a: number, b: number) => a - b;
      expect([...paidIds].sort(byId)).toEqual([...ids].sort(byId));
      // The two refunds both batches named: recorded by one, skipped as paid by the other.
      const skipped = results.flatMap((result) => result.skipped);
      expect(skipped.map((item) => item.id).sort(byId)).toEqual(ids.slice(2, 4).sort(byId));
      expect(skipped.every((item) => item.reason === 'alreadyPaid')).toBe(true);
      expect(await noticesOf(ids)).toHaveLength(6);
      expect(await auditsOf(ids)).toHaveLength(6);
    }
  });

  it('refuses an empty, repeated or oversized batch, and a batch without the bank reference', async () => {
    const refund = await addRefund({ amountFen: 500 });
    const refusals: [Record<string, unknown>, string][] = [
      [{ refundIds: [], reference: 'X1' }, '请选择要登记的退款'],
      [{ refundIds: [refund.id, refund.id], reference: 'X1' }, '退款记录重复'],
      [{ refundIds: Array.from({ length: 101 }, (_, index) => index + 1), reference: 'X1' }, '一次最多登记100笔退款'],
      [{ refundIds: [refund.id], reference: ' ' }, '请填写银行流水号'],
      [{ refundIds: [0], reference: 'X1' }, '退费记录格式错误'],
    ];
    for (const [payload, message] of refusals) {
      expect(await callAsStaff(api, 'CONSOLE_REFUNDS_PAID', admin, payload), message).toMatchObject({ code: -100, msg: message });
    }
    expect(await callAsStaff(api, 'CONSOLE_REFUNDS_PAID', auditor, { refundIds: [refund.id], reference: 'X1' })).toMatchObject({ msg: '无权执行此操作' });
    expect((await listRefunds({ phone: refund.phone })).list).toEqual([expect.objectContaining({ id: refund.id, status: 'pending' })]);
  });
});

describe('CONSOLE_DEBTS', () => {
  it('lists what cancelled numbers owe, newest first a page at a time, with the total still owed; written-off ones with who and why', async () => {
    const before = ok<OperationOutput<'CONSOLE_DEBTS'>>(await callAsStaff(api, 'CONSOLE_DEBTS', admin, {}));
    const phones = [];
    for (let index = 0; index < 51; index += 1) {
      phones.push(await openNumber({ status: 'cancelled' }));
    }
    await api.deps.db.insert(numberDebts).values(
      phones.map((phone, index) => ({
        phone,
        amountFen: 100 * (index + 1),
        cause: 'arrearsCancellation' as const,
        createdAt: new Date(api.deps.now().getTime() + index * 1000),
      })),
    );
    const writtenOffPhone = await openNumber({ status: 'cancelled' });
    await api.deps.db.insert(numberDebts).values({
      phone: writtenOffPhone,
      amountFen: 4200,
      cause: 'staffCancellation',
      status: 'writtenOff',
      createdAt: daysAgo(3),
      writtenOffAt: daysAgo(1),
      writtenOffBy: adminId,
      writeOffReason: '无法联系机主',
    });

    const owed = ok<OperationOutput<'CONSOLE_DEBTS'>>(await callAsStaff(api, 'CONSOLE_DEBTS', admin, {}));
    expect(owed.total).toBe(before.total + 51);
    expect(owed.totalOwedFen).toBe(before.totalOwedFen + (100 * 51 * 52) / 2);
    expect(owed.list).toHaveLength(50);
    expect(owed.list[0]).toEqual<FinanceDebt>({
      id: expect.any(Number),
      phone: phones.at(-1) ?? '',
      amountFen: 5100,
      cause: 'arrearsCancellation',
      causeText: '欠费销户',
      status: 'owed',
      createdAt: expect.any(String),
      writtenOffAt: null,
      writtenOffBy: null,
      writeOffReason: null,
    });
    const secondPage = ok<OperationOutput<'CONSOLE_DEBTS'>>(await callAsStaff(api, 'CONSOLE_DEBTS', admin, { page: 2 }));
    expect(secondPage.list.map((debt) => debt.phone)).toContain(phones[0]);

    const writtenOff = ok<OperationOutput<'CONSOLE_DEBTS'>>(await callAsStaff(api, 'CONSOLE_DEBTS', admin, { status: 'writtenOff' }));
    expect(writtenOff.list).toContainEqual(
      expect.objectContaining({
        phone: writtenOffPhone,
        causeText: '管理销户',
        writtenOffBy: '系统管理员',
        writeOffReason: '无法联系机主',
        writtenOffAt: expect.any(String),
      }),
    );
    // The total owed is everything owed, whatever the filter.
    expect(writtenOff.totalOwedFen).toBe(owed.totalOwedFen);
    const one = ok<OperationOutput<'CONSOLE_DEBTS'>>(await callAsStaff(api, 'CONSOLE_DEBTS', admin, { phone: phones[3] }));
    expect(one).toMatchObject({ total: 1, list: [{ phone: phones[3], amountFen: 400 }] });
    expect(await callAsStaff(api, 'CONSOLE_DEBTS', admin, { status: 'paid' })).toMatchObject({ code: -100, msg: '请选择欠款状态' });
  });
});

describe('CONSOLE_BILLING_RUNS', () => {
  const monthsOf = async (page = 1) => ok<OperationOutput<'CONSOLE_BILLING_RUNS'>>(await callAsStaff(api, 'CONSOLE_BILLING_RUNS', admin, { page }));
  const runOf = async (month: string) => (await monthsOf()).months.find((row) => row.month === month) as BillingRunMonth;

  it('shows each closed month newest first: numbers billed, the total charged, the numbers it has not billed, when it ran', async () => {
    const month = monthToClose(api.deps.now());
    const first = await monthsOf();
    expect(first.months.map((row) => row.month)).toEqual(
      Array.from({ length: first.months.length }, (_, index) => formatChinaMonth(api.deps.now(), 1 + index)),
    );
    const before = await runOf(month);
    expect(before.billedNumbers).toBeGreaterThan(0);

    // A number live in the month that the run has not reached: a failure until it is billed.
    const phone = await openNumber();
    expect(await runOf(month)).toMatchObject({ billedNumbers: before.billedNumbers, unbilledNumbers: before.unbilledNumbers + 1 });
    api.advanceSeconds(60);
    expect(await closeMonthForNumber(api.deps.db, phone, month, api.deps.now())).toBe('billed');
    const after = await runOf(month);
    expect(after).toMatchObject({ billedNumbers: before.billedNumbers + 1, unbilledNumbers: before.unbilledNumbers, chargedFen: before.chargedFen + 1900 });
    expect(after.lastRanAt).toBe(api.deps.now().toISOString());

    // A number that joined this month is not live in the closed month: not a failure.
    await openNumber({ joinedDaysAgo: 0 });
    expect((await runOf(month)).unbilledNumbers).toBe(before.unbilledNumbers);
  });

  it('pages back to the month the first number joined', async () => {
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const result = await monthsOf(page);
      seen.push(...result.months.map((row) => row.month));
      if (!result.hasMore) {
        break;
      }
      page += 1;
    }
    expect(seen).toEqual([...new Set(seen)].sort().reverse());
    const [firstJoin] = await api.deps.db.select({ joinedAt: subscribers.joinedAt }).from(subscribers).orderBy(asc(subscribers.joinedAt)).limit(1);
    expect(seen.at(-1)).toBe(formatChinaMonth(firstJoin?.joinedAt ?? new Date()));
    expect((await monthsOf(page + 1)).months).toEqual([]);
  });
});

describe('CONSOLE_BILLING_RUN_NUMBER', () => {
  const resultOf = async (phone: string, month = monthToClose(api.deps.now())) => callAsStaff(api, 'CONSOLE_BILLING_RUN_NUMBER', admin, { phone, month });

  it("shows a billed number's run row and bill lines, an unbilled one as a failure, one not live as nothing to bill", async () => {
    const month = monthToClose(api.deps.now());
    const billed = await openNumber();
    await closeMonthForNumber(api.deps.db, billed, month, api.deps.now());
    expect(ok(await resultOf(billed))).toEqual({
      phone: masked(billed),
      month,
      outcome: 'billed',
      chargedFen: 1900,
      ranAt: api.deps.now().toISOString(),
      lines: [{ itemName: '套餐月费', amountFen: 1900 }],
      billTotalFen: 1900,
    });
    const unbilled = await openNumber();
    expect(ok(await resultOf(unbilled))).toMatchObject({ outcome: 'unbilled', chargedFen: null, ranAt: null, lines: [], billTotalFen: 0 });
    const joinedNow = await openNumber({ joinedDaysAgo: 0 });
    expect(ok(await resultOf(joinedNow))).toMatchObject({ outcome: 'notLive' });
  });

  it('refuses a month not closed yet, a bad month and a number not ours', async () => {
    const phone = await openNumber();
    expect(await resultOf(phone, formatChinaMonth(api.deps.now()))).toMatchObject({ code: -100, msg: '该账期尚未结束，月初出账后再查询' });
    expect(await resultOf(phone, '202613')).toMatchObject({ code: -100, msg: '账期格式错误' });
    expect(await resultOf('13912345678')).toMatchObject({ code: -100, msg: '号码不存在' });
  });
});

describe('CONSOLE_CREDIT_SETTINGS / CONSOLE_SAVE_CREDIT_SETTINGS', () => {
  const settings = {
    owingDaysBeforeSuspension: 20,
    suspendedDaysBeforePreCancel: 45,
    preCancelDaysBeforeCancel: 15,
    quarantineDaysBeforeRelease: 120,
    keepFeeFen: 800,
    adjustmentApprovalAboveFen: 20_000,
  };
  const auditCount = async () =>
    Number((await api.deps.db.select({ total: count() }).from(auditLog).where(eq(auditLog.action, 'credit_settings_update')))[0]?.total ?? 0);

  it("reads the migration's defaults, saves new ones that credit control reads, with the audit entry of before and after", async () => {
    expect(ok<CreditSettingsView>(await callAsStaff(api, 'CONSOLE_CREDIT_SETTINGS', admin, {}))).toMatchObject({
      owingDaysBeforeSuspension: 30,
      suspendedDaysBeforePreCancel: 60,
      preCancelDaysBeforeCancel: 30,
      quarantineDaysBeforeRelease: 90,
      keepFeeFen: 500,
      adjustmentApprovalAboveFen: 10_000,
      updatedBy: null,
    });
    api.advanceSeconds(30);
    const saved = ok<CreditSettingsView>(await callAsStaff(api, 'CONSOLE_SAVE_CREDIT_SETTINGS', admin, settings));
    expect(saved).toEqual({ ...settings, updatedAt: api.deps.now().toISOString(), updatedBy: '系统管理员' });
    expect(await readCreditSettings(api.deps.db)).toMatchObject({ ...settings, updatedBy: adminId });
    const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'credit_settings_update'));
    expect(entry).toMatchObject({
      staffId: adminId,
      subjectType: 'credit_settings',
      subjectId: '1',
      detail: { before: { owingDaysBeforeSuspension: 30, keepFeeFen: 500 }, after: settings },
      createdAt: api.deps.now(),
    });
  });

  it("refuses values outside the migration's ranges with the setting named, and writes nothing", async () => {
    const audited = await auditCount();
    const refusals: [Record<string, unknown>, string][] = [
      [{ owingDaysBeforeSuspension: 0 }, '欠费停机前的欠费天数须在1到365天之间'],
      [{ suspendedDaysBeforePreCancel: 366 }, '欠费停机转预销户天数须在1到365天之间'],
      [{ preCancelDaysBeforeCancel: 1.5 }, '预销户转销户天数须为整数'],
      [{ quarantineDaysBeforeRelease: 0 }, '销户号码冷冻期须在1到365天之间'],
      [{ keepFeeFen: -1 }, '停机保号月费不能为负数'],
      [{ keepFeeFen: 100_001 }, '停机保号月费不能超过1000元'],
      [{ adjustmentApprovalAboveFen: 10_000_001 }, '调账审批金额不能超过100000元'],
      [{ owingDaysBeforeSuspension: undefined }, '请填写欠费停机前的欠费天数'],
    ];
    for (const [change, message] of refusals) {
      expect(await callAsStaff(api, 'CONSOLE_SAVE_CREDIT_SETTINGS', admin, { ...settings, keepFeeFen: 900, ...change }), message).toMatchObject({
        code: -100,
        msg: message,
      });
    }
    expect(await auditCount()).toBe(audited);
    expect((await readCreditSettings(api.deps.db)).keepFeeFen).toBe(settings.keepFeeFen);
    expect(await callAsStaff(api, 'CONSOLE_SAVE_CREDIT_SETTINGS', auditor, settings)).toMatchObject({ code: -100, msg: '无权执行此操作' });
  });
});
