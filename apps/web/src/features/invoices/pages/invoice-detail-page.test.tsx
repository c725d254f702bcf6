import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /invoiceDetailPage: the address the invoice went to is offered; a missing or malformed one is
// the one toast, and the resend goes to the trimmed address typed.

const toasts: string[] = [];
const sent: { name: string; payload: unknown }[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'NEW_MONTHS_INFO') {
      return { id: '9', saleAmount: 8000, months: ['202405'], email: 'zhangwei@example.com', invoiceType: '82', title: '个人', resendsLeft: 3 };
    }
    return { message: '发送成功', resendsLeft: 2 };
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content), showSuccessToast: () => undefined }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { InvoiceDetailPage } = await import('./invoice-detail-page.tsx');

beforeEach(() => {
  toasts.length = 0;
  sent.length = 0;
});
afterEach(cleanup);

const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '接收邮箱' });
const typeEmail = (value: string) => fireEvent.change(emailField(), { target: { value } });
const resend = () => fireEvent.click(screen.getByRole('button', { name: '重新发送' }));
const resends = () => sent.filter((call) => call.name === 'NEW_RELOAD_EMAIL');

describe('/invoiceDetailPage', () => {
  it('offers the invoice’s address, refuses a missing then a malformed one, and resends to the typed one', async () => {
    renderInApp(<InvoiceDetailPage />, ['/invoiceDetailPage?id=9']);
    await waitFor(() => expect(emailField().value).toBe('zhangwei@example.com'));
    typeEmail(' ');
    resend();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.EMAIL_REQUIRED]));
    typeEmail('zhangwei@');
    resend();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.EMAIL_REQUIRED, INVOICE_MESSAGES.EMAIL_INVALID]));
    expect(resends()).toEqual([]);
    typeEmail(' zhangwei.resend@example.com ');
    resend();
    await waitFor(() => expect(resends()).toEqual([{ name: 'NEW_RELOAD_EMAIL', payload: { id: '9', email: 'zhangwei.resend@example.com' } }]));
    expect(await screen.findByText('每张发票的邮件最多可重新发送3次，还可发送 2 次')).toBeTruthy();
    expect(toasts).toHaveLength(2);
  });
});
