import type { MemberDeletionRequest } from '@hall/contract/console-member-deletion/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage } from '../../shell/console-page-test-kit.tsx';

// 会员信息删除: a failed load offers a retry, an empty queue says so, each waiting request shows
// the member masked and what blocks it; 执行删除 refused while a blocker remains shows the server's
// words, and 驳回 takes a reason; a decided request leaves the queue.

const WAITING: MemberDeletionRequest = {
  id: 5,
  memberId: 42,
  nickname: '张*',
  phones: '170****0009',
  requestedAt: '2026-12-01T02:00:00.000Z',
  reasonsAtRequest: ['有业务申请正在审核'],
  blockersNow: ['有业务申请正在审核'],
};

let queue: MemberDeletionRequest[];
let failuresLeft: number;
let isBlocked: boolean;
const decisions: { name: string; payload: unknown }[] = [];

vi.mock('../../shell/call-staff.ts', () => ({
  callStaff: async (name: string, payload: { id?: number; reason?: string }) => {
    if (name === 'CONSOLE_MEMBER_DELETIONS') {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new ApiError(0, '网络异常，请稍后重试');
      }
      return { list: queue };
    }
    decisions.push({ name, payload });
    if (name === 'CONSOLE_MEMBER_DELETION_EXECUTE' && isBlocked) {
      throw new ApiError(-100, '仍有未完成的事项，暂不能删除：有业务申请正在审核');
    }
    queue = queue.filter((item) => item.id !== payload.id);
    return {};
  },
}));

const { MemberDeletionsPage } = await import('./member-deletions-page.tsx');

beforeEach(() => {
  queue = [WAITING];
  failuresLeft = 0;
  isBlocked = false;
  decisions.length = 0;
});
afterEach(() => cleanup());

const renderPage = () => renderConsolePage(<MemberDeletionsPage />);

async function executeFirst() {
  await screen.findByText('170****0009');
  fireEvent.click(screen.getByRole('button', { name: '执行删除' }));
  const confirm = await screen.findAllByRole('button', { name: '执行删除' });
  fireEvent.click(confirm[confirm.length - 1] as HTMLElement);
}

describe('MemberDeletionsPage', () => {
  it('shows a failed load with a retry that reads the queue again', async () => {
    failuresLeft = 1;
    renderPage();
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('170****0009');
  });

  it('says when nothing is waiting', async () => {
    queue = [];
    renderPage();
    await screen.findByText('暂无等待处理的删除申请');
  });

  it('shows the member masked, why the request waited and what blocks it now', async () => {
    renderPage();
    await screen.findByText('张*');
    expect(screen.getAllByText('有业务申请正在审核')).toHaveLength(2);
  });

  it('shows the blocker the server names when staff execute too early, and keeps the request', async () => {
    isBlocked = true;
    renderPage();
    await executeFirst();
    await screen.findByText('仍有未完成的事项，暂不能删除：有业务申请正在审核');
    expect(screen.getByText('170****0009')).toBeTruthy();
  });

  it('executes a request, which then leaves the queue', async () => {
    queue = [{ ...WAITING, blockersNow: [] }];
    renderPage();
    expect(await screen.findByText('可以执行删除')).toBeTruthy();
    await executeFirst();
    await screen.findByText('暂无等待处理的删除申请');
    expect(decisions).toEqual([{ name: 'CONSOLE_MEMBER_DELETION_EXECUTE', payload: { id: 5 } }]);
  });

  it('refuses a request with a reason', async () => {
    renderPage();
    await screen.findByText('170****0009');
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    fireEvent.change(await screen.findByLabelText('驳回原因'), { target: { value: '请先等待销户审核完成' } });
    // The modal's 驳回 comes after the row's.
    const buttons = screen.getAllByRole('button', { name: '驳回' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(decisions).toEqual([{ name: 'CONSOLE_MEMBER_DELETION_REFUSE', payload: { id: 5, reason: '请先等待销户审核完成' } }]));
    await screen.findByText('暂无等待处理的删除申请');
  });
});
