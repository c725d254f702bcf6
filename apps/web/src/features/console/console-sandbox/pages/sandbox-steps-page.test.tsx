import { SANDBOX_SYSTEMS } from '@hall/contract/console-sandbox/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The sandbox steps page's clock and usage: the sandbox time shows and moves to the 1st after a
// confirmation; an injection carries a request id that stays the same until it is recorded and
// answers the balance; a profile change is sent as chosen.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { SandboxStepsPage } = await import('./sandbox-steps-page.tsx');
const ALL_SYSTEMS = SANDBOX_SYSTEMS;

const steps: OperationOutput<'CONSOLE_SANDBOX_STEPS'> = {
  payments: [],
  smsRegisterProcessing: 0,
  invoiceFailuresQueued: 0,
  promiseVideos: [],
  clock: { now: '2026-11-25T04:00:00.000Z', isMoved: false },
  usageProfiles: [{ phone: '17012340004', profile: 'heavy', simulatedThrough: '2026-11-24' }],
};

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name) => {
    if (name === 'CONSOLE_SANDBOX_INJECT_USAGE') {
      return { recorded: 1, balanceFen: -350, status: 'owing' };
    }
    if (name === 'CONSOLE_SANDBOX_MOVE_CLOCK') {
      return { now: '2026-11-30T16:05:00.000Z' };
    }
    if (name === 'CONSOLE_SANDBOX_SET_USAGE_PROFILE') {
      return { profile: 'light' };
    }
    return steps;
  };
});
afterEach(() => cleanup());

const callsOf = (name: string) => calls.filter((call) => call.name === name);

describe('SandboxStepsPage: clock and usage', () => {
  it('shows the sandbox time and moves it to the next 1st once confirmed', async () => {
    renderConsolePage(<SandboxStepsPage systems={ALL_SYSTEMS} />);
    expect((await screen.findByTestId('sandbox-clock')).textContent).toBe('2026-11-25 12:00:00');
    expect(screen.getByText(/每月1日的月结出账/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '拨到下月1日 00:05' }));
    expect(callsOf('CONSOLE_SANDBOX_MOVE_CLOCK')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: '拨动' }));
    await waitFor(() => expect(callsOf('CONSOLE_SANDBOX_MOVE_CLOCK').map((call) => call.payload)).toEqual([{ to: 'next_month_first' }]));
  });

  it('injects 3 GB for a number with a request id, shows the balance after, and uses a new id for the next injection', async () => {
    renderConsolePage(<SandboxStepsPage systems={ALL_SYSTEMS} />);
    fireEvent.change(await screen.findByLabelText('用量号码'), { target: { value: '17012340002' } });
    fireEvent.change(screen.getByLabelText('用量数量'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '上报用量' }));
    expect((await screen.findByRole('status')).textContent).toContain('17012340002 当前余额 ¥-3.50，状态：欠费');
    const [first] = callsOf('CONSOLE_SANDBOX_INJECT_USAGE').map((call) => call.payload as { requestId: string });
    expect(first).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{32}$/), phone: '17012340002', kind: 'data_gb', amount: 3, otherParty: undefined });

    fireEvent.click(screen.getByRole('button', { name: '上报用量' }));
    await waitFor(() => expect(callsOf('CONSOLE_SANDBOX_INJECT_USAGE')).toHaveLength(2));
    const second = callsOf('CONSOLE_SANDBOX_INJECT_USAGE')[1]?.payload as { requestId: string };
    expect(second.requestId).not.toBe(first?.requestId);
  });

  it('keeps the request id when an injection fails, so the retry is the same usage', async () => {
    let failuresLeft = 1;
    const answer = staffStub.answer;
    staffStub.answer = (name, payload) => {
      if (name === 'CONSOLE_SANDBOX_INJECT_USAGE' && failuresLeft > 0) {
        failuresLeft -= 1;
        throw new ApiError(0, '网络异常，请稍后重试');
      }
      return answer(name, payload);
    };
    renderConsolePage(<SandboxStepsPage systems={ALL_SYSTEMS} />);
    fireEvent.change(await screen.findByLabelText('用量号码'), { target: { value: '17012340002' } });
    fireEvent.click(screen.getByRole('button', { name: '上报用量' }));
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '上报用量' }));
    await screen.findByRole('status');
    const [first, retry] = callsOf('CONSOLE_SANDBOX_INJECT_USAGE').map((call) => (call.payload as { requestId: string }).requestId);
    expect(retry).toBe(first);
  });

  it('asks for the other party of a call', async () => {
    renderConsolePage(<SandboxStepsPage systems={ALL_SYSTEMS} />);
    fireEvent.mouseDown(
      within(await screen.findByText('模拟用量（计费系统接收的使用记录）').then((title) => title.closest('.ant-card') as HTMLElement)).getByLabelText(
        '用量类型',
      ),
    );
    fireEvent.click(await screen.findByTitle('拨打电话（分钟）'));
    expect(await screen.findByLabelText('对方号码')).toBeTruthy();
  });

  it('lists the profiled numbers and sends a new profile for one', async () => {
    renderConsolePage(<SandboxStepsPage systems={ALL_SYSTEMS} />);
    expect(await screen.findByText('17012340004')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('画像号码'), { target: { value: '17012340002' } });
    fireEvent.click(screen.getByRole('button', { name: '保存画像' }));
    await waitFor(() =>
      expect(callsOf('CONSOLE_SANDBOX_SET_USAGE_PROFILE').map((call) => call.payload)).toEqual([{ phone: '17012340002', profile: 'normal' }]),
    );
  });
});

describe('SandboxStepsPage: only the steps of systems on their sandbox', () => {
  const stepTitles = () =>
    screen
      .queryAllByText(/^(时钟|微信支付收银台（待支付订单）|短信防骚扰（营业后台处理）|电子发票开票平台|承诺视频（小程序）)$/)
      .map((node) => node.textContent);

  it("shows the issuing platform's step alone when the invoice platform is the only sandbox", async () => {
    staffStub.answer = () => ({ invoiceFailuresQueued: 0 });
    renderConsolePage(<SandboxStepsPage systems={['invoice']} />);
    expect(await screen.findByText('电子发票开票平台')).toBeTruthy();
    expect(stepTitles()).toEqual(['电子发票开票平台']);
    expect(screen.queryByLabelText('用量号码')).toBeNull();
  });

  it('shows no step while no system with a step is on its sandbox', async () => {
    renderConsolePage(<SandboxStepsPage systems={['sms', 'mail']} />);
    expect(stepTitles()).toEqual([]);
    expect(callsOf('CONSOLE_SANDBOX_STEPS')).toEqual([]);
    expect(screen.queryByLabelText('用量号码')).toBeNull();
  });
});
