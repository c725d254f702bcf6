import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /callInterceptions: intercepted calls and messages with why, the empty state with a way to the
// settings, and a failed load with its retry.

let answers: ('down' | 'empty' | 'some')[] = [];
const sent: string[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    sent.push(name);
    const answer = answers.shift() ?? 'some';
    if (answer === 'down') {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
    }
    const list =
      answer === 'empty'
        ? []
        : [
            {
              id: 2,
              kind: 'call',
              otherParty: '165****1111',
              reason: 'category',
              reasonText: '标记为诈骗',
              category: 'fraud',
              seconds: 125,
              messageCount: null,
              occurredAt: '2026-11-25T02:00:00.000Z',
            },
            {
              id: 1,
              kind: 'sms',
              otherParty: '13900001111',
              reason: 'number',
              reasonText: '黑名单号码',
              category: null,
              seconds: null,
              messageCount: 1,
              occurredAt: '2026-11-24T02:00:00.000Z',
            },
          ];
    return { list, total: list.length, page: 1, pageSize: 20 };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({
  useMember: () => ({ isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } }),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CallInterceptionsPage } = await import('./call-interceptions-page.tsx');

beforeEach(() => {
  answers = [];
  sent.length = 0;
});
afterEach(cleanup);

describe('/callInterceptions', () => {
  it('lists intercepted calls and messages with why, newest first', async () => {
    renderInApp(<CallInterceptionsPage />);
    expect(await screen.findByText('165****1111')).toBeTruthy();
    expect(screen.getByText('标记为诈骗')).toBeTruthy();
    expect(screen.getByText('2026-11-25 10:00 · 2分5秒')).toBeTruthy();
    expect(screen.getByText('13900001111')).toBeTruthy();
    expect(screen.getByText('共2条拦截记录')).toBeTruthy();
  });

  it('says so when there is none, with a way to the settings', async () => {
    answers = ['empty'];
    renderInApp(<CallInterceptionsPage />);
    expect(await screen.findByText('暂无拦截记录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去设置' })).toBeTruthy();
  });

  it('offers a retry after a failed load', async () => {
    answers = ['down', 'some'];
    renderInApp(<CallInterceptionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByText('165****1111')).toBeTruthy());
    expect(sent).toEqual(['CALL_INTERCEPTIONS', 'CALL_INTERCEPTIONS']);
  });
});
