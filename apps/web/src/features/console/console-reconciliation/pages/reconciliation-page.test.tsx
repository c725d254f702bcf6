import type { ReconciliationMismatch, ReconciliationRun } from '@hall/contract/console-reconciliation/schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 财务对账: the days with their status and totals (retry on failure, an empty state), a day's
// mismatches in Chinese with both amounts, a rerun after confirmation, and the days the schedule
// gave up on (未能对账) first, with a retry now.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { ReconciliationPage } = await import('./reconciliation-page.tsx');

const run = (billDate: string, fields: Partial<ReconciliationRun>): ReconciliationRun => ({
  billDate,
  status: 'matched',
  attempts: 1,
  lastError: '',
  retryAt: '',
  billSha1: 'b3f1d0e5a6c7b8a9d0e1f2a3b4c5d6e7f8a9b0c1',
  lineCount: 12,
  paidTotalFen: 123_456,
  refundTotalFen: 0,
  mismatchCount: 0,
  startedAt: '2026-11-24T02:00:00.000Z',
  finishedAt: '2026-11-24T02:00:03.000Z',
  ...fields,
});
const MISMATCHED = run('2026-11-23', { status: 'mismatched', mismatchCount: 2 });
const FAILED = run('2026-11-22', {
  status: 'failed',
  attempts: 3,
  lastError: '账单尚未生成（NO_STATEMENT_EXIST），稍后重试',
  retryAt: '2026-11-24T03:00:00.000Z',
  lineCount: 0,
});
const FLAGGED = run('2026-09-01', {
  status: 'flagged',
  attempts: 48,
  lastError: '账单尚未生成（NO_STATEMENT_EXIST），稍后重试',
  lineCount: 0,
  paidTotalFen: 0,
});
const MISMATCHES: ReconciliationMismatch[] = [
  { kind: 'missing_here', outTradeNo: 'R20261123000001', transactionId: '4200001', ourFen: null, wechatFen: 3000 },
  { kind: 'amount_differs', outTradeNo: 'W2026112300000101', transactionId: '4200002', ourFen: 5000, wechatFen: 4999 },
];

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name) => {
    if (name === 'CONSOLE_RECONCILIATION_DAY') {
      return { run: MISMATCHED, mismatches: MISMATCHES };
    }
    if (name === 'CONSOLE_RERUN_RECONCILIATION') {
      return { run: MISMATCHED };
    }
    return { list: [MISMATCHED, FAILED] };
  };
});
afterEach(cleanup);

describe('ReconciliationPage', () => {
  it('offers a retry when the list fails, then lists each day with its status, totals and retry note', async () => {
    let isDown = true;
    const answer = staffStub.answer;
    staffStub.answer = (name, payload) => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return answer(name, payload);
    };
    renderConsolePage(<ReconciliationPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('2026-11-23')).toBeTruthy();
    expect(screen.getByText('有差异')).toBeTruthy();
    expect(screen.getAllByText('¥1234.56')).toHaveLength(2);
    expect(screen.getByText('失败，待重试')).toBeTruthy();
    expect(screen.getByText(/NO_STATEMENT_EXIST.*自动重试/)).toBeTruthy();
  });

  it('says when no day has been reconciled yet', async () => {
    staffStub.answer = () => ({ list: [] });
    renderConsolePage(<ReconciliationPage />);
    expect(await screen.findByText(/暂无对账记录/)).toBeTruthy();
  });

  it("shows a day's mismatches in Chinese with the order number and both amounts", async () => {
    renderConsolePage(<ReconciliationPage />);
    const row = (await screen.findByText('2026-11-23')).closest('tr');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: '查看差异' }));
    expect(await screen.findByText('R20261123000001')).toBeTruthy();
    expect(screen.getByText('微信已收款，本系统未支付或无此订单')).toBeTruthy();
    expect(screen.getByText('金额不一致')).toBeTruthy();
    expect(screen.getByText('¥50.00')).toBeTruthy();
    expect(screen.getByText('¥49.99')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'CONSOLE_RECONCILIATION_DAY').map((call) => call.payload)).toEqual([{ billDate: '2026-11-23' }]);
  });

  it('says a day without mismatches matched', async () => {
    staffStub.answer = (name) => (name === 'CONSOLE_RECONCILIATION_DAY' ? { run: run('2026-11-21', {}), mismatches: [] } : { list: [run('2026-11-21', {})] });
    renderConsolePage(<ReconciliationPage />);
    fireEvent.click(await screen.findByRole('button', { name: '查看差异' }));
    expect(await screen.findByText('该日账单与本系统记录一致，无差异')).toBeTruthy();
  });

  it('shows a day the schedule gave up on as 未能对账, first, with its last error and attempts, and retries it now', async () => {
    staffStub.answer = (name) => (name === 'CONSOLE_RERUN_RECONCILIATION' ? { run: run('2026-09-01', {}) } : { list: [FLAGGED, MISMATCHED, FAILED] });
    renderConsolePage(<ReconciliationPage />);
    expect(await screen.findByText('1天未能对账')).toBeTruthy();
    const rows = screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);
    const flaggedRow = rows[0] as HTMLElement;
    expect(within(flaggedRow).getByText('2026-09-01')).toBeTruthy();
    expect(within(flaggedRow).getByText('未能对账')).toBeTruthy();
    expect(within(flaggedRow).getByText('48')).toBeTruthy();
    expect(within(flaggedRow).getByText(/已尝试48次仍未能对账.*NO_STATEMENT_EXIST/)).toBeTruthy();
    // Only the flagged day offers 立即重试; the others a rerun.
    expect(screen.getAllByRole('button', { name: '立即重试' })).toHaveLength(1);

    fireEvent.click(within(flaggedRow).getByRole('button', { name: '立即重试' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('2026-09-01 已重新对账，结果见列表')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'CONSOLE_RERUN_RECONCILIATION').map((call) => call.payload)).toEqual([{ billDate: '2026-09-01' }]);
  });

  it('reruns a day after confirmation', async () => {
    renderConsolePage(<ReconciliationPage />);
    const row = (await screen.findByText('2026-11-22')).closest('tr');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: '重新对账' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('2026-11-22 已重新对账，结果见列表')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'CONSOLE_RERUN_RECONCILIATION').map((call) => call.payload)).toEqual([{ billDate: '2026-11-22' }]);
  });
});
