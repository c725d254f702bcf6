import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /autoRecharge: what auto top-up does for the active number, the rules saved in fen from whole
// yuan with the contract's checks, the contract's states, the debits with their empty state, and a
// failed load with its retry.

type Answer = 'down' | 'new' | 'signed';
let answers: Answer[] = [];
const sent: Array<{ name: string; payload: unknown }> = [];

const rules = { thresholdFen: 1000, amountFen: 2000, monthlyLimit: 3 };
const statusOf = (answer: Exclude<Answer, 'down'>) =>
  answer === 'new'
    ? { balanceFen: 500, rules: null, contractState: 'none', signedAt: null, usedThisMonth: 0, debits: [] }
    : {
        balanceFen: 2500,
        rules,
        contractState: 'signed',
        signedAt: '2026-12-01T02:00:00.000Z',
        usedThisMonth: 1,
        debits: [{ id: 1, amountFen: 2000, status: 'paid', attempt: 1, createdAt: '2026-12-01T02:05:00.000Z' }],
      };

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'AUTO_TOP_UP_SAVE') {
      return { ...statusOf('new'), rules: payload };
    }
    const answer = answers.shift() ?? 'new';
    if (answer === 'down') {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
    }
    return statusOf(answer);
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({
  useMember: () => ({ isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340009' } } }),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { AutoTopUpPage } = await import('./auto-top-up-page.tsx');

beforeEach(() => {
  answers = [];
  sent.length = 0;
});
afterEach(cleanup);

describe('/autoRecharge', () => {
  it('before any rules: says it is off, lists nothing, and signing waits for the rules', async () => {
    answers = ['new'];
    renderInApp(<AutoTopUpPage />);
    expect(await screen.findByText('自动充值未开通：保存规则并开通微信委托代扣后生效。')).toBeTruthy();
    expect(screen.getByText('暂无自动充值记录')).toBeTruthy();
    expect((screen.getByRole('button', { name: '开通微信委托代扣' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses rules out of bounds in Chinese and saves good ones in fen', async () => {
    answers = ['new'];
    renderInApp(<AutoTopUpPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: '余额低于' }), { target: { value: '300' } });
    fireEvent.change(screen.getByRole('textbox', { name: '自动充值' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: '每月最多' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
    expect((await screen.findAllByText('余额提醒线须为1.00至200.00元之间的整数元')).length).toBeGreaterThan(0);
    expect(sent.map((item) => item.name)).not.toContain('AUTO_TOP_UP_SAVE');
    fireEvent.change(screen.getByRole('textbox', { name: '余额低于' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
    await waitFor(() => expect(sent.find((item) => item.name === 'AUTO_TOP_UP_SAVE')?.payload).toEqual(rules));
  });

  it('when signed: what it does, this month, the debit, and a way to end it', async () => {
    answers = ['signed'];
    renderInApp(<AutoTopUpPage />);
    expect(await screen.findByText('充值成功')).toBeTruthy();
    expect(screen.getByText('自动充值 ¥20.00')).toBeTruthy();
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭自动充值' })).toBeTruthy();
  });

  it('offers a retry after a failed load', async () => {
    answers = ['down', 'signed'];
    renderInApp(<AutoTopUpPage />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByText('充值成功')).toBeTruthy());
  });
});
