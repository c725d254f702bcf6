import type { OperationOutput } from '@hall/contract/schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 概览 › 近30天趋势: a chart card per series with its title, total and legend, the days' figures as
// a table for screen readers; 近30天暂无数据 when nothing happened; 重试 after a failed read, while
// today's counts above show either way.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));

const { OverviewPage } = await import('./overview-page.tsx');

const OVERVIEW: OperationOutput<'CONSOLE_OVERVIEW'> = {
  members: 12,
  boundMembers: 9,
  smsSentToday: 0,
  identityChecksToday: 0,
  identityChecksPassedToday: 0,
  signInsToday: 3,
  topUpsToday: 2,
  topUpFenToday: 5000,
  unansweredPosts: 0,
  openServiceItems: 0,
  pendingReviews: [],
  dealers: [],
};

const DAYS = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
const zeros = () => new Array<number>(30).fill(0);
const on = (values: Record<number, number>) => zeros().map((value, index) => values[index] ?? value);
const line = (key: string, label: string, values = zeros()) => ({ key, label, values });

const TRENDS: OperationOutput<'CONSOLE_OVERVIEW_TRENDS'> = {
  days: DAYS,
  topUpCounts: { lines: [line('topUps', '充值笔数', on({ 3: 2, 29: 1 }))] },
  topUpAmounts: { lines: [line('topUps', '充值金额', on({ 3: 15000, 29: 3000 }))] },
  points: { lines: [line('signIns', '签到', on({ 28: 4 })), line('exchanges', '积分兑换', on({ 28: 1 }))] },
  bindings: { lines: [line('bindings', '新绑定')] },
  applicationsByKind: { lines: [line('cancel', '销户申请', on({ 10: 1 })), line('realName', '实名补登记')] },
  applicationsByDecision: { lines: [line('passed', '通过', on({ 12: 1 })), line('failed', '驳回')] },
  openingsByDealer: { lines: [line('D1001', '星海通讯天河店', on({ 20: 5 })), line('other', '其他', on({ 21: 2 }))] },
  notificationsByChannel: { lines: [line('sms', '短信', on({ 5: 7 })), line('wechat', '微信模板消息', on({ 5: 2 })), line('email', '电子邮件')] },
};

const QUIET: OperationOutput<'CONSOLE_OVERVIEW_TRENDS'> = {
  ...TRENDS,
  ...Object.fromEntries(
    Object.entries(TRENDS)
      .filter(([key]) => key !== 'days')
      .map(([key, series]) => [key, { lines: (series as { lines: { key: string; label: string }[] }).lines.map((item) => line(item.key, item.label)) }]),
  ),
};

let trends: OperationOutput<'CONSOLE_OVERVIEW_TRENDS'> = TRENDS;
let isTrendsDown = false;

beforeEach(() => {
  staffStub.calls.length = 0;
  trends = TRENDS;
  isTrendsDown = false;
  staffStub.answer = (name) => {
    if (name === 'CONSOLE_OVERVIEW') {
      return OVERVIEW;
    }
    if (name === 'CONSOLE_OVERVIEW_TRENDS') {
      if (isTrendsDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return trends;
    }
    throw new Error(`unexpected ${name}`);
  };
});
afterEach(cleanup);

const cardOf = async (title: string) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

describe('OverviewPage › 近30天趋势', () => {
  it('shows a card per series with its total, a legend where it has several lines, and the days as a table', async () => {
    renderConsolePage(<OverviewPage canTopUp={false} />);
    expect(screen.getByRole('status', { name: '正在加载近30天趋势' })).toBeTruthy();
    for (const title of ['充值笔数', '充值金额（元）', '签到与积分兑换', '新绑定号码', '业务申请（按类型）', '审核结果', '渠道开户', '通知发送（按渠道）']) {
      expect(await cardOf(title), title).toBeTruthy();
    }
    const amounts = await cardOf('充值金额（元）');
    expect(within(amounts).getByText('合计 180.00')).toBeTruthy();
    const table = within(amounts).getByRole('table', { name: '充值金额（元）（近30天每日，单位：元）' });
    expect(within(table).getByRole('row', { name: '2026-11-04 150.00' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const dealers = await cardOf('渠道开户');
    expect(
      within(within(dealers).getByRole('list', { name: '渠道开户图例' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['星海通讯天河店', '其他']);
    expect(within(dealers).getByRole('row', { name: '2026-11-21 5 0' })).toBeTruthy();
    expect(within(await cardOf('充值笔数')).queryByRole('list')).toBeNull();
    expect(within(await cardOf('新绑定号码')).getByText('近30天暂无数据')).toBeTruthy();
  });

  it('says 近30天暂无数据 once when nothing happened in the 30 days', async () => {
    trends = QUIET;
    renderConsolePage(<OverviewPage canTopUp={false} />);
    const section = await cardOf('近30天趋势');
    expect(await within(section).findByText('近30天暂无数据')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('offers 重试 when the trends fail to load, with today’s counts shown all the same', async () => {
    isTrendsDown = true;
    renderConsolePage(<OverviewPage canTopUp={false} />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    expect(screen.getByText('今日充值笔数')).toBeTruthy();
    isTrendsDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await cardOf('充值笔数')).toBeTruthy();
  });
});
