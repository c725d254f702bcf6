import type { ConsoleCooperation } from '@hall/contract/console-texts/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The cooperation page: a failed load offers a retry; a text never written says what subscribers
// see; the title and body save as edited, an empty body is refused.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { CooperationPage } = await import('./cooperation-page.tsx');

let text: ConsoleCooperation;
let failuresLeft: number;

beforeEach(() => {
  calls.length = 0;
  failuresLeft = 0;
  text = { title: '', body: '', updatedAt: '' };
  staffStub.answer = (name, payload) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new ApiError(0, '网络异常，请稍后重试');
    }
    if (name === 'CONSOLE_SAVE_COOPERATION') {
      text = { ...(payload as Omit<ConsoleCooperation, 'updatedAt'>), updatedAt: '2026-11-25T02:00:00.000Z' };
    }
    return text;
  };
});
afterEach(() => cleanup());

describe('CooperationPage', () => {
  it('shows a failed load with a retry', async () => {
    failuresLeft = 1;
    renderConsolePage(<CooperationPage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('正文')).toBeTruthy();
  });

  it('says what subscribers see before anything is written, refuses an empty body, and saves the text', async () => {
    renderConsolePage(<CooperationPage />);
    expect(await screen.findByText(/尚未填写商务合作内容/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存商务合作' }));
    expect(await screen.findByText('请填写正文')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('正文'), { target: { value: '欢迎洽谈。\n邮箱：bd@example.cn' } });
    fireEvent.click(screen.getByRole('button', { name: '保存商务合作' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'CONSOLE_SAVE_COOPERATION')?.payload).toEqual({ title: '商务合作', body: '欢迎洽谈。\n邮箱：bd@example.cn' }),
    );
    await waitFor(() => expect(screen.queryByText(/尚未填写商务合作内容/)).toBeNull());
  });
});
