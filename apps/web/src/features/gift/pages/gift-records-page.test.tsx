import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /giftRecords: given and received gifts with the other number masked, the empty state, and a
// failed load with its retry.

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
              kind: 'credit',
              direction: 'given',
              counterpart: '170****0002',
              amount: 1000,
              amountText: '10.00元',
              createdAt: '2026-11-25T02:00:00.000Z',
            },
            { id: 1, kind: 'data', direction: 'received', counterpart: '170****0011', amount: 300, amountText: '300MB', createdAt: '2026-11-24T02:00:00.000Z' },
          ];
    return { list, total: list.length, page: 1 };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({
  useMember: () => ({ isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } }),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { GiftRecordsPage } = await import('./gift-records-page.tsx');

beforeEach(() => {
  answers = [];
  sent.length = 0;
});
afterEach(cleanup);

describe('/giftRecords', () => {
  it('lists given and received gifts, the other number masked', async () => {
    renderInApp(<GiftRecordsPage />);
    expect(await screen.findByText('转赠话费给170****0002')).toBeTruthy();
    expect(screen.getByText('收到170****0011转赠流量')).toBeTruthy();
    expect(screen.getByText('2026-11-25 10:00')).toBeTruthy();
  });

  it('says so when there is none, with a way to give', async () => {
    answers = ['empty'];
    renderInApp(<GiftRecordsPage />);
    expect(await screen.findByText('暂无转赠记录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去转赠' })).toBeTruthy();
  });

  it('offers a retry after a failed load', async () => {
    answers = ['down', 'some'];
    renderInApp(<GiftRecordsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByText('转赠话费给170****0002')).toBeTruthy());
    expect(sent).toEqual(['GIFT_RECORDS', 'GIFT_RECORDS']);
  });
});
