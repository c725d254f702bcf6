import type { BillingRunMonth } from '@hall/contract/console-finance/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import type { DownloadedFile } from '../../../../shared/api/downloaded-file.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 出账批次: the closed months with what the run billed and the numbers it has not (a failure
// stands out), a page further back on request, and one number's result of a month; the loading,
// failure (重试) and empty states.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const saved: DownloadedFile[] = [];
vi.mock('../../../../shared/lib/save-file.ts', () => ({ saveFile: (file: DownloadedFile) => saved.push(file) }));
const { calls } = staffStub;

const { BillingRunsPage } = await import('./billing-runs-page.tsx');

const month = (value: string, unbilledNumbers: number): BillingRunMonth => ({
  month: value,
  billedNumbers: 1200,
  chargedFen: 2_280_000,
  unbilledNumbers,
  firstRanAt: '2026-10-31T16:05:00.000Z',
  lastRanAt: '2026-10-31T16:35:00.000Z',
});

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  staffStub.answer = (name, payload) => {
    if (name === 'CONSOLE_BILLING_RUN_NUMBER') {
      return {
        phone: '170****0001',
        month: '202611',
        outcome: 'billed',
        chargedFen: 1900,
        ranAt: '2026-11-30T16:05:00.000Z',
        lines: [{ itemName: '套餐月费', amountFen: 1900 }],
        billTotalFen: 1900,
      };
    }
    return (payload as { page: number }).page === 1
      ? { months: [month('202611', 3), month('202610', 0)], hasMore: true }
      : { months: [month('202609', 0)], hasMore: false };
  };
});
beforeEach(() => {
  const answer = staffStub.answer;
  staffStub.answer = (name, payload) =>
    name === 'CONSOLE_EXPORT_BILLING_RUN' ? { fileName: '出账结果-20261201-20261204.csv', blob: new Blob(['\uFEFF表头\r\n']) } : answer(name, payload);
});
afterEach(cleanup);

describe('BillingRunsPage', () => {
  it('shows each month with the numbers not billed standing out, pages back, and one number’s result', async () => {
    renderConsolePage(<BillingRunsPage />);
    expect(await screen.findByRole('cell', { name: '2026年11月' })).toBeTruthy();
    expect(screen.getAllByText('22800.00')).toHaveLength(2);
    expect(screen.getByText('3')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('本网手机号'), { target: { value: '17012340001' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('已出账')).toBeTruthy();
    expect(screen.getByText('套餐月费')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ name: 'CONSOLE_BILLING_RUN_NUMBER', payload: { month: '202611', phone: '17012340001' } });

    fireEvent.click(screen.getByRole('button', { name: '更早的账期' }));
    expect(await screen.findByRole('cell', { name: '2026年9月' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '更早的账期' }).hasAttribute('disabled')).toBe(true));
  });

  it('offers 重试 after a failure, and says when there is no batch yet', async () => {
    let isDown = true;
    staffStub.answer = () => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return { months: [], hasMore: false };
    };
    renderConsolePage(<BillingRunsPage />);
    expect(screen.getByRole('status', { name: '正在加载出账批次' })).toBeTruthy();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无出账批次')).toBeTruthy();
  });

  it('exports the days chosen as the server’s file, and refuses a reversed range before sending', async () => {
    renderConsolePage(<BillingRunsPage />);
    fireEvent.change(await screen.findByLabelText('导出开始日期'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('导出结束日期'), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    expect(await screen.findByText('导出日期范围须在366天以内，且开始日期不晚于结束日期')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'CONSOLE_EXPORT_BILLING_RUN')).toEqual([]);
    fireEvent.change(screen.getByLabelText('导出开始日期'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['出账结果-20261201-20261204.csv']));
    expect(calls.filter((call) => call.name === 'CONSOLE_EXPORT_BILLING_RUN').map((call) => call.payload)).toEqual([{ from: '2026-12-01', to: '2026-12-04' }]);
  });
});
