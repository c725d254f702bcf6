import type { AgentRow, DealerRow } from '@hall/contract/console-dealers/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import type { DownloadedFile } from '../../../../shared/api/downloaded-file.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The dealers page: a failed load offers a retry; an empty list says what to do; a new dealer's
// fields are checked before sending; a new agent's generated password is shown once with a copy
// button; a stock import with problems lists them by line; a narrow window scrolls the table
// rather than wrapping the dealer name a character a line.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const saved: DownloadedFile[] = [];
vi.mock('../../../../shared/lib/save-file.ts', () => ({ saveFile: (file: DownloadedFile) => saved.push(file) }));
const { calls } = staffStub;

const { DealersPage } = await import('./dealers-page.tsx');

const DEALER: DealerRow = {
  id: 'D1001',
  mainId: 'DM100',
  name: '星海通讯天河店',
  payKind: 2,
  fundPoolFen: 500_000,
  alertMobile: '',
  alertThresholdFen: 0,
  isDisabled: false,
  agentCount: 1,
  stock: { available: 12, locked: 1, opened: 3 },
};
const AGENT: AgentRow = {
  workNo: 'A10001',
  name: '赵敏',
  mobile: '13800001001',
  channel: '星海通讯天河店',
  defaultSaleKind: 1,
  isDisabled: false,
  role: 'agent',
};

let dealers: DealerRow[];
let failuresLeft: number;

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  dealers = [DEALER];
  failuresLeft = 0;
  staffStub.answer = (name, payload) => {
    switch (name) {
      case 'CONSOLE_DEALER_AGENTS':
        return { list: [AGENT] };
      case 'CONSOLE_CREATE_AGENT':
        return { workNo: (payload as { workNo: string }).workNo, password: 'Xy7kPq3mNa9w' };
      case 'CONSOLE_DEALER_STOCK':
        return { counts: DEALER.stock, list: [], offers: [{ id: '1354262', name: '大王卡19元套餐', systemId: 7 }] };
      case 'CONSOLE_OPENINGS_EXPORT':
        return { fileName: '渠道开户-D1001-20261201-20261204.csv', blob: new Blob(['开卡单号\r\n']) };
      case 'CONSOLE_FUND_POOL_EXPORT':
        return { fileName: '资金池流水-全部渠道-20261201-20261204.csv', blob: new Blob(['时间\r\n']) };
      case 'CONSOLE_IMPORT_STOCK':
        return {
          importedCount: 0,
          problemCount: 2,
          problems: [
            { line: 2, message: '卡号(ICCID)须为19-20位字母或数字' },
            { line: 3, message: '手机号已在库存中' },
          ],
        };
      default:
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new ApiError(0, '网络异常，请稍后重试');
        }
        return { list: dealers };
    }
  };
});
afterEach(() => cleanup());

const sent = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);

describe('DealersPage', () => {
  it('shows a failed load with a retry, then each dealer with its pool, agents and stock', async () => {
    failuresLeft = 1;
    renderConsolePage(<DealersPage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('星海通讯天河店')).toBeTruthy();
    expect(screen.getByText('¥5000.00')).toBeTruthy();
    expect(screen.getByText('12 / 1 / 3')).toBeTruthy();
    // The pay kind column names the fund pool beside the column of that name.
    // (The scrolling table's hidden measure row repeats the titles; it is not counted.)
    expect(screen.getAllByText('资金池').filter((element) => !element.closest('.ant-table-measure-row'))).toHaveLength(2);
  });

  it('keeps the dealer name on one line: the name column has a minimum width and the table scrolls instead', async () => {
    renderConsolePage(<DealersPage />);
    await screen.findByText('星海通讯天河店');
    const table = document.querySelector('table') as HTMLTableElement;
    const headers = [...table.querySelectorAll('thead th')].map((header) => header.textContent);
    const nameColumn = table.querySelectorAll('colgroup col')[headers.indexOf('名称')] as HTMLElement;
    expect(nameColumn.style.minWidth).toBe('160px');
    expect(table.style.width).toBe('max-content');
    expect(table.parentElement?.style.overflowX).toBe('auto');
  });

  it('says how to start while there are no dealers', async () => {
    dealers = [];
    renderConsolePage(<DealersPage />);
    expect(await screen.findByText('还没有渠道，请新增渠道后为其添加工号和号卡库存')).toBeTruthy();
  });

  it('checks a new dealer before sending it', async () => {
    renderConsolePage(<DealersPage />);
    fireEvent.click(await screen.findByRole('button', { name: '新增渠道' }));
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.change(drawer.getByLabelText('渠道编号'), { target: { value: 'D 7' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await drawer.findByText('只能包含字母、数字、-和_')).toBeTruthy();
    expect(await drawer.findByText('请填写渠道名称')).toBeTruthy();
    expect(sent('CONSOLE_CREATE_DEALER')).toEqual([]);
    fireEvent.change(drawer.getByLabelText('渠道编号'), { target: { value: 'D7001' } });
    fireEvent.change(drawer.getByLabelText('主渠道编号'), { target: { value: 'DM700' } });
    fireEvent.change(drawer.getByLabelText('渠道名称'), { target: { value: '新渠道' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('CONSOLE_CREATE_DEALER')).toEqual([{ id: 'D7001', mainId: 'DM700', name: '新渠道', payKind: 2 }]));
  });

  it('sets the low-balance alert on 编辑渠道: a threshold in yuan needs a mobile, and goes in fen', async () => {
    renderConsolePage(<DealersPage />);
    expect(await screen.findByText('未设置')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.change(drawer.getByLabelText('余额提醒金额'), { target: { value: '1000.5' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await drawer.findByText('设置了提醒金额，请填写提醒手机号')).toBeTruthy();
    expect(sent('CONSOLE_UPDATE_DEALER')).toEqual([]);
    fireEvent.change(drawer.getByLabelText('提醒手机号'), { target: { value: '13900009876' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent('CONSOLE_UPDATE_DEALER')).toEqual([
        { id: 'D1001', name: '星海通讯天河店', payKind: 2, alertMobile: '13900009876', alertThresholdFen: 100_050 },
      ]),
    );
  });

  it("shows a new agent's generated password once, with a copy button and the warning", async () => {
    renderConsolePage(<DealersPage />);
    fireEvent.click(await screen.findByRole('button', { name: '工号' }));
    expect(await screen.findByText('赵敏')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增工号' }));
    fireEvent.change(screen.getByLabelText('工号'), { target: { value: 'A19001' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周新' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1380000' } });
    fireEvent.click(screen.getByRole('button', { name: '创建工号' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800009001' } });
    fireEvent.click(screen.getByRole('button', { name: '创建工号' }));
    expect(await screen.findByText('Xy7kPq3mNa9w')).toBeTruthy();
    expect(screen.getByText('密码只显示这一次，关闭后无法再查看，请立即复制并转交本人。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制密码' })).toBeTruthy();
    expect(sent('CONSOLE_CREATE_AGENT')).toEqual([
      { workNo: 'A19001', name: '周新', mobile: '13800009001', channel: '星海通讯天河店', defaultSaleKind: 1, dealerId: 'D1001' },
    ]);
  }, 20_000);

  it('lists the problems of a refused stock import by line', async () => {
    renderConsolePage(<DealersPage />);
    fireEvent.click(await screen.findByRole('button', { name: '库存' }));
    const offer = await within(await screen.findByRole('dialog')).findByRole('combobox');
    fireEvent.mouseDown(offer);
    fireEvent.click(await screen.findByText('大王卡19元套餐（1354262，系统 7）'));
    fireEvent.change(screen.getByLabelText('号码文件内容'), { target: { value: 'iccid,phone\n123,16610000001\n89860166100000000021,16610000002' } });
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByText('文件有2处问题，未导入任何号码')).toBeTruthy();
    expect(screen.getByText('第2行：卡号(ICCID)须为19-20位字母或数字')).toBeTruthy();
    expect(screen.getByText('第3行：手机号已在库存中')).toBeTruthy();
    expect(sent('CONSOLE_IMPORT_STOCK')).toEqual([
      { dealerId: 'D1001', offerId: '1354262', csv: 'iccid,phone\n123,16610000001\n89860166100000000021,16610000002' },
    ]);
  }, 20_000);

  it('exports one dealer’s openings and every dealer’s fund pool over a range of days, saved as the server’s files', async () => {
    renderConsolePage(<DealersPage />);
    const [openingsFrom] = await screen.findAllByLabelText('导出开始日期');
    fireEvent.change(openingsFrom!, { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getAllByLabelText('导出结束日期')[0]!, { target: { value: '2026-12-04' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '开卡记录导出渠道' }));
    fireEvent.click(await screen.findByTitle('星海通讯天河店（D1001）'));
    fireEvent.click(screen.getAllByRole('button', { name: '导出CSV' })[0]!);
    await waitFor(() => expect(sent('CONSOLE_OPENINGS_EXPORT')).toEqual([{ dealerId: 'D1001', from: '2026-12-01', to: '2026-12-04' }]));

    fireEvent.click(screen.getByRole('tab', { name: '资金池流水' }));
    const fundPoolFrom = (await screen.findAllByLabelText('导出开始日期')).at(-1)!;
    fireEvent.change(fundPoolFrom, { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getAllByLabelText('导出结束日期').at(-1)!, { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getAllByRole('button', { name: '导出CSV' }).at(-1)!);
    await waitFor(() => expect(sent('CONSOLE_FUND_POOL_EXPORT')).toEqual([{ dealerId: '', from: '2026-12-01', to: '2026-12-04' }]));
    await waitFor(() =>
      expect(saved.map((file) => file.fileName)).toEqual(['渠道开户-D1001-20261201-20261204.csv', '资金池流水-全部渠道-20261201-20261204.csv']),
    );
  }, 20_000);
});
