import type { OperationOutput } from '@hall/contract/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import type { DownloadedFile } from '../../../../shared/api/downloaded-file.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 佣金: each offer's rule, set in yuan and percent and sent in fen and basis points, a share without
// its months refused in the server's words before anything is sent; a dealer's month with its
// totals and pages; the export saved as the server's file; a failed read offers 重试.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const saved: DownloadedFile[] = [];
vi.mock('../../../../shared/lib/save-file.ts', () => ({ saveFile: (file: DownloadedFile) => saved.push(file) }));
const { calls } = staffStub;

const { CommissionPage } = await import('./commission-page.tsx');

const RULES: OperationOutput<'CONSOLE_COMMISSION_RULES'> = {
  list: [
    {
      offerId: '1354262',
      offerName: '大王卡19元套餐',
      isOnSale: true,
      rule: { id: 3, oneOffFen: 3000, shareBp: 550, shareMonths: 6, effectiveFrom: '2026-11-02T01:00:00.000Z' },
      versions: 2,
    },
    { offerId: '1354022', offerName: '日租卡', isOnSale: false, rule: null, versions: 0 },
  ],
};

const DEALERS = {
  list: [
    {
      id: 'D1001',
      mainId: 'D1001',
      name: '城东营业厅',
      payKind: 1,
      fundPoolFen: 0,
      alertMobile: '',
      alertThresholdFen: 0,
      isDisabled: false,
      agentCount: 2,
      stock: {},
    },
  ],
};

const statementPage = (page: number): OperationOutput<'CONSOLE_COMMISSION_STATEMENT'> => ({
  dealerName: '城东营业厅',
  month: '202612',
  currentMonth: '202612',
  hasMore: page === 1,
  totals: { activationFen: 3000, shareFen: 110, clawbackFen: -1000, netFen: 2110 },
  entries: [
    {
      id: page,
      createdAt: '2026-12-01T02:00:00.000Z',
      kind: page === 1 ? 'activation' : 'clawback',
      recordNumber: `K2026120100${page}`,
      phone: '166****0020',
      workNo: 'A10001',
      billMonth: '',
      amountFen: page === 1 ? 3000 : -3000,
    },
  ],
});

const sent = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  staffStub.answer = (name, payload) => {
    switch (name) {
      case 'CONSOLE_COMMISSION_RULES':
        return RULES;
      case 'CONSOLE_DEALERS':
        return DEALERS;
      case 'CONSOLE_SET_COMMISSION_RULE':
        return { rule: { id: 4, ...(payload as object), effectiveFrom: '2026-12-04T02:00:00.000Z' } };
      case 'CONSOLE_COMMISSION_STATEMENT':
        return statementPage((payload as { page: number }).page);
      case 'CONSOLE_COMMISSION_EXPORT':
        return { fileName: '佣金明细-全部渠道-20261201-20261204.csv', blob: new Blob(['时间\r\n']) };
      default:
        throw new Error(`unexpected ${name}`);
    }
  };
});
afterEach(cleanup);

describe('CommissionPage', () => {
  it('lists each offer’s rule and saves a new one in fen and basis points', async () => {
    renderConsolePage(<CommissionPage />);
    const row = (await screen.findByText('大王卡19元套餐')).closest('tr')!;
    expect(within(row).getByText('30.00')).toBeTruthy();
    expect(within(row).getByText('5.5%，前6个月')).toBeTruthy();
    expect(within(screen.getByText('日租卡').closest('tr')!).getByText('未设置')).toBeTruthy();
    expect(screen.getByText('已下架')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '设置 日租卡 的佣金规则' }));
    fireEvent.change(await screen.findByLabelText('开户奖励（元）'), { target: { value: '25.5' } });
    fireEvent.change(screen.getByLabelText('话费分成比例（%）'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('分成月数'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('CONSOLE_SET_COMMISSION_RULE')).toEqual([{ offerId: '1354022', oneOffFen: 2550, shareBp: 300, shareMonths: 3 }]));
  }, 20_000);

  it('refuses a share without its months, and months without a share, before sending anything', async () => {
    renderConsolePage(<CommissionPage />);
    fireEvent.click(await screen.findByRole('button', { name: '设置 日租卡 的佣金规则' }));
    fireEvent.change(await screen.findByLabelText('话费分成比例（%）'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('分成月数须为1至12个月')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('话费分成比例（%）'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('分成月数'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('未设置分成比例时分成月数须为0')).toBeTruthy();
    expect(sent('CONSOLE_SET_COMMISSION_RULE')).toEqual([]);
  }, 20_000);

  it('shows a dealer’s month with its totals, page by page', async () => {
    renderConsolePage(<CommissionPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '渠道月结' }));
    expect(await screen.findByText('请选择渠道查看其月度佣金')).toBeTruthy();
    expect(sent('CONSOLE_COMMISSION_STATEMENT')).toEqual([]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '选择渠道' }));
    fireEvent.click(await screen.findByTitle('城东营业厅（D1001）'));
    expect(await screen.findByText('城东营业厅 · 2026年12月')).toBeTruthy();
    expect(screen.getByText('K20261201001')).toBeTruthy();
    expect(screen.getByText('21.10 元')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('K20261201002')).toBeTruthy();
    expect(sent('CONSOLE_COMMISSION_STATEMENT').at(-1)).toMatchObject({ dealerId: 'D1001', page: 2 });
  }, 20_000);

  it('saves the export as the server’s file, for every dealer unless one is chosen', async () => {
    renderConsolePage(<CommissionPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '导出明细' }));
    fireEvent.change(await screen.findByLabelText('导出开始日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('导出结束日期'), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['佣金明细-全部渠道-20261201-20261204.csv']));
    expect(sent('CONSOLE_COMMISSION_EXPORT')).toEqual([{ dealerId: '', from: '2026-12-01', to: '2026-12-04' }]);

    fireEvent.change(screen.getByLabelText('导出开始日期'), { target: { value: '2026-12-05' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    expect(await screen.findByText('导出日期范围须在366天以内，且开始日期不晚于结束日期')).toBeTruthy();
    expect(sent('CONSOLE_COMMISSION_EXPORT')).toHaveLength(1);
  }, 20_000);

  it('offers 重试 when the rules fail to load', async () => {
    let isDown = true;
    const answer = staffStub.answer;
    staffStub.answer = (name, payload) => {
      if (isDown && name === 'CONSOLE_COMMISSION_RULES') {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return answer(name, payload);
    };
    renderConsolePage(<CommissionPage />);
    expect(screen.getByRole('status', { name: '正在加载佣金规则' })).toBeTruthy();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('大王卡19元套餐')).toBeTruthy();
  });
});
