import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The hall's 业务办理 list tells a member whose bound number is not real-name registered to
// supplement it (去补录 → /realName); a registered number, or no bound number, shows no notice.

let memberInfo = { bindStatus: 1, realName: 0 };
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async () => ({ memberInfo: { memberName: '刘洋', avatarUrl: '', idCardNumber: '', careMode: false, ...memberInfo }, mobilePhoneInfo: null }),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { BusinessHandlePage } = await import('./business-handle-page.tsx');

beforeEach(() => {
  memberInfo = { bindStatus: 1, realName: 0 };
});

describe('BusinessHandlePage real-name notice', () => {
  it('links a number without real-name registration to /realName', async () => {
    renderInApp(<BusinessHandlePage />, ['/BusinessHandle']);
    const link = await screen.findByRole('link', { name: '去补录' });
    expect(link.getAttribute('href')).toBe('/realName');
    expect(screen.getByText(/您的号码尚未完成实名登记/)).toBeTruthy();
  });

  it('shows no notice for a real-name registered number or an unbound member', async () => {
    memberInfo = { bindStatus: 1, realName: 1 };
    const registered = renderInApp(<BusinessHandlePage />, ['/BusinessHandle']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/尚未完成实名登记/)).toBeNull();
    registered.unmount();
    memberInfo = { bindStatus: 0, realName: 0 };
    renderInApp(<BusinessHandlePage />, ['/BusinessHandle']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/尚未完成实名登记/)).toBeNull();
  });
});
