import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 操作日志: the last seven China days at first; the filters and the page go to the server; an
// empty span says so; a failure offers a retry.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { AuditLogPage } = await import('./audit-log-page.tsx');

const entry = (id: number, subjectId: string) => ({
  id,
  createdAt: '2026-11-26T02:05:00.000Z',
  staffUsername: 'service',
  staffName: '客服小王',
  action: 'number_record_view',
  actionText: '查看号码档案',
  subjectType: 'number',
  subjectId,
  detail: '',
});

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (_name, payload) =>
    (payload as { page: number }).page === 2 ? { total: 51, list: [entry(1, '170****0002')] } : { total: 51, list: [entry(2, '170****0001')] };
});
afterEach(cleanup);

describe('AuditLogPage', () => {
  it('reads the last seven days at first, then the filters and the next page', async () => {
    renderConsolePage(<AuditLogPage />);
    expect(await screen.findByText('170****0001')).toBeTruthy();
    expect(screen.getByText('客服小王（service）')).toBeTruthy();
    expect(screen.getByText('共 51 条')).toBeTruthy();
    const first = calls[0]?.payload as { from: string; to: string; page: number };
    expect(first.page).toBe(1);
    expect((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000).toBe(6);

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('170****0002')).toBeTruthy();
    expect(calls.at(-1)?.payload).toMatchObject({ page: 2 });

    fireEvent.change(screen.getByPlaceholderText('如 admin'), { target: { value: ' service ' } });
    fireEvent.change(screen.getByPlaceholderText('如手机号、编号'), { target: { value: '17012340001' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls.at(-1)?.payload).toMatchObject({ staff: 'service', subjectId: '17012340001', page: 1 }));
  });

  it('says when the span has no entries, and offers a retry after a failure', async () => {
    let isDown = true;
    staffStub.answer = () => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return { total: 0, list: [] };
    };
    renderConsolePage(<AuditLogPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('该时间段内没有操作记录')).toBeTruthy();
  });
});
