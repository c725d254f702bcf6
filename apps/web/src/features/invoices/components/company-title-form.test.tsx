import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import type { InvoiceTitle } from '@hall/contract/invoices/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The company title form: the name, then the taxpayer ID (upper-cased as typed) are required, the
// first missing one is the one toast; the title is saved with trimmed fields and the ID unspaced.

const toasts: string[] = [];
const sent: { name: string; payload: unknown }[] = [];
const saved: InvoiceTitle[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: Record<string, string>) => {
    sent.push({ name, payload });
    return { ...payload, id: payload.id || '8' };
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CompanyTitleForm } = await import('./company-title-form.tsx');

beforeEach(() => {
  toasts.length = 0;
  sent.length = 0;
  saved.length = 0;
});
afterEach(cleanup);

function renderForm(initial: Parameters<typeof CompanyTitleForm>[0]['initial']) {
  renderInApp(<CompanyTitleForm isVisible userId="user-1" initial={initial} onClose={() => undefined} onSaved={(title) => saved.push(title)} />);
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (form: HTMLElement, label: string) => within(form).getByRole<HTMLInputElement>('textbox', { name: label });
const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(field(form, label), { target: { value } });

describe('the company title form', () => {
  it('asks for the name, then the taxpayer ID, and adds the title with the fields trimmed', async () => {
    renderForm({ name: '星河科技' });
    const form = dialog('添加公司信息');
    expect(field(form, '公司名称').value).toBe('星河科技');
    type(form, '公司名称', '  ');
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.TITLE_NAME_REQUIRED]));
    type(form, '公司名称', ' 广州星河科技有限公司 ');
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.TITLE_NAME_REQUIRED, INVOICE_MESSAGES.TITLE_TIN_REQUIRED]));
    expect(sent).toEqual([]);

    type(form, '纳税人识别号', '91440101ma5 xinghe1');
    expect(field(form, '纳税人识别号').value).toBe('91440101MA5 XINGHE1');
    type(form, '地址', ' 广州市天河区 ');
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent).toEqual([
      {
        name: 'NEW_ADD_INVOICEUSER',
        payload: {
          userId: 'user-1',
          id: '',
          name: '广州星河科技有限公司',
          tin: '91440101MA5XINGHE1',
          address: '广州市天河区',
          tel: '',
          bankName: '',
          bankAccount: '',
        },
      },
    ]);
    expect(toasts).toHaveLength(2);
  });

  it('edits a title from its saved fields', async () => {
    renderForm({ id: '3', name: '深圳云帆贸易有限公司', tin: '91440300MA5CLOUD01', address: '', tel: '0755-1', bankName: '', bankAccount: '' });
    const form = dialog('编辑公司信息');
    type(form, '开户银行', '招商银行深圳分行');
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.payload).toEqual({
      userId: 'user-1',
      id: '3',
      name: '深圳云帆贸易有限公司',
      tin: '91440300MA5CLOUD01',
      address: '',
      tel: '0755-1',
      bankName: '招商银行深圳分行',
      bankAccount: '',
    });
    expect(toasts).toEqual([]);
  });
});
