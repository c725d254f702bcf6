import type { FinanceDebt } from '@hall/contract/console-finance/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import type { DownloadedFile } from '../../../../shared/api/downloaded-file.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 欠款: what is owed is read first, with the total still owed; each number, shown masked, links to
// its record (号码档案), where it is written off; a failure offers 重试; an empty list says so.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const saved: DownloadedFile[] = [];
vi.mock('../../../../shared/lib/save-file.ts', () => ({ saveFile: (file: DownloadedFile) => saved.push(file) }));
const { calls } = staffStub;

const { DebtsPage } = await import('./debts-page.tsx');

const owed: FinanceDebt = {
  id: 7,
  phone: '17012340003',
  amountFen: 4250,
  cause: 'arrearsCancellation',
  causeText: '欠费销户',
  status: 'owed',
  createdAt: '2026-11-26T02:05:00.000Z',
  writtenOffAt: null,
  writtenOffBy: null,
  writeOffReason: null,
};
const writtenOff: FinanceDebt = {
  ...owed,
  id: 8,
  status: 'writtenOff',
  writtenOffAt: '2026-11-27T02:05:00.000Z',
  writtenOffBy: '系统管理员',
  writeOffReason: '无法联系机主',
};

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  staffStub.answer = (_name, payload) =>
    (payload as { status: string }).status === 'writtenOff'
      ? { total: 1, totalOwedFen: 4250, list: [writtenOff] }
      : { total: 1, totalOwedFen: 4250, list: [owed] };
});
beforeEach(() => {
  const answer = staffStub.answer;
  staffStub.answer = (name, payload) =>
    name === 'CONSOLE_EXPORT_DEBTS' ? { fileName: '欠款-未结清-20261201-20261204.csv', blob: new Blob(['\uFEFF表头\r\n']) } : answer(name, payload);
});
afterEach(cleanup);

const renderPage = () =>
  renderConsolePage(
    <MemoryRouter>
      <DebtsPage />
    </MemoryRouter>,
  );

describe('DebtsPage', () => {
  it('lists what is owed with the total, each number linking to its record; then the written-off ones with who and why', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: '查看 170****0003 的号码档案' });
    expect(link.getAttribute('href')).toBe('/console/numbers?phone=17012340003');
    expect(screen.getByText('未结清欠款合计 42.50 元')).toBeTruthy();
    expect(screen.getByText('欠费销户')).toBeTruthy();
    expect(calls[0]?.payload).toEqual({ status: 'owed', phone: '', page: 1 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '欠款状态' }));
    fireEvent.click(await screen.findByTitle('已核销'));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('无法联系机主')).toBeTruthy();
    expect(screen.getByText('系统管理员')).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.payload).toEqual({ status: 'writtenOff', phone: '', page: 1 }));
  });

  it('offers 重试 after a failure, and says when nothing is owed', async () => {
    let isDown = true;
    staffStub.answer = () => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return { total: 0, totalOwedFen: 0, list: [] };
    };
    renderPage();
    expect(screen.getByRole('status', { name: '正在加载欠款' })).toBeTruthy();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无未结清的欠款')).toBeTruthy();
  });

  it('exports the days chosen as the server’s file, and refuses a reversed range before sending', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('导出开始日期'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('导出结束日期'), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    expect(await screen.findByText('导出日期范围须在366天以内，且开始日期不晚于结束日期')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'CONSOLE_EXPORT_DEBTS')).toEqual([]);
    fireEvent.change(screen.getByLabelText('导出开始日期'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['欠款-未结清-20261201-20261204.csv']));
    expect(calls.filter((call) => call.name === 'CONSOLE_EXPORT_DEBTS').map((call) => call.payload)).toEqual([
      { status: 'owed', phone: '', from: '2026-12-01', to: '2026-12-04' },
    ]);
  });
});
