import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 会员操作日志: the last seven China days at first; the member filter goes to the server as a
// number; a deleted member's line says so; an empty span says so; a failure offers a retry.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { MemberActionsPage } = await import('./member-actions-page.tsx');

const entry = (id: number, nickname: string, actionText: string) => ({
  id,
  createdAt: '2026-11-26T02:05:00.000Z',
  memberId: 40 + id,
  nickname,
  action: 'profileCorrected',
  actionText,
  detail: '更正项: 昵称',
});

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = () => ({ total: 2, list: [entry(1, '张*', '更正个人信息'), entry(2, '', '会员信息已删除')] });
});
afterEach(cleanup);

describe('MemberActionsPage', () => {
  it('reads the last seven days, shows each line with its member, and filters by member number', async () => {
    renderConsolePage(<MemberActionsPage />);
    expect(await screen.findByText('张*')).toBeTruthy();
    expect(screen.getByText('已删除')).toBeTruthy();
    expect(screen.getAllByText('更正项: 昵称')).toHaveLength(2);
    const first = calls[0]?.payload as { from: string; to: string; page: number };
    expect((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000).toBe(6);

    fireEvent.change(screen.getByPlaceholderText('全部会员'), { target: { value: '41' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls.at(-1)?.payload).toMatchObject({ memberId: 41, page: 1 }));
  });

  it('says when the span has no lines, and offers a retry after a failure', async () => {
    let isDown = true;
    staffStub.answer = () => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return { total: 0, list: [] };
    };
    renderConsolePage(<MemberActionsPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('该时间段内没有会员操作记录')).toBeTruthy();
  });
});
