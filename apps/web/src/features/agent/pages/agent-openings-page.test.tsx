import { AgentOpeningsMessage, OPENING_REFUSED_NEXT_STEP } from '@hall/contract/agent/rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocal } from '../../../shared/lib/storage.ts';
import { AgentKey, readOpening } from '../agent-storage.ts';

// /agentOpenings: the range's counts and openings, the unfinished ones first with 继续办理 (which
// hands the card to its flow's page, as the way back from payment does), a refusal with its reason
// and what to do; presets and a custom range of dates, checked before asking; an empty range says
// so; a failed load retries. "Today" is the server's (a sandbox clock may run ahead of the browser's):
// the first request leaves the range out and the presets count back from the day answered.

/** The server's today, far from any browser clock the test runs under. */
const SERVER_TODAY = '2030-05-20';

const sent: { name: string; payload: { from?: string; to?: string; page: number } }[] = [];
const toasts: string[] = [];
let isDown = false;
const opening = (serviceId: string, state: string, extra: Record<string, unknown> = {}) => ({
  serviceId,
  offerName: '大王卡19元套餐',
  customerName: state === 'unfinished' ? '' : '王**',
  createdAt: '2030-05-19T02:05:00.000Z',
  state,
  reason: null,
  nextStep: null,
  resume: null,
  ...extra,
});

vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string, payload: { from?: string; to?: string; page: number }) => {
    sent.push({ name, payload });
    if (isDown) {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试');
    }
    const counts = { unfinished: 0, pending: 0, passed: 0, failed: 0 };
    if (payload.from !== undefined) {
      return { from: payload.from, to: payload.to, today: SERVER_TODAY, counts, list: [], hasMore: false };
    }
    return {
      from: '2030-04-21',
      to: SERVER_TODAY,
      today: SERVER_TODAY,
      counts: { unfinished: 1, pending: 2, passed: 5, failed: 1 },
      list: [
        opening('166****0011', 'unfinished', { resume: { uimId: '8986011234567890011', applyEvent: 'VnoOpenCard', at: 'photo' } }),
        opening('166****0017', 'passed'),
        opening('166****0018', 'failed', { reason: '人证合照与证件不符', nextStep: OPENING_REFUSED_NEXT_STEP }),
      ],
      hasMore: false,
    };
  },
}));
vi.mock('../agent-toast.ts', () => ({ showAgentToast: (message: string) => toasts.push(message) }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { AgentOpeningsPage } = await import('./agent-openings-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  isDown = false;
  localStorage.clear();
});
afterEach(cleanup);

describe('/agentOpenings', () => {
  it("shows the server's last thirty days: counts, the unfinished opening first with its next step, a refusal with its reason and what to do", async () => {
    renderInApp(<AgentOpeningsPage />);
    const unfinished = await screen.findByRole('region', { name: '未完成的开卡' });
    expect(within(unfinished).getByText('166****0011')).toBeTruthy();
    expect(within(unfinished).getByText('下一步：拍摄人证合照')).toBeTruthy();
    const submitted = screen.getByRole('region', { name: '已提交的开卡' });
    expect(within(submitted).getByText('未通过原因：人证合照与证件不符')).toBeTruthy();
    expect(within(submitted).getByText(`怎么办：${OPENING_REFUSED_NEXT_STEP}`)).toBeTruthy();
    expect(within(submitted).queryByRole('button', { name: /继续办理/ })).toBeNull();
    expect(screen.getByText('2030-04-21 至 2030-05-20')).toBeTruthy();
    expect(within(screen.getByLabelText('开卡统计')).getByText('5')).toBeTruthy();
    expect(sent).toEqual([{ name: 'AGENT_OPENINGS', payload: { page: 1 } }]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['近30天', '本月', '上月', '自定义']);
  });

  it("继续办理 hands the card to its flow's page, which resumes it from its record", async () => {
    localStorage.setItem(AgentKey.JUDGE, '1');
    const { history } = renderInApp(<AgentOpeningsPage />, ['/agentOpenings']);
    fireEvent.click(await screen.findByRole('button', { name: '继续办理 166****0011' }));
    expect(history.location.pathname + history.location.search).toBe('/VnoOpenCard?title=1');
    expect(readLocal(AgentKey.UIM_ID)).toBe('8986011234567890011');
    expect(readLocal(AgentKey.PAY_QUERY)).toBe('1');
    expect(readOpening()).toMatchObject({ path: '/VnoOpenCard?title=1' });
    // Another opening's real-name hand-over is not taken for this one's.
    expect(readLocal(AgentKey.JUDGE)).toBeNull();
  });

  it("asks for this month and last month by the server's today, and says when a range has none", async () => {
    renderInApp(<AgentOpeningsPage />);
    await screen.findByText('166****0017');
    fireEvent.click(screen.getByRole('tab', { name: '上月' }));
    expect(await screen.findByText('暂无开卡记录')).toBeTruthy();
    expect(screen.getByText('2030-04-01 至 2030-04-30 没有开卡记录')).toBeTruthy();
    expect(sent.at(-1)?.payload).toEqual({ from: '2030-04-01', to: '2030-04-30', page: 1 });
    fireEvent.click(screen.getByRole('tab', { name: '本月' }));
    await waitFor(() => expect(sent.at(-1)?.payload).toEqual({ from: '2030-05-01', to: SERVER_TODAY, page: 1 }));
  });

  it('checks a custom range before asking: in order, not too long, not after today, then asks for it', async () => {
    renderInApp(<AgentOpeningsPage />);
    await screen.findByText('166****0017');
    fireEvent.click(screen.getByRole('tab', { name: '自定义' }));
    const from = screen.getByLabelText('开始日期', { selector: 'input' });
    const to = screen.getByLabelText('结束日期', { selector: 'input' });
    expect((from as HTMLInputElement).value).toBe('2030-04-21');
    const tryRange = async (fromValue: string, toValue: string, refusal: string) => {
      fireEvent.change(from, { target: { value: fromValue } });
      fireEvent.change(to, { target: { value: toValue } });
      fireEvent.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() => expect(toasts.at(-1)).toBe(refusal));
    };
    const asked = sent.length;
    await tryRange('2030-05-10', '2030-05-01', AgentOpeningsMessage.REVERSED);
    await tryRange('2030-01-01', '2030-05-01', AgentOpeningsMessage.TOO_LONG);
    await tryRange('2030-05-10', '2030-05-21', AgentOpeningsMessage.FUTURE);
    await tryRange('2029-05-01', '2029-05-10', AgentOpeningsMessage.OUT_OF_RANGE);
    expect(sent.length).toBe(asked);
    fireEvent.change(from, { target: { value: '2030-03-01' } });
    fireEvent.change(to, { target: { value: '2030-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(sent.at(-1)?.payload).toEqual({ from: '2030-03-01', to: '2030-03-31', page: 1 }));
    expect(await screen.findByText('暂无开卡记录')).toBeTruthy();
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
