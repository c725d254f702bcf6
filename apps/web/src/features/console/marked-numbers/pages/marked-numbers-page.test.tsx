import type { MarkedNumberView } from '@hall/contract/call-protection/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 标记号码: the marked numbers listed with their category; a malformed number is refused before
// anything is sent, in the server's words; a mark and an unmark go to the server.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { MarkedNumbersPage } = await import('./marked-numbers-page.tsx');

const fraud: MarkedNumberView = { number: '16500001111', category: 'fraud', reportCount: 2311, source: '反诈中心', markedAt: '2024-01-01T00:00:00.000Z' };

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name, payload) =>
    name === 'CONSOLE_MARKED_NUMBERS'
      ? { list: [fraud], total: 1, page: 1, pageSize: 50 }
      : name === 'CONSOLE_SAVE_MARKED_NUMBER'
        ? { ...fraud, ...(payload as object), reportCount: 1, source: '客服小王' }
        : payload;
});
afterEach(cleanup);

const sent = (name: string) => calls.filter((call) => call.name === name);

describe('MarkedNumbersPage', () => {
  it('lists the marks, refuses a malformed number and saves a mark', async () => {
    renderConsolePage(<MarkedNumbersPage />);
    expect(await screen.findByText('16500001111')).toBeTruthy();
    expect(screen.getByText('诈骗')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('5-20位数字'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '保存标记' }));
    expect(await screen.findByText('标记号码须为5-20位数字')).toBeTruthy();
    expect(sent('CONSOLE_SAVE_MARKED_NUMBER')).toEqual([]);
  });

  it('unmarks a number after a confirmation', async () => {
    renderConsolePage(<MarkedNumbersPage />);
    fireEvent.click(await screen.findByRole('button', { name: '取消标记' }));
    // antd spaces a two-character button's text (确 定).
    fireEvent.click(await screen.findByRole('button', { name: /^确\s?定$/ }));
    await waitFor(() => expect(sent('CONSOLE_DELETE_MARKED_NUMBER')).toHaveLength(1));
    expect(sent('CONSOLE_DELETE_MARKED_NUMBER')[0]?.payload).toEqual({ number: '16500001111' });
  });
});
