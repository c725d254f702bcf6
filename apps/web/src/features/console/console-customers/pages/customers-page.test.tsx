import type { CustomerView } from '@hall/contract/console-customers/schemas';
import type { OperationOutput } from '@hall/contract/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 客户视图: a search by name and the ID's last six lists the person with their numbers masked and
// opens their page; a field shows whole only after a reason; a note is sent; an auditor reads
// without the desk's actions; a failed read offers 重试.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { CustomersPage } = await import('./customers-page.tsx');

const FOUND: OperationOutput<'CONSOLE_CUSTOMER_SEARCH'> = {
  isTruncated: false,
  list: [
    {
      ownerName: '张*',
      idNumber: '1101**********1234',
      numbers: [
        { phone: '17012340001', status: 'normal', packageName: '标准卡A套餐', joinedAt: '2023-10-01T00:00:00.000Z' },
        { phone: '17012340005', status: 'owing', packageName: '标准卡E套餐', joinedAt: '2026-03-01T00:00:00.000Z' },
      ],
    },
  ],
};

const VIEW: CustomerView = {
  ownerName: '张*',
  idNumber: '1101**********1234',
  isRealName: true,
  numbers: FOUND.list[0]!.numbers.map((number) => ({ ...number, balanceFen: 8650 })),
  members: [{ memberId: 7, nickname: '张伟', phone: '17012340001', boundAt: '2026-01-01T00:00:00.000Z', isActiveNumber: true }],
  bindingEvents: [{ id: 1, memberId: 7, nickname: '张伟', phone: '17012340001', action: 'bind', method: 'smsCode', createdAt: '2026-01-01T00:00:00.000Z' }],
  notes: [],
};

const sent = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);

const renderAt = (path: string, roles: ('service' | 'auditor')[] = ['service']) =>
  renderConsolePage(
    <MemoryRouter initialEntries={[path]}>
      <CustomersPage roles={roles} />
    </MemoryRouter>,
  );

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name) => {
    switch (name) {
      case 'CONSOLE_CUSTOMER_SEARCH':
        return FOUND;
      case 'CONSOLE_CUSTOMER_VIEW':
        return VIEW;
      case 'CONSOLE_REVEAL_CUSTOMER_FIELD':
        return { value: '110105199003071234' };
      case 'CONSOLE_END_NUMBER_SESSIONS':
        return { sessionsEnded: 2 };
      case 'CONSOLE_ADD_CUSTOMER_NOTE':
        return { id: 1, phone: '17012340001', text: '机主来电询问账单', staffName: '客服小王', createdAt: '2026-12-04T02:00:00.000Z' };
      default:
        throw new Error(`unexpected ${name}`);
    }
  };
});
afterEach(cleanup);

describe('CustomersPage', () => {
  it('finds a person by name and the ID’s last six, masked, with a link to their page', async () => {
    renderAt('/console/customers');
    fireEvent.change(screen.getByLabelText('机主姓名'), { target: { value: '张伟' } });
    fireEvent.change(screen.getByLabelText('证件号后6位'), { target: { value: '07123x' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    expect(await screen.findByText('张*（1101**********1234）')).toBeTruthy();
    expect(screen.getByText(/170\*\*\*\*0005/)).toBeTruthy();
    expect(screen.queryByText(/17012340001/)).toBeNull();
    expect(sent('CONSOLE_CUSTOMER_SEARCH')).toEqual([{ mode: 'person', name: '张伟', idEnding: '07123X' }]);
    expect(screen.getByRole('link', { name: '查看 张* 的客户视图' }).getAttribute('href')).toBe('/console/customers?phone=17012340001');
  });

  it('refuses fewer than seven digits before searching', async () => {
    renderAt('/console/customers');
    fireEvent.click(screen.getByText('按号码'));
    fireEvent.change(await screen.findByLabelText('号码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    expect(await screen.findByText('请输入至少7位号码')).toBeTruthy();
    expect(sent('CONSOLE_CUSTOMER_SEARCH')).toEqual([]);
  });

  it('shows the ID whole only after a reason, and saves a note', async () => {
    renderAt('/console/customers?phone=17012340001');
    expect(await screen.findByText('名下号码（2）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看 170****0005 的号码档案' }).getAttribute('href')).toBe('/console/numbers?phone=17012340005');
    fireEvent.click(screen.getByRole('button', { name: '查看完整证件号码' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请填写查看原因')).toBeTruthy();
    expect(sent('CONSOLE_REVEAL_CUSTOMER_FIELD')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('查看原因'), { target: { value: '机主来电核对身份' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('110105199003071234')).toBeTruthy();
    expect(sent('CONSOLE_REVEAL_CUSTOMER_FIELD')).toEqual([{ phone: '17012340001', field: 'idNumber', reason: '机主来电核对身份' }]);

    fireEvent.change(screen.getByLabelText('添加备注'), { target: { value: '机主来电询问账单' } });
    fireEvent.click(screen.getByRole('button', { name: '保存备注' }));
    await waitFor(() => expect(sent('CONSOLE_ADD_CUSTOMER_NOTE')).toEqual([{ phone: '17012340001', text: '机主来电询问账单' }]));
  }, 20_000);

  it('logs a number’s members out after a reason', async () => {
    renderAt('/console/customers?phone=17012340001');
    fireEvent.click(await screen.findByRole('button', { name: '让 170****0005 的微信用户全部下线' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('下线原因'), { target: { value: '机主称手机被盗' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent('CONSOLE_END_NUMBER_SESSIONS')).toEqual([{ phone: '17012340005', reason: '机主称手机被盗' }]));
    expect(await screen.findByText('已让2个登录下线')).toBeTruthy();
  }, 20_000);

  it('lets an auditor read the page without the desk’s actions', async () => {
    renderAt('/console/customers?phone=17012340001', ['auditor']);
    expect(await screen.findByText('名下号码（2）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^解绑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /全部下线$/ })).toBeNull();
    expect(screen.queryByLabelText('添加备注')).toBeNull();
  });

  it('offers 重试 when the page fails to load', async () => {
    let isDown = true;
    const answer = staffStub.answer;
    staffStub.answer = (name, payload) => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return answer(name, payload);
    };
    renderAt('/console/customers?phone=17012340001');
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('名下号码（2）')).toBeTruthy();
  });
});
