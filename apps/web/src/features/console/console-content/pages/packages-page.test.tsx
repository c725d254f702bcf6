import type { ConsolePackage } from '@hall/contract/console-content/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The packages page: a failed load offers a retry; the rates and the credit limit show in yuan and
// are saved in fen with the package; amounts out of range are refused before anything is sent; the
// saved message speaks of filtered rules only when the server filtered some.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { PackagesPage } = await import('./packages-page.tsx');

const KING: ConsolePackage = {
  id: 'PKG_KING_19',
  name: '大王卡19元套餐',
  monthlyFeeFen: 1900,
  serviceKind: 7,
  callDisplay: 2,
  voiceMinutes: 0,
  dataMb: 40960,
  directedDataMb: 0,
  smsCount: 0,
  voiceOutFenPerMinute: 15,
  callerDisplayFeeFen: 600,
  descriptionHtml: '<p>大王卡</p>',
  isOrderable: true,
  isFirstMonthFree: true,
  creditLimitFen: 3000,
  sortOrder: 5,
};

let list: ConsolePackage[];
let failuresLeft: number;
let isRulesFiltered: boolean;

beforeEach(() => {
  calls.length = 0;
  list = [KING];
  failuresLeft = 0;
  isRulesFiltered = false;
  staffStub.answer = (name, payload) => {
    if (name === 'CONSOLE_SAVE_PACKAGE') {
      const saved = { ...KING, ...(payload as Partial<ConsolePackage>) };
      list = [saved];
      return { ...saved, isRulesFiltered };
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new ApiError(0, '网络异常，请稍后重试');
    }
    return { list };
  };
});
afterEach(() => cleanup());

const savesSent = () => calls.filter((call) => call.name === 'CONSOLE_SAVE_PACKAGE');

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
  return within(await screen.findByRole('dialog'));
}

describe('PackagesPage', () => {
  it('shows a failed load with a retry, then the packages with their rates in yuan', async () => {
    failuresLeft = 1;
    renderConsolePage(<PackagesPage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('语音0.15元/分钟，来显6.00元/月')).toBeTruthy();
  });

  it('says when there are no packages', async () => {
    list = [];
    renderConsolePage(<PackagesPage />);
    expect(await screen.findByText('暂无套餐')).toBeTruthy();
  });

  it('edits the rates in yuan and saves them in fen with the package', async () => {
    renderConsolePage(<PackagesPage />);
    const drawer = await openEditor();
    expect((drawer.getByLabelText('语音超出资费（元/分钟）') as HTMLInputElement).value).toBe('0.15');
    expect((drawer.getByLabelText('来电显示功能费（元/月）') as HTMLInputElement).value).toBe('6.00');
    fireEvent.change(drawer.getByLabelText('语音超出资费（元/分钟）'), { target: { value: '0.2' } });
    fireEvent.change(drawer.getByLabelText('来电显示功能费（元/月）'), { target: { value: '5' } });
    fireEvent.click(drawer.getByLabelText('首月免月租'));
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(savesSent()).toHaveLength(1));
    expect(savesSent()[0]?.payload).toMatchObject({
      id: 'PKG_KING_19',
      voiceOutFenPerMinute: 20,
      callerDisplayFeeFen: 500,
      monthlyFeeFen: 1900,
      isFirstMonthFree: false,
    });
    expect(await screen.findByText('语音0.20元/分钟，来显5.00元/月')).toBeTruthy();
  });

  it('edits the credit limit in yuan and saves it in fen, refusing one above the cap', async () => {
    renderConsolePage(<PackagesPage />);
    const drawer = await openEditor();
    expect((drawer.getByLabelText('信用额度（元）') as HTMLInputElement).value).toBe('30.00');
    fireEvent.change(drawer.getByLabelText('信用额度（元）'), { target: { value: '10001' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await drawer.findByText('信用额度不能超过10000元')).toBeTruthy();
    expect(savesSent()).toHaveLength(0);

    fireEvent.change(drawer.getByLabelText('信用额度（元）'), { target: { value: '50.5' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(savesSent()).toHaveLength(1));
    expect(savesSent()[0]?.payload).toMatchObject({ id: 'PKG_KING_19', creditLimitFen: 5050 });
    expect(await screen.findByText('50.50')).toBeTruthy();
  });

  it('says the rules were filtered only when the server filtered some', async () => {
    renderConsolePage(<PackagesPage />);
    fireEvent.click((await openEditor()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('套餐已保存')).toBeTruthy();
    expect(screen.queryByText('套餐已保存（规则中的不安全内容已过滤）')).toBeNull();

    isRulesFiltered = true;
    fireEvent.click((await openEditor()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('套餐已保存（规则中的不安全内容已过滤）')).toBeTruthy();
  });

  it('refuses rates above their caps or left empty, and sends nothing', async () => {
    renderConsolePage(<PackagesPage />);
    const drawer = await openEditor();
    fireEvent.change(drawer.getByLabelText('语音超出资费（元/分钟）'), { target: { value: '11' } });
    fireEvent.change(drawer.getByLabelText('来电显示功能费（元/月）'), { target: { value: '' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await drawer.findByText('语音超出资费不能超过10元/分钟')).toBeTruthy();
    expect(await drawer.findByText('请填写来电显示功能费')).toBeTruthy();
    expect(savesSent()).toHaveLength(0);
  });
});
