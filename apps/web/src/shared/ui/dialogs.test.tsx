import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { showAlert, showConfirm } from './dialogs.ts';

// The dialogs load antd-mobile's on first use; loaded here, so the first test's one-second wait for
// its dialog measures the dialog, not the module's import on a busy machine.
beforeAll(async () => {
  await import('./antd-feedback.ts');
});

afterEach(async () => {
  // Closes what a test left open, so the next one finds only its own dialog.
  for (const button of screen.queryAllByRole('button', { name: /确定|取消/ })) {
    await act(async () => button.click());
  }
  cleanup();
});

describe('dialogs', () => {
  it('names an alert by its title', async () => {
    void showAlert('请先完成实名认证', '温馨提示');
    expect(await screen.findByRole('dialog', { name: '温馨提示' })).toBeTruthy();
  });

  it('names an alert without a title by its message', async () => {
    void showAlert('验证码已发送');
    expect(await screen.findByRole('dialog', { name: '验证码已发送' })).toBeTruthy();
  });

  it('names a confirmation by its title, else its message', async () => {
    void showConfirm({ title: '确认退订', content: '退订后次月生效' });
    expect(await screen.findByRole('dialog', { name: '确认退订' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: '取消' }).click());
    void showConfirm({ content: '确定删除该地址吗？' });
    expect(await screen.findByRole('dialog', { name: '确定删除该地址吗？' })).toBeTruthy();
  });

  it('asks an identical question once while it is on screen, and again once it is answered', async () => {
    const question = { title: '提示', content: '登录已失效，请重新登录', confirmText: '去登录' };
    const first = showConfirm(question);
    const second = showConfirm(question);
    expect(await screen.findByRole('dialog', { name: '提示' })).toBeTruthy();
    expect(screen.getAllByRole('dialog', { name: '提示' })).toHaveLength(1);
    await act(async () => screen.getByRole('button', { name: '去登录' }).click());
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    void showConfirm(question);
    expect(await screen.findByRole('dialog', { name: '提示' })).toBeTruthy();
  });
});
