import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthBefore } from '@hall/contract/china-calendar';

// /agentOpenings: the month's counts and openings with where each stands (a refusal with its
// reason); another month is asked for on its tab; an empty month says so; a failed load retries.
// "This month" is the server's (a sandbox clock may be months ahead of the browser's): the first
// request leaves the month out and the tabs count back from the month answered.

/** The server's this month, far from any browser clock the test runs under. */
const SERVER_MONTH = '203005';

const sent: { name: string; payload: { month?: string; page: number } }[] = [];
let isDown = false;
const opening = (serviceId: string, state: string, reason: string | null = null) => ({
  serviceId,
  offerName: '大王卡19元套餐',
  customerName: '王**',
  createdAt: '2026-11-26T02:05:00.000Z',
  state,
  reason,
});

vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string, payload: { month?: string; page: number }) => {
    sent.push({ name, payload });
    if (isDown) {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试');
    }
    if (payload.month !== undefined && payload.month !== SERVER_MONTH) {
      return { month: payload.month, counts: { unfinished: 0, pending: 0, passed: 0, failed: 0 }, list: [], hasMore: false };
    }
    return {
      month: SERVER_MONTH,
      counts: { unfinished: 1, pending: 2, passed: 5, failed: 1 },
      list: [opening('166****0017', 'passed'), opening('166****0018', 'failed', '人证合照与证件不符')],
      hasMore: false,
    };
  },
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { AgentOpeningsPage } = await import('./agent-openings-page.tsx');

beforeEach(() => {
  sent.length = 0;
  isDown = false;
});
afterEach(cleanup);

describe('/agentOpenings', () => {
  it("shows the server's this month's counts and openings, a refusal with its reason, under the server's month tabs", async () => {
    renderInApp(<AgentOpeningsPage />);
    expect(await screen.findByText('166****0017')).toBeTruthy();
    expect(screen.getAllByText('审核通过').length).toBe(2);
    expect(screen.getByText('未通过原因：人证合照与证件不符')).toBeTruthy();
    const counts = screen.getByLabelText('2030年5月开卡统计');
    expect(within(counts).getByText('5')).toBeTruthy();
    expect(sent).toEqual([{ name: 'AGENT_OPENINGS', payload: { month: undefined, page: 1 } }]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['2030年5月', '2030年4月', '2030年3月']);
  });

  it('asks for an earlier month on its tab, and says when it has none', async () => {
    renderInApp(<AgentOpeningsPage />);
    await screen.findByText('166****0017');
    fireEvent.click(screen.getByRole('tab', { name: '2030年4月' }));
    expect(await screen.findByText('暂无开卡记录')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ name: 'AGENT_OPENINGS', payload: { month: '203004', page: 1 } });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['2030年5月', '2030年4月', '2030年3月']);
  });

  it('offers a retry when the records did not load', async () => {
    isDown = true;
    renderInApp(<AgentOpeningsPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('166****0017')).toBeTruthy();
  });
});

describe('monthBefore', () => {
  it('counts months back across a year', () => {
    expect(monthBefore('202701', 0)).toBe('202701');
    expect(monthBefore('202701', 1)).toBe('202612');
    expect(monthBefore('202603', 3)).toBe('202512');
  });
});
