import { SmsRegisterMessage } from '@hall/contract/sms-register/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /CustomerService opened directly has no number picked with 去登记: the feedback is about the
// member's bound number, and the page returns to the hall.

const appeals: Record<string, unknown>[] = [];
const toasts: string[] = [];

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
vi.mock('../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

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
  toasts.length = 0;
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

  it('checks the type first, then a note of more than spaces, toasting the first failure only', async () => {
    renderPage();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));
    submit();
    await waitFor(() => expect(toasts).toEqual([SmsRegisterMessage.FEEDBACK_TYPE_REQUIRED]));
    fireEvent.click(screen.getByText('功能'));
    submit();
    await waitFor(() => expect(toasts).toEqual([SmsRegisterMessage.FEEDBACK_TYPE_REQUIRED, SmsRegisterMessage.FEEDBACK_NOTE_REQUIRED]));
    const note = screen.getByRole('textbox', { name: '反馈内容' });
    fireEvent.change(note, { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(toasts).toHaveLength(3));
    expect(toasts[2]).toBe(SmsRegisterMessage.FEEDBACK_NOTE_REQUIRED);
    expect(appeals).toEqual([]);
  });

  it('counts the note without its spaces and drops them when the note is left', () => {
    renderPage();
    const note = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '反馈内容' });
    fireEvent.change(note, { target: { value: ' 希望 增加 夜间客服 ' } });
    expect(screen.getByText('8/100')).toBeTruthy();
    expect(note.value).toBe(' 希望 增加 夜间客服 ');
    fireEvent.blur(note);
    expect(note.value).toBe('希望增加夜间客服');
  });
});
