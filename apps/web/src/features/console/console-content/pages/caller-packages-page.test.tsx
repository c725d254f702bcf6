import type { ConsoleCallerPackage } from '@hall/contract/console-content/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The caller services page: a failed load offers a retry; an empty list says the hall cannot offer
// them; a call type without a service can be given one, the fee typed in yuan and sent in fen.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { CallerPackagesPage } = await import('./caller-packages-page.tsx');

const REMIND: ConsoleCallerPackage = {
  id: 'CALLER_REMIND',
  callType: 1,
  title: '来电提醒',
  detail: '错过的来电以短信告知。',
  monthlyFeeFen: 200,
  sortOrder: 1,
};
const DISPLAY: ConsoleCallerPackage = { id: 'CALLER_DISPLAY', callType: 2, title: '来电显示', detail: '显示主叫号码。', monthlyFeeFen: 600, sortOrder: 2 };
const FORWARD: ConsoleCallerPackage = { id: 'CALLER_FORWARD', callType: 3, title: '订购呼转', detail: '来电转接。', monthlyFeeFen: 0, sortOrder: 3 };

let list: ConsoleCallerPackage[];
let failuresLeft: number;

beforeEach(() => {
  calls.length = 0;
  list = [REMIND, DISPLAY];
  failuresLeft = 0;
  staffStub.answer = (name, payload) => {
    if (name === 'CONSOLE_SAVE_CALLER_PACKAGE') {
      const saved = { ...(payload as Omit<ConsoleCallerPackage, 'id'>), id: 'CALLER_NEW' };
      list = [...list.filter((item) => item.id !== saved.id), saved];
      return saved;
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new ApiError(0, '网络异常，请稍后重试');
    }
    return { list };
  };
});
afterEach(() => cleanup());

const savesSent = () => calls.filter((call) => call.name === 'CONSOLE_SAVE_CALLER_PACKAGE');

describe('CallerPackagesPage', () => {
  it('shows a failed load with a retry that reads the services again', async () => {
    failuresLeft = 1;
    renderConsolePage(<CallerPackagesPage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('错过的来电以短信告知。')).toBeTruthy();
  });

  it('says the hall cannot offer caller services while there are none', async () => {
    list = [];
    renderConsolePage(<CallerPackagesPage />);
    expect(await screen.findByText('暂无来电套餐，营业厅的来电业务页面将无法开通，请新增')).toBeTruthy();
  });

  it('adds the service of the call type that has none, its fee sent in fen', async () => {
    renderConsolePage(<CallerPackagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: '新增来电套餐' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect((drawer.getByLabelText('套餐名称') as HTMLInputElement).value).toBe('呼叫转移');
    fireEvent.change(drawer.getByLabelText('套餐说明'), { target: { value: '来电转接到您指定的号码。' } });
    fireEvent.change(drawer.getByLabelText('月功能费（元/月）'), { target: { value: '1.5' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(savesSent()).toHaveLength(1));
    expect(savesSent()[0]?.payload).toEqual({
      id: undefined,
      callType: 3,
      title: '呼叫转移',
      detail: '来电转接到您指定的号码。',
      monthlyFeeFen: 150,
      sortOrder: 3,
    });
    expect(await screen.findByText('来电转接到您指定的号码。')).toBeTruthy();
  });

  it('offers no new service once every call type has one, and edits a fee with a clear refusal above the cap', async () => {
    list = [REMIND, DISPLAY, FORWARD];
    renderConsolePage(<CallerPackagesPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: '编辑' }))[0] as HTMLElement);
    expect(screen.queryByRole('button', { name: '新增来电套餐' })).toBeNull();
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.change(drawer.getByLabelText('月功能费（元/月）'), { target: { value: '101' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await drawer.findByText('月功能费不能超过100元/月')).toBeTruthy();
    expect(savesSent()).toHaveLength(0);
    fireEvent.change(drawer.getByLabelText('月功能费（元/月）'), { target: { value: '3' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(savesSent()).toHaveLength(1));
    expect(savesSent()[0]?.payload).toMatchObject({ id: 'CALLER_REMIND', callType: 1, monthlyFeeFen: 300 });
  });
});
