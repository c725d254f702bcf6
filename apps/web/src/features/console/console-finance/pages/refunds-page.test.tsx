import type { FinanceRefund } from '@hall/contract/console-finance/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import type { DownloadedFile } from '../../../../shared/api/downloaded-file.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 退款: 待退款 is read first, with its loading, failure (重试) and empty states; an export goes to
// the browser's downloads; 批量登记已退款 sends the selected refunds with the bank reference once
// and lists the ones the server skipped with why.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const downloaded: DownloadedFile[] = [];
vi.mock('../../../../shared/lib/save-file.ts', () => ({ saveFile: (file: DownloadedFile) => downloaded.push(file) }));
const { calls } = staffStub;

const { RefundsPage } = await import('./refunds-page.tsx');

const refund = (id: number, amountFen: number): FinanceRefund => ({
  id,
  phone: `170****000${id}`,
  amountFen,
  bankCardTail: '5678',
  status: 'pending',
  createdAt: '2026-11-26T02:05:00.000Z',
  paidAt: null,
  paidReference: null,
  paidBy: null,
});

let list: FinanceRefund[];

beforeEach(() => {
  calls.length = 0;
  downloaded.length = 0;
  list = [refund(1, 3200), refund(2, 1800)];
  staffStub.answer = (name, payload) => {
    if (name === 'CONSOLE_EXPORT_REFUNDS') {
      return { fileName: '退款-待退款-20261201-20261203.csv', blob: new Blob(['退费编号\r\n']) };
    }
    if (name === 'CONSOLE_REFUNDS_PAID') {
      const { refundIds } = payload as { refundIds: number[] };
      list = [];
      return {
        paid: refundIds.filter((id) => id === 1).map((id) => ({ ...refund(id, 3200), status: 'paid' })),
        skipped: refundIds.filter((id) => id !== 1).map((id) => ({ id, reason: 'alreadyPaid' })),
      };
    }
    return { total: list.length, totalAmountFen: list.reduce((sum, item) => sum + item.amountFen, 0), list };
  };
});
afterEach(cleanup);

describe('RefundsPage', () => {
  it('names the loading, shows a failure with 重试, then says when nothing is waiting', async () => {
    let isDown = true;
    list = [];
    const answer = staffStub.answer;
    staffStub.answer = (name, payload) => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return answer(name, payload);
    };
    renderConsolePage(<RefundsPage />);
    expect(screen.getByRole('status', { name: '正在加载退款' })).toBeTruthy();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无符合条件的退款')).toBeTruthy();
    expect(calls[0]).toEqual({ name: 'CONSOLE_REFUNDS', payload: { status: 'pending', phone: '', from: '', to: '', page: 1 } });
  });

  it('shows the refunds waiting with the card by its last 4 and the total, and exports the range searched as the server’s file', async () => {
    renderConsolePage(<RefundsPage />);
    expect(await screen.findByText('170****0001')).toBeTruthy();
    expect(screen.getAllByText('尾号5678')).toHaveLength(2);
    expect(screen.getByText('共 2 笔，合计 50.00 元')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出CSV' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-12-03' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '导出CSV' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(downloaded.map((file) => file.fileName)).toEqual(['退款-待退款-20261201-20261203.csv']));
    expect(calls.find((call) => call.name === 'CONSOLE_EXPORT_REFUNDS')?.payload).toEqual({
      status: 'pending',
      phone: '',
      from: '2026-12-01',
      to: '2026-12-03',
    });
  });

  it('records the selected refunds as paid by one bank reference, and lists those skipped with why', async () => {
    renderConsolePage(<RefundsPage />);
    await screen.findByText('170****0001');
    const batchButton = screen.getByRole('button', { name: '批量登记已退款' });
    expect(batchButton.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('选择退费编号 1'));
    fireEvent.click(screen.getByLabelText('选择退费编号 2'));
    expect(await screen.findByText('已选 2 笔，合计 50.00 元')).toBeTruthy();
    fireEvent.click(batchButton);
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('银行流水号'), { target: { value: ' BOC-BATCH-1 ' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认登记' }));
    await waitFor(() => expect(calls.filter((call) => call.name === 'CONSOLE_REFUNDS_PAID')).toHaveLength(1));
    expect(calls.find((call) => call.name === 'CONSOLE_REFUNDS_PAID')?.payload).toEqual({ refundIds: [1, 2], reference: 'BOC-BATCH-1' });
    expect(await screen.findByText('已登记 1 笔退款，1 笔未登记')).toBeTruthy();
    expect(screen.getByText('退费编号 2：已登记退款，未重复登记')).toBeTruthy();
  });
});
