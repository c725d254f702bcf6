import { describeCancelOwing } from '@hall/contract/applications/rules';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /cancel says before the face check that a number that owes must pay first, with the link that
// pays exactly what it owes; a number that owes nothing sees no such notice.

let amount = -1560;
const answered: string[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    if (name === 'PERSONAL_DATA') {
      return { mobilePhoneInfo: { mobilePhone: '17012340003', bindTime: '2026-01-01T00:00:00.000Z' } };
    }
    if (name === 'QUERY_BALANCE') {
      answered.push(name);
      return { amount, color: [], title: '账户余额', data: [], dataVal: [], explain: [] };
    }
    return { application: null };
  },
}));
vi.mock('../../../shared/lib/device.ts', () => ({ isWeChatBrowser: () => true, isPhone: () => true }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CancelPage } = await import('./cancel-page.tsx');

beforeEach(() => {
  amount = -1560;
  answered.length = 0;
});
afterEach(cleanup);

describe('/cancel and the balance', () => {
  it('tells an owing number to pay first and links to paying what it owes', async () => {
    renderInApp(<CancelPage />);
    expect(await screen.findByText(`${describeCancelOwing(1560)}，`)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去缴费' }).getAttribute('href')).toBe('/UniversalPay?serviceid=17012340003&amount=1560');
  });

  it('shows no notice for a number that owes nothing', async () => {
    amount = 0;
    renderInApp(<CancelPage />);
    expect(await screen.findByRole('button', { name: '下一步' })).toBeTruthy();
    await waitFor(() => expect(answered).toEqual(['QUERY_BALANCE']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: '去缴费' })).toBeNull();
  });
});
