import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import type { InvoiceTitle } from '@hall/contract/invoices/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /submitInvoice: a company title asks, in this order, for a chosen title, the invoice type, the
// title's name and taxpayer ID, and only then for the e-mail; a personal one for the e-mail alone.
// The first problem is the one toast; the unsent fields are kept for a visit to the titles.

const toasts: string[] = [];
const sent: { name: string; payload: unknown }[] = [];
let titles: InvoiceTitle[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'PERSONAL_DATA') {
      return { memberInfo: { contactEmail: '' }, mobilePhoneInfo: null };
    }
    return name === 'NEW_QUERY_USER' ? { list: titles } : { message: '发票申请已提交', invoiceId: '9', status: 1 };
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content), showSuccessToast: () => undefined }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { saveCheckedMonths, saveChosenTitleId, saveVerifiedNumber } = await import('../invoice-storage.ts');
const { SubmitInvoicePage } = await import('./submit-invoice-page.tsx');

const TITLE: InvoiceTitle = { id: '7', name: '广州星河科技有限公司', tin: '91440101MA5XINGHE1', address: '广州', tel: '', bankName: '', bankAccount: '' };

beforeEach(() => {
  toasts.length = 0;
  sent.length = 0;
  titles = [TITLE];
  localStorage.clear();
  sessionStorage.clear();
  saveVerifiedNumber('17012340001', 'user-1');
  saveCheckedMonths([
    { id: '11', feeMonth: '202405', feeAmount: 5000 },
    { id: '12', feeMonth: '202406', feeAmount: 3000 },
  ]);
});
afterEach(cleanup);

const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '接收邮箱' });
const typeEmail = (value: string) => fireEvent.change(emailField(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));
const sentInvoices = () => sent.filter((call) => call.name === 'NEW_SEND_INVOICE');

describe('/submitInvoice', () => {
  it('asks a personal title for the e-mail, then sends the months with the trimmed address', async () => {
    renderInApp(<SubmitInvoicePage />);
    submit();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.EMAIL_REQUIRED]));
    typeEmail('not-an-email');
    submit();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.EMAIL_REQUIRED, INVOICE_MESSAGES.EMAIL_INVALID]));
    expect(sentInvoices()).toEqual([]);
    typeEmail(' zhangwei@example.com ');
    submit();
    await waitFor(() => expect(sentInvoices()).toEqual([{ name: 'NEW_SEND_INVOICE', payload: { ids: '11,12', type: 0, email: 'zhangwei@example.com' } }]));
    expect(toasts).toHaveLength(2);
  });

  it('asks a company title chosen on the page for the title and the invoice type before the e-mail', async () => {
    renderInApp(<SubmitInvoicePage />);
    fireEvent.click(screen.getByText('单位'));
    submit();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.COMPANY_REQUIRED]));
    expect(localStorage.getItem('selectFlag')).toBe('1');
    typeEmail('finance@example.com');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('invoiceDraft') ?? '{}')).toEqual({ invoiceType: '', email: 'finance@example.com' }));
    expect(sentInvoices()).toEqual([]);
  });

  it('with a chosen title asks for the invoice type, then the e-mail, and sends the title', async () => {
    localStorage.setItem('selectFlag', '1');
    saveChosenTitleId(TITLE.id);
    renderInApp(<SubmitInvoicePage />);
    expect(await screen.findByText(TITLE.name)).toBeTruthy();
    submit();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.INVOICE_TYPE_REQUIRED]));
    fireEvent.click(screen.getByText('电子发票（增值税专用发票）'));
    submit();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.INVOICE_TYPE_REQUIRED, INVOICE_MESSAGES.EMAIL_REQUIRED]));
    typeEmail('finance@example.com');
    submit();
    await waitFor(() => expect(sentInvoices()).toHaveLength(1));
    expect(sentInvoices()[0]?.payload).toEqual({
      ids: '11,12',
      type: 1,
      email: 'finance@example.com',
      tinId: '7',
      invoiceType: '81',
      name: TITLE.name,
      tin: TITLE.tin,
      address: '广州',
      tel: '',
      bankName: '',
      bankAccount: '',
    });
  });

  it.each([
    { missing: 'name', title: { ...TITLE, name: '', tin: '' }, message: INVOICE_MESSAGES.COMPANY_NAME_REQUIRED },
    { missing: 'taxpayer ID', title: { ...TITLE, tin: '' }, message: INVOICE_MESSAGES.COMPANY_TIN_REQUIRED },
  ])('refuses a chosen title without its $missing after the invoice type, before the e-mail', async ({ title, message }) => {
    localStorage.setItem('selectFlag', '1');
    saveChosenTitleId(TITLE.id);
    titles = [title];
    renderInApp(<SubmitInvoicePage />);
    expect(await screen.findByText('税号：')).toBeTruthy();
    submit();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.INVOICE_TYPE_REQUIRED]));
    fireEvent.click(screen.getByText('电子发票（普通发票）'));
    submit();
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.INVOICE_TYPE_REQUIRED, message]));
    expect(sentInvoices()).toEqual([]);
  });
});
