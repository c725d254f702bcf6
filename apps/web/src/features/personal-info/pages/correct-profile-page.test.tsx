import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// 更正个人信息: the form opens on the nickname and contact e-mail held; refuses a bad address in
// Chinese before calling; saves and goes back to the centre.

const calls: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];
const profile = { nickname: '张伟', isNicknameCorrected: false, contactEmail: '', hasAvatar: true, careMode: false, memberSince: '2026-01-05T02:00:00.000Z' };

vi.mock('../../../shared/ui/toast.ts', () => ({
  showToast: (content: string) => toasts.push(content),
  showSuccessToast: (content: string) => toasts.push(content),
}));
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    calls.push({ name, payload });
    if (name === 'PERSONAL_INFO_CORRECT') {
      return { ...(payload as object), changed: ['nickname'] };
    }
    return { profile };
  },
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CorrectProfilePage } = await import('./correct-profile-page.tsx');

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
});
afterEach(cleanup);

describe('/personalInfoCorrect', () => {
  it('opens on the nickname held, refuses a bad address, then saves the correction', async () => {
    const { history } = renderInApp(<CorrectProfilePage />, ['/personalInfo', '/personalInfoCorrect']);
    const nickname = (await screen.findByRole('textbox', { name: '昵称' })) as HTMLInputElement;
    await waitFor(() => expect(nickname.value).toBe('张伟'));
    const email = screen.getByRole('textbox', { name: '联系邮箱' });

    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts).toContain('请输入正确的邮箱地址'));
    expect(calls.some((call) => call.name === 'PERSONAL_INFO_CORRECT')).toBe(false);

    fireEvent.change(nickname, { target: { value: '小张' } });
    fireEvent.change(email, { target: { value: ' zhang@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'PERSONAL_INFO_CORRECT')?.payload).toEqual({ nickname: '小张', contactEmail: 'zhang@example.com' }),
    );
    await waitFor(() => expect(toasts).toContain('已更正'));
    expect(history.location.pathname).toBe('/personalInfo');
  });
});
