import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// /personal tells a member whose bound number is not real-name registered (the member record's
// realName 0) to supplement it, with 去补录 to /realName; a registered number shows no notice.

let isRealName = false;
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    if (name !== 'PERSONAL_DATA') {
      throw new Error(`unexpected ${name}`);
    }
    return {
      memberInfo: { memberName: '刘洋', avatarUrl: '', bindStatus: 1, realName: isRealName ? 1 : 0, idCardNumber: '1101**********1234', careMode: false },
      mobilePhoneInfo: {
        mobilePhone: '17012340004',
        mobileStatus: '正常',
        time: '2025-01-01T00:00:00.000Z',
        bindTime: '2026-01-01T00:00:00.000Z',
        packageId: 'P1',
        packageName: '畅享套餐',
        internetAge: 22,
        attribution: '广东 广州',
        pointInfo: { currentPoints: 0, grandTotalPoints: 0 },
      },
    };
  },
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { PersonalPage } = await import('./personal-page.tsx');

beforeEach(() => {
  isRealName = false;
});

describe('PersonalPage real-name notice', () => {
  it('asks a number without real-name registration to supplement it at /realName', async () => {
    const { history } = renderInApp(<PersonalPage />, ['/personal']);
    fireEvent.click(await screen.findByRole('link', { name: '去补录' }));
    expect(screen.getByText(/您的号码尚未完成实名登记/)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/realName'));
  });

  it('shows no notice for a real-name registered number', async () => {
    isRealName = true;
    renderInApp(<PersonalPage />, ['/personal']);
    await screen.findByText('17012340004');
    expect(screen.queryByText(/尚未完成实名登记/)).toBeNull();
  });
});
