import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /CustomerService opened directly has no number picked with 去登记: the feedback is about the
// member's bound number, and the page returns to the hall.

const appeals: Record<string, unknown>[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: Record<string, unknown>) => {
    switch (name) {
      case 'PERSONAL_DATA':
        return { mobilePhoneInfo: { mobilePhone: '17012340001', bindTime: '2024-01-01 10:00:00' } };
      case 'INSERTUSERAPPEAL':
        appeals.push(payload);
        return { result: 1 };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  },
}));
vi.mock('../../shared/ui/toast.ts', () => ({ showToast: () => undefined }));

const { CustomerServicePage } = await import('./pages/customer-service-page.tsx');

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/CustomerService']}>
        <Routes>
          <Route path="/CustomerService" element={<CustomerServicePage />} />
          <Route path="/SelectFunction" element={<p>功能办理页</p>} />
          <Route path="/" element={<p>营业厅首页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

async function sendFeedback() {
  fireEvent.click(await screen.findByText('功能'));
  fireEvent.change(screen.getByPlaceholderText('请输入您的意见或建议'), { target: { value: '希望增加夜间客服' } });
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
}

beforeEach(() => {
  appeals.length = 0;
  localStorage.clear();
});
afterEach(cleanup);

describe('/CustomerService', () => {
  it('opened directly, sends the feedback for the bound number and returns to the hall', async () => {
    const queryClient = renderPage();
    await waitFor(() => expect(queryClient.getQueryData(['member'])).toBeDefined());
    await sendFeedback();
    await screen.findByText('营业厅首页');
    expect(appeals).toEqual([{ service_id: '17012340001', appeal_type: '功能', appeal_note: '希望增加夜间客服' }]);
  });

  it('from 功能办理, sends it for the number picked with 去登记 and returns there', async () => {
    localStorage.setItem('smsRegister.Phone', '17012340003');
    renderPage();
    await sendFeedback();
    await screen.findByText('功能办理页');
    expect(appeals).toEqual([{ service_id: '17012340003', appeal_type: '功能', appeal_note: '希望增加夜间客服' }]);
  });
});
