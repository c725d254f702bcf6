import { CallerMessage, CallType } from '@hall/contract/caller/rules';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /calldivertOrder after a passed check: the number calls go to is checked (given, a mobile
// number, not the bound one), the first failure toasted; a good number opens the confirmation,
// whose 确定 orders forwarding to it.

const orders: unknown[] = [];
const toasts: string[] = [];

vi.mock('../../../shared/hooks/use-identity-check.ts', () => ({
  IDENTITY_FAILED_MESSAGE: '身份核验失败，请重试',
  useIdentityCheck: () => ({ state: { status: 'passed', bizNo: 'BZ1', phone: '17012340001' } }),
}));
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    switch (name) {
      case 'PERSONAL_DATA':
        return { mobilePhoneInfo: { mobilePhone: '17012340001', bindTime: '2024-01-01 10:00:00' } };
      case 'PACKAGE_LIST':
        return {
          balance: 5000,
          list: [{ packageId: 'FWD', callType: CallType.FORWARD, title: '订购呼转', detail: '来电转接', postage: 0, status: 0, expiryTime: '', forwardTo: '' }],
        };
      default:
        orders.push({ name, payload });
        return new Promise(() => undefined);
    }
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { CalldivertOrderPage } = await import('./calldivert-order-page.tsx');

beforeEach(() => {
  orders.length = 0;
  toasts.length = 0;
});
afterEach(cleanup);

const type = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: '呼转号码' }), { target: { value } });
const open = () => fireEvent.click(screen.getByRole('button', { name: '立即开通' }));

describe('/calldivertOrder', () => {
  it('checks the number calls go to in the spec’s order, toasting the first failure only', async () => {
    renderInApp(<CalldivertOrderPage />);
    const ownPhone = await screen.findByRole<HTMLInputElement>('textbox', { name: '本机号码' });
    await waitFor(() => expect(ownPhone.value).toBe('17012340001'));
    open();
    await waitFor(() => expect(toasts).toEqual([CallerMessage.FORWARD_TO_REQUIRED]));
    type('1380013');
    open();
    await waitFor(() => expect(toasts).toHaveLength(2));
    type('17012340001');
    open();
    await waitFor(() => expect(toasts).toHaveLength(3));
    expect(toasts).toEqual([CallerMessage.FORWARD_TO_REQUIRED, CallerMessage.FORWARD_TO_INVALID, CallerMessage.FORWARD_TO_OWN]);
    expect(screen.queryByRole('dialog', { name: '开通订购呼转' })).toBeNull();
  });

  it('confirms the checked number, then orders forwarding to it', async () => {
    renderInApp(<CalldivertOrderPage />);
    const ownPhone = await screen.findByRole<HTMLInputElement>('textbox', { name: '本机号码' });
    await waitFor(() => expect(ownPhone.value).toBe('17012340001'));
    type('138-0013-8000');
    open();
    const dialog = await screen.findByRole('dialog', { name: '开通订购呼转' });
    expect(within(dialog).getByText('来电将转接至：13800138000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toEqual({ name: 'PACKAGE_ORDER', payload: { packageId: 'FWD', operType: 1, effectType: 0, biz_no: 'BZ1', forwardTo: '13800138000' } });
    expect(toasts).toEqual([]);
  });
});
