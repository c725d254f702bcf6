import { describeCancelOwing } from '@hall/contract/applications/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The cancel form shows the number's balance; one that owes says how much and offers to pay
// exactly that on /UniversalPay, and its form sends nothing (the server refuses it too). A balance
// that did not load offers a retry.

const toasts: string[] = [];
const submitted: unknown[] = [];
let balance: { amount: number } | 'down' = { amount: -1560 };

vi.mock('../../../shared/lib/device.ts', () => ({ isWeChatBrowser: () => true, isPhone: () => true }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
vi.mock('../api.ts', () => ({
  useSubmitCancellation: () => ({ isPending: false, mutate: (form: unknown) => submitted.push(form) }),
  balanceQuery: {
    queryKey: ['balance'],
    queryFn: async () => {
      if (balance === 'down') {
        const { ApiError } = await import('../../../shared/api/api-error.ts');
        throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
      }
      return { ...balance, color: [], title: '账户余额', data: [], dataVal: [], explain: [] };
    },
  },
}));
vi.mock('../components/use-return-check.ts', () => ({ useReturnCheck: () => ({ status: 'passed', bizNo: 'BZ1', phone: '17012340003' }) }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CancelFormPage } = await import('./cancel-form-page.tsx');

function renderForm() {
  return renderInApp(
    <Routes>
      <Route path="/cancelForm" element={<CancelFormPage />} />
      <Route path="/UniversalPay" element={<p>话费缴费页</p>} />
    </Routes>,
    ['/cancelForm'],
  );
}

beforeEach(() => {
  toasts.length = 0;
  submitted.length = 0;
  balance = { amount: -1560 };
});
afterEach(cleanup);

describe('the cancel form and the balance', () => {
  it('says what an owing number owes, sends no form, and offers to pay exactly that', async () => {
    const { history } = renderForm();
    expect(await screen.findByText(describeCancelOwing(1560))).toBeTruthy();
    expect(describeCancelOwing(1560)).toBe('您的号码欠费15.60元，请先缴清欠费后再申请销户');
    fireEvent.change(document.querySelector('[aria-label="拆机原因"] textarea')!, { target: { value: '不再使用' } });
    fireEvent.change(document.querySelector('input[aria-label="服务密码"]')!, { target: { value: '123456' } });
    fireEvent.click(screen.getByText('否'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toasts).toEqual([describeCancelOwing(1560)]));
    expect(submitted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '缴清欠费15.60元' }));
    expect(await screen.findByText('话费缴费页')).toBeTruthy();
    expect(history.location.search).toBe('?serviceid=17012340003&amount=1560');
  });

  it('shows a balance of zero without a refund note', async () => {
    balance = { amount: 0 };
    renderForm();
    expect(await screen.findByText('账户余额：0.00元')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: '欠费' })).toBeNull();
  });

  it('offers a retry when the balance did not load', async () => {
    balance = 'down';
    renderForm();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    balance = { amount: 100 };
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('账户余额：1.00元（可选择退至本人银行卡）')).toBeTruthy();
  });
});
