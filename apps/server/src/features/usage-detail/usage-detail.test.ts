import { chinaMonthBounds, formatChinaDate, formatChinaMonth } from '@hall/contract/china-time';
import { monthBefore } from '@hall/contract/china-calendar';
import { SERVICE_PASSWORD_MAX_WRONG_TRIES } from '@hall/contract/password/rules';
import { DETAIL_UNLOCK_MINUTES, UsageDetailMessage, USAGE_CHART_DAYS } from '@hall/contract/usage-detail/rules';
import type { DetailPage, UsageChart, UsageDetailStatus } from '@hall/contract/usage-detail/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordTransfer } from '../../test/transfers.ts';
import { bind, expectOk, feedUsage, newMemberAccount, newNumber, secondsBefore, sendCode, switchTo } from './usage-detail-test-kit.ts';

// The usage chart and the detail (详单) through the hall's API: the chart's days, the unlock that
// opens the detail for a session and number for a while, the masking of the other party, the
// months it covers, and that one number's records never show under another.

let api: TestApp;
let member: string;
let memberOpenid: string;
let own: string;
let other: string;
let month: string;

const byPassword = (phonePassword = '246810') => ({ checkBy: 'password', phonePassword });
const records = (token: string, payload: Record<string, unknown>) => api.call('USAGE_DETAIL_RECORDS', { month, kind: 'voice', page: 1, ...payload }, token);
const status = async (token: string) => expectOk<UsageDetailStatus>(await api.call('USAGE_DETAIL_STATUS', {}, token));

beforeAll(async () => {
  api = await createTestApp();
  ({ token: member, openid: memberOpenid } = await newMemberAccount(api));
  other = await newNumber(api);
  own = await newNumber(api);
  // Both numbers are the member's; the last bound is active.
  await bind(api, member, other);
  await bind(api, member, own);
  month = formatChinaMonth(api.deps.now());
  await feedUsage(api, [
    { id: 'call-out', phone: own, at: secondsBefore(api, 600), kind: 'voice_out', otherParty: '13812341234', seconds: 95 },
    { id: 'call-in', phone: own, at: secondsBefore(api, 500), kind: 'voice_in', otherParty: '13987654321', seconds: 30 },
    { id: 'sms-out', phone: own, at: secondsBefore(api, 400), kind: 'sms_out', otherParty: '10086', count: 1 },
    { id: 'sms-in', phone: own, at: secondsBefore(api, 300), kind: 'sms_in', otherParty: '1069000012345', count: 2 },
    { id: 'data-1', phone: own, at: secondsBefore(api, 200), kind: 'data', pool: 'general', megabytes: 10.5 },
    { id: 'data-2', phone: own, at: secondsBefore(api, 100), kind: 'data', pool: 'directed', megabytes: 20.25 },
    { id: 'other-call', phone: other, at: secondsBefore(api, 600), kind: 'voice_out', otherParty: '13500001111', seconds: 60 },
  ]);
});
afterAll(() => api.close());

describe('USAGE_CHART', () => {
  it('answers the last 30 China days, today last, with the day rolled up from the usage records and zeros elsewhere', async () => {
    const chart = expectOk<UsageChart>(await api.call('USAGE_CHART', {}, member));
    expect(chart.days).toHaveLength(USAGE_CHART_DAYS);
    const today = formatChinaDate(api.deps.now());
    expect(chart.days.at(-1)?.day).toBe(today);
    expect(chart.days[0]?.day).toBe(formatChinaDate(new Date(api.deps.now().getTime() - 29 * 86_400_000)));
    // Sessions round up to whole MB (11 + 21), calls to whole minutes (2; received calls are not outgoing minutes), one message sent.
    const lastDays = chart.days.filter((day) => day.dataMb + day.voiceMinutes + day.smsCount > 0);
    expect(lastDays).toEqual([{ day: formatChinaDate(secondsBefore(api, 600)), dataMb: 32, voiceMinutes: 2, smsCount: 1 }]);
  });
});

describe('the detail is closed until the owner checks', () => {
  it('refuses records and the PDF without the service password or the code', async () => {
    expect(await status(member)).toMatchObject({
      unlockedUntil: null,
      months: [month, monthBefore(month, 1), monthBefore(month, 2), monthBefore(month, 3), monthBefore(month, 4), monthBefore(month, 5)],
    });
    expect(await records(member, {})).toMatchObject({ code: -100, msg: UsageDetailMessage.LOCKED });
    expect(await api.call('USAGE_DETAIL_MAIL', { month, email: 'a@example.com', requestId: 'closed-0001' }, member)).toMatchObject({
      code: -100,
      msg: UsageDetailMessage.LOCKED,
    });
  });

  it('refuses a wrong password with the tries left, and stays closed', async () => {
    expect(await api.call('USAGE_DETAIL_UNLOCK', byPassword('000000'), member)).toMatchObject({
      code: -100,
      msg: `服务密码错误，还可尝试${SERVICE_PASSWORD_MAX_WRONG_TRIES - 1}次`,
    });
    expect(await api.call('USAGE_DETAIL_UNLOCK', { checkBy: 'password' }, member)).toMatchObject({ code: -100, msg: UsageDetailMessage.PASSWORD_REQUIRED });
    expect(await api.call('USAGE_DETAIL_UNLOCK', { checkBy: 'sms', code: '000000' }, member)).toMatchObject({ code: -100 });
    expect((await status(member)).unlockedUntil).toBeNull();
    expect(await records(member, {})).toMatchObject({ msg: UsageDetailMessage.LOCKED });
  });

  it('opens for 15 minutes with the service password, then closes again', async () => {
    const opened = expectOk<{ unlockedUntil: string }>(await api.call('USAGE_DETAIL_UNLOCK', byPassword(), member));
    expect(new Date(opened.unlockedUntil).getTime()).toBe(api.deps.now().getTime() + DETAIL_UNLOCK_MINUTES * 60_000);
    expect((await status(member)).unlockedUntil).toBe(opened.unlockedUntil);
    expect((await records(member, {})).code).toBe(1);
    api.advanceSeconds(DETAIL_UNLOCK_MINUTES * 60 + 1);
    expect((await status(member)).unlockedUntil).toBeNull();
    expect(await records(member, {})).toMatchObject({ code: -100, msg: UsageDetailMessage.LOCKED });
  });

  it('opens with the SMS code of type 12 sent to the number, used once', async () => {
    const code = await sendCode(api, member, own, '12');
    expectOk(await api.call('USAGE_DETAIL_UNLOCK', { checkBy: 'sms', code }, member));
    expect((await records(member, {})).code).toBe(1);
    expect((await api.call('USAGE_DETAIL_UNLOCK', { checkBy: 'sms', code }, member)).code).toBe(-100);
  });

  it("holds per session and per number: another login, or the member's other number, is closed", async () => {
    expectOk(await api.call('USAGE_DETAIL_UNLOCK', byPassword(), member));
    const sameMemberElsewhere = await api.logInAs(memberOpenid);
    expect((await status(sameMemberElsewhere)).unlockedUntil).toBeNull();
    await switchTo(api, member, other);
    expect((await status(member)).unlockedUntil).toBeNull();
    expect(await records(member, {})).toMatchObject({ msg: UsageDetailMessage.LOCKED });
    await switchTo(api, member, own);
    expect((await status(member)).unlockedUntil).not.toBeNull();
  });
});

describe('USAGE_DETAIL_RECORDS', () => {
  beforeAll(async () => {
    expectOk(await api.call('USAGE_DETAIL_UNLOCK', byPassword(), member));
  });

  it('lists the calls both ways, newest first, the other party masked', async () => {
    const page = expectOk<DetailPage>(await records(member, { kind: 'voice' }));
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.list.map(({ kind, otherParty, seconds }) => ({ kind, otherParty, seconds }))).toEqual([
      { kind: 'voice_in', otherParty: '139****4321', seconds: 30 },
      { kind: 'voice_out', otherParty: '138****1234', seconds: 95 },
    ]);
    expect(JSON.stringify(page)).not.toMatch(/13812341234|13987654321/);
  });

  it('lists the messages, a short service number whole and a long one masked', async () => {
    const page = expectOk<DetailPage>(await records(member, { kind: 'sms' }));
    expect(page.list.map(({ kind, otherParty, count }) => ({ kind, otherParty, count }))).toEqual([
      { kind: 'sms_in', otherParty: '106****2345', count: 2 },
      { kind: 'sms_out', otherParty: '10086', count: 1 },
    ]);
  });

  it('adds the data sessions up per China day', async () => {
    const page = expectOk<DetailPage>(await records(member, { kind: 'data' }));
    expect(page.list).toEqual([
      expect.objectContaining({ kind: 'data', time: formatChinaDate(secondsBefore(api, 100)), sessions: 2, megabytes: 30.75, otherParty: null }),
    ]);
  });

  it("never shows another number's records, the member's own other number included", async () => {
    for (const kind of ['voice', 'sms', 'data']) {
      const page = expectOk<DetailPage>(await records(member, { kind }));
      expect(JSON.stringify(page)).not.toContain('135****1111');
    }
  });

  it('covers this China month and the five before it; a record belongs to the month it happened in', async () => {
    const previous = monthBefore(month, 1);
    const { start } = chinaMonthBounds(month);
    await feedUsage(api, [
      { id: 'last-month-end', phone: own, at: new Date(start.getTime() - 1000), kind: 'voice_out', otherParty: '13712345678', seconds: 10 },
      { id: 'this-month-start', phone: own, at: start, kind: 'voice_out', otherParty: '13612345678', seconds: 10 },
    ]);
    const thisMonth = expectOk<DetailPage>(await records(member, { kind: 'voice' }));
    expect(thisMonth.list.map((record) => record.otherParty)).toContain('136****5678');
    expect(thisMonth.list.map((record) => record.otherParty)).not.toContain('137****5678');
    const lastMonth = expectOk<DetailPage>(await records(member, { month: previous, kind: 'voice' }));
    expect(lastMonth.list.map((record) => record.otherParty)).toEqual(['137****5678']);
    expect((await records(member, { month: monthBefore(month, 5) })).code).toBe(1);
    for (const outside of [monthBefore(month, 6), monthBefore(month, -1), '202613', '2026-01']) {
      expect(await records(member, { month: outside })).toMatchObject({ code: -100, msg: UsageDetailMessage.MONTH_INVALID });
    }
  });

  it('pages by 20', async () => {
    await feedUsage(
      api,
      Array.from({ length: 25 }, (_, index) => ({
        id: `page-${index}`,
        phone: own,
        at: secondsBefore(api, 50 - index),
        kind: 'sms_out',
        otherParty: '13800000000',
        count: 1,
      })),
    );
    const first = expectOk<DetailPage>(await records(member, { kind: 'sms' }));
    const second = expectOk<DetailPage>(await records(member, { kind: 'sms', page: 2 }));
    expect([first.list.length, second.list.length, first.total]).toEqual([20, 7, 27]);
    expect(new Set([...first.list, ...second.list].map((record) => record.key)).size).toBe(27);
  });
});

describe('a number transferred (过户) this month', () => {
  it("shows its receiver the calls from the transfer on: the previous owner's are not theirs", async () => {
    const transferred = await newNumber(api);
    await bind(api, member, transferred);
    await feedUsage(api, [
      { id: 'before-transfer', phone: transferred, at: secondsBefore(api, 600), kind: 'voice_out', otherParty: '13622223333', seconds: 40 },
      { id: 'after-transfer', phone: transferred, at: secondsBefore(api, 60), kind: 'voice_out', otherParty: '13644445555', seconds: 20 },
    ]);
    await recordTransfer(api, transferred, secondsBefore(api, 300));
    expectOk(await api.call('USAGE_DETAIL_UNLOCK', byPassword(), member));
    const page = expectOk<DetailPage>(await records(member, { kind: 'voice' }));
    expect(page.list.map((record) => record.otherParty)).toEqual(['136****5555']);
    expect(page.total).toBe(1);
    await switchTo(api, member, own);
  });
});
