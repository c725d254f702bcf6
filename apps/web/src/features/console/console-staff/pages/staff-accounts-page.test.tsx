import type { StaffAccount } from '@hall/contract/console-staff/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 员工账号: the accounts with roles, state and second factor; a new account's password shown once;
// the roles a form refuses without; a lost authenticator reset only where there is one; a member's
// sessions ended one by one; a failed read offers 重试.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { StaffAccountsPage } = await import('./staff-accounts-page.tsx');

const ACCOUNTS: StaffAccount[] = [
  {
    username: 'admin',
    displayName: '系统管理员',
    roles: ['admin'],
    isDisabled: false,
    hasTotp: true,
    lastLoginAt: '2026-12-04T02:00:00.000Z',
    liveSessions: 2,
  },
  { username: 'auditor', displayName: '审核员小陈', roles: ['auditor'], isDisabled: false, hasTotp: false, lastLoginAt: null, liveSessions: 0 },
  { username: 'leaver', displayName: '离职小李', roles: ['service'], isDisabled: true, hasTotp: false, lastLoginAt: null, liveSessions: 0 },
];

const sent = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);
const rowOf = async (username: string) => (await screen.findByRole('cell', { name: username })).closest('tr')!;

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name, payload) => {
    switch (name) {
      case 'CONSOLE_STAFF_LIST':
        return { list: ACCOUNTS };
      case 'CONSOLE_CREATE_STAFF':
        return { username: (payload as { username: string }).username, password: 'Hk3mPq9sTw2xYz' };
      case 'CONSOLE_RESET_STAFF_TOTP':
        return { username: (payload as { username: string }).username, endedSessions: 2 };
      case 'CONSOLE_STAFF_SESSIONS':
        return {
          list: [
            { id: 7, createdAt: '2026-12-04T01:00:00.000Z', expiresAt: '2026-12-04T09:00:00.000Z', isCurrent: true },
            { id: 9, createdAt: '2026-12-04T03:00:00.000Z', expiresAt: '2026-12-04T11:00:00.000Z', isCurrent: false },
          ],
        };
      case 'CONSOLE_END_STAFF_SESSION':
        return { isEnded: true };
      default:
        throw new Error(`unexpected ${name}`);
    }
  };
});
afterEach(cleanup);

describe('StaffAccountsPage', () => {
  it('lists each account’s roles, state and second factor, a required one not yet bound said so', async () => {
    renderConsolePage(<StaffAccountsPage />);
    const admin = await rowOf('admin');
    expect(within(admin).getByText('管理员')).toBeTruthy();
    expect(within(admin).getByText('已绑定')).toBeTruthy();
    expect(within(admin).getByText('2026-12-04 10:00:00')).toBeTruthy();
    expect(within(await rowOf('auditor')).getByText('未绑定（下次登录须绑定）')).toBeTruthy();
    expect(within(await rowOf('auditor')).getByText('从未登录')).toBeTruthy();
    const leaver = await rowOf('leaver');
    expect(within(leaver).getByText('已停用')).toBeTruthy();
    expect(within(leaver).getByRole('button', { name: '启用' })).toBeTruthy();
  });

  it('creates an account only with a role, and shows its first password once', async () => {
    renderConsolePage(<StaffAccountsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '新建账号' }));
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'newbie' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '新同事' } });
    fireEvent.click(screen.getByRole('button', { name: '创建账号' }));
    expect(await screen.findByText('请至少选择一个角色')).toBeTruthy();
    expect(sent('CONSOLE_CREATE_STAFF')).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: '客服' }));
    fireEvent.click(screen.getByRole('button', { name: '创建账号' }));
    await waitFor(() => expect(sent('CONSOLE_CREATE_STAFF')).toEqual([{ username: 'newbie', displayName: '新同事', roles: ['service'] }]));
    expect((await screen.findByLabelText('初始密码')).textContent).toBe('Hk3mPq9sTw2xYz');
    expect(screen.getByText('账号：newbie')).toBeTruthy();
  }, 20_000);

  it('offers 重置动态口令 only for an account with one, and sends it once confirmed', async () => {
    renderConsolePage(<StaffAccountsPage />);
    expect(within(await rowOf('auditor')).queryByRole('button', { name: '重置动态口令' })).toBeNull();
    fireEvent.click(within(await rowOf('admin')).getByRole('button', { name: '重置动态口令' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(sent('CONSOLE_RESET_STAFF_TOTP')).toEqual([{ username: 'admin' }]));
    expect(await screen.findByText('动态口令已重置，该员工下次登录时重新绑定')).toBeTruthy();
  });

  it('lists a member’s sessions, the current one marked, and ends one', async () => {
    renderConsolePage(<StaffAccountsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /查看 admin 的会话$/ }));
    const drawer = await screen.findByRole('dialog', { name: '系统管理员（admin）的会话' });
    expect(await within(drawer).findByText('当前会话')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '结束会话 9' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '结束' }));
    await waitFor(() => expect(sent('CONSOLE_END_STAFF_SESSION')).toEqual([{ username: 'admin', sessionId: 9 }]));
  });

  it('offers 重试 when the accounts fail to load', async () => {
    let isDown = true;
    const answer = staffStub.answer;
    staffStub.answer = (name, payload) => {
      if (isDown && name === 'CONSOLE_STAFF_LIST') {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return answer(name, payload);
    };
    renderConsolePage(<StaffAccountsPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('cell', { name: 'leaver' })).toBeTruthy();
  });
});
