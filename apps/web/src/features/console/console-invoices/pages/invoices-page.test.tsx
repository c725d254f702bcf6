import type { ConsoleInvoice } from '@hall/contract/console-invoices/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 发票管理: a number's invoices with the platform's state, the red invoice's number once reversed,
// and the 红冲 action only for admins, which needs a reason.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { InvoicesPage } = await import('./invoices-page.tsx');

const ISSUED: ConsoleInvoice = {
  id: 7,
  phone: '170****0001',
  months: '202609,202610',
  amountFen: 11950,
  invoiceType: '82',
  buyerName: '张*',
  state: 'issued',
  invoiceNumber: '26110300000000000007',
  issuedAt: '2026-11-03T02:00:00.000Z',
  errMsg: '',
  reversalReason: '',
  redInvoiceNumber: '',
  reversedAt: '',
  createdAt: '2026-11-03T01:59:00.000Z',
  mailState: 'sent',
  mailError: '',
};
const REVERSED: ConsoleInvoice = {
  ...ISSUED,
  id: 5,
  months: '202608',
  state: 'reversed',
  invoiceNumber: '26100100000000000005',
  reversalReason: '抬头开错',
  redInvoiceNumber: '26110400000000000099',
  reversedAt: '2026-11-04T02:00:00.000Z',
};
const MAIL_GIVEN_UP: ConsoleInvoice = {
  ...ISSUED,
  id: 3,
  months: '202607',
  invoiceNumber: '26090100000000000003',
  mailState: 'failed',
  mailError: '550 mailbox unavailable',
};

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name) => {
    switch (name) {
      case 'CONSOLE_REVERSE_INVOICE':
        return { message: 'ok', invoice: { ...ISSUED, state: 'reversing' } };
      case 'CONSOLE_RESEND_INVOICE':
        return { message: '发票邮件已重发至客户预留邮箱', invoice: { ...MAIL_GIVEN_UP, mailState: 'sent', mailError: '' } };
      default:
        return { list: [ISSUED, REVERSED, MAIL_GIVEN_UP] };
    }
  };
});
afterEach(cleanup);

async function search(phone: string) {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
  await screen.findByText(ISSUED.invoiceNumber);
}

describe('InvoicesPage', () => {
  it('shows each invoice with its state, and a reversed one as 已红冲 with the red number and the reason', async () => {
    renderConsolePage(<InvoicesPage />);
    await search('17012340001');
    expect(calls).toEqual([{ name: 'CONSOLE_INVOICES', payload: { phone: '17012340001' } }]);
    expect(screen.getAllByText('已开票')).toHaveLength(2);
    expect(screen.getByText('已红冲')).toBeTruthy();
    expect(screen.getByText(REVERSED.redInvoiceNumber)).toBeTruthy();
    expect(screen.getByText('抬头开错')).toBeTruthy();
    expect(screen.getByText('2026年09月、2026年10月')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '红冲' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重发邮件' })).toBeNull();
  });

  it('shows whether the invoice mail went out, and why one was given up', async () => {
    renderConsolePage(<InvoicesPage />);
    await search('17012340001');
    expect(screen.getAllByText('已发送')).toHaveLength(2);
    expect(screen.getByText('发送失败')).toBeTruthy();
    expect(screen.getByText('邮件发送失败：550 mailbox unavailable，用户可在发票列表重新发送，客服可重发邮件')).toBeTruthy();
  });

  it('lets an admin reverse an issued invoice with a reason, then reads the list again', async () => {
    renderConsolePage(<InvoicesPage canReverse />);
    await search('17012340001');
    const reverseButtons = screen.getAllByRole('button', { name: '红冲' });
    expect(reverseButtons).toHaveLength(2);
    fireEvent.click(reverseButtons[0] as HTMLElement);
    const submit = await screen.findByRole('button', { name: '提交红冲' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('红冲原因'), { target: { value: ' 抬头开错，用户要求重开 ' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'CONSOLE_REVERSE_INVOICE')).toEqual([
        { name: 'CONSOLE_REVERSE_INVOICE', payload: { id: 7, reason: '抬头开错，用户要求重开' } },
      ]),
    );
    await waitFor(() => expect(calls.filter((call) => call.name === 'CONSOLE_INVOICES')).toHaveLength(2));
  });

  it('lets customer service mail an issued invoice again with a reason, and says how it went', async () => {
    renderConsolePage(<InvoicesPage canResend />);
    await search('17012340001');
    expect(screen.queryByRole('button', { name: '红冲' })).toBeNull();
    const resendButtons = screen.getAllByRole('button', { name: '重发邮件' });
    expect(resendButtons).toHaveLength(2);
    fireEvent.click(resendButtons[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '重发发票邮件' });
    expect(within(dialog).getByText(MAIL_GIVEN_UP.invoiceNumber)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: '重发邮件' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('重发原因'), { target: { value: '客户来电称未收到' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'CONSOLE_RESEND_INVOICE').map((call) => call.payload)).toEqual([{ id: 3, reason: '客户来电称未收到' }]),
    );
    expect(await screen.findByText('发票邮件已重发至客户预留邮箱')).toBeTruthy();
  });
});
