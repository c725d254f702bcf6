import { FundPoolStatementMessage } from '@hall/contract/agent/fund-pool-statement-rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /agentFundPool (资金池流水): the range's opening and closing balances and totals, each movement
// with its kind, the opening's record and work number and the balance after it; a range without
// movement says 本期无资金变动; a bad custom range is refused before asking; a failed load retries;
// a plain agent reads the server's refusal. "Today" is the server's, as on 我的开卡记录.

const SERVER_TODAY = '2030-05-20';

const sent: { name: string; payload: { from?: string; to?: string; page: number } }[] = [];
const toasts: string[] = [];
let failure: { code: number; msg: string } | null = null;

vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string, payload: { from?: string; to?: string; page: number }) => {
    sent.push({ name, payload });
    if (failure) {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(failure.code, failure.msg);
    }
    if (payload.from !== undefined) {
      return {
        from: payload.from,
        to: payload.to,
        today: SERVER_TODAY,
        dealerName: '星海通讯天河店',
        openingFen: 480_000,
        closingFen: 480_000,
        inFen: 0,
        outFen: 0,
        list: [],
        hasMore: false,
      };
    }
    return {
      from: '2030-05-01',
      to: SERVER_TODAY,
      today: SERVER_TODAY,
      dealerName: '星海通讯天河店',
      openingFen: 480_000,
      closingFen: 525_000,
      inFen: 50_000,
      outFen: 5_000,
      list: [
        {
          id: 7,
          createdAt: '2030-05-02T02:05:00.000Z',
          kind: 'top_up',
          amountFen: 50_000,
          balanceAfterFen: 530_000,
          recordNumber: null,
          workNo: null,
          note: '月度预存',
        },
        {
          id: 9,
          createdAt: '2030-05-03T03:10:00.000Z',
          kind: 'opening',
          amountFen: -5_000,
          balanceAfterFen: 525_000,
          recordNumber: 'KH2030050300001',
          workNo: 'A10001',
          note: '',
        },
      ],
      hasMore: false,
    };
  },
}));
vi.mock('../agent-toast.ts', () => ({ showAgentToast: (message: string) => toasts.push(message) }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { FundPoolPage } = await import('./fund-pool-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  failure = null;
  localStorage.clear();
});
afterEach(cleanup);

describe('/agentFundPool', () => {
  it("shows this month by the server's clock: balances, totals, a top-up and a debit with its record, work number and running balance", async () => {
    renderInApp(<FundPoolPage />);
    const list = await screen.findByLabelText('资金池流水');
    expect(within(list).getByText('充值')).toBeTruthy();
    expect(within(list).getByText('月度预存')).toBeTruthy();
    expect(within(list).getByText('开户扣款')).toBeTruthy();
    expect(within(list).getByText('开户流水号 KH2030050300001')).toBeTruthy();
    expect(within(list).getByText('工号 A10001')).toBeTruthy();
    expect(within(list).getByText('-50.00')).toBeTruthy();
    expect(within(list).getByText('余额 ¥5250.00')).toBeTruthy();
    const summary = screen.getByLabelText('资金池汇总');
    expect(within(summary).getByText('¥4800.00')).toBeTruthy();
    expect(within(summary).getByText('¥5250.00')).toBeTruthy();
    expect(screen.getByText('星海通讯天河店 · 2030-05-01 至 2030-05-20')).toBeTruthy();
    expect(sent).toEqual([{ name: 'AGENT_FUND_POOL_STATEMENT', payload: { page: 1 } }]);
  });

  it('says 本期无资金变动 for last month, with the balance it carried', async () => {
    renderInApp(<FundPoolPage />);
    await screen.findByText('开户扣款');
    fireEvent.click(screen.getByRole('tab', { name: '上月' }));
    expect(await screen.findByText(FundPoolStatementMessage.EMPTY)).toBeTruthy();
    expect(screen.getByText('2030-04-01 至 2030-04-30 资金池余额为¥4800.00')).toBeTruthy();
    expect(sent.at(-1)?.payload).toEqual({ from: '2030-04-01', to: '2030-04-30', page: 1 });
  });

  it('checks a custom range before asking', async () => {
    renderInApp(<FundPoolPage />);
    await screen.findByText('开户扣款');
    fireEvent.click(screen.getByRole('tab', { name: '自定义' }));
    const from = screen.getByLabelText('开始日期', { selector: 'input' });
    const to = screen.getByLabelText('结束日期', { selector: 'input' });
    const asked = sent.length;
    for (const [fromValue, toValue, refusal] of [
      ['2030-05-10', '2030-05-01', FundPoolStatementMessage.REVERSED],
      ['2030-05-10', '2030-05-21', FundPoolStatementMessage.FUTURE],
      ['2029-05-01', '2029-05-10', FundPoolStatementMessage.OUT_OF_RANGE],
    ] as const) {
      fireEvent.change(from, { target: { value: fromValue } });
      fireEvent.change(to, { target: { value: toValue } });
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() => expect(toasts.at(-1)).toBe(refusal));
    }
    expect(sent.length).toBe(asked);
  });

  it('offers a retry when the statement did not load, and shows a plain agent the refusal', async () => {
    failure = { code: -1, msg: '网络异常，请稍后重试' };
    renderInApp(<FundPoolPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    failure = null;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('开户扣款')).toBeTruthy();
    cleanup();
    failure = { code: -100, msg: '仅店长可查看经销商资金与佣金' };
    renderInApp(<FundPoolPage />);
    expect(await screen.findByText('仅店长可查看经销商资金与佣金')).toBeTruthy();
  });
});
