import type { ConsoleChatSettings } from '@hall/contract/console-texts/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The online-service page: a failed load offers a retry; the saved address and entries show and
// save as edited; an address that is neither a site path nor https, and no entry, are refused; an
// address this server does not serve is pointed out to the editors.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { OnlineServicePage } = await import('./online-service-page.tsx');

let settings: ConsoleChatSettings;
let failuresLeft: number;

beforeEach(() => {
  calls.length = 0;
  failuresLeft = 0;
  settings = {
    chatUrl: '/sandbox/chat',
    entries: [{ nickName: '在线客服', nickType: 'wechat', nickId: 'kf001' }],
    updatedAt: '2026-11-20T02:00:00.000Z',
    isChatUrlServed: true,
  };
  staffStub.answer = (name, payload) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new ApiError(0, '网络异常，请稍后重试');
    }
    if (name === 'CONSOLE_SAVE_CHAT_SETTINGS') {
      settings = { ...(payload as Pick<ConsoleChatSettings, 'chatUrl' | 'entries'>), updatedAt: '2026-11-25T02:00:00.000Z', isChatUrlServed: true };
    }
    return settings;
  };
});
afterEach(() => cleanup());

describe('OnlineServicePage', () => {
  it('shows a failed load with a retry', async () => {
    failuresLeft = 1;
    renderConsolePage(<OnlineServicePage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(((await screen.findByLabelText('客服会话地址')) as HTMLInputElement).value).toBe('/sandbox/chat');
  });

  it('saves the edited address and an added entry', async () => {
    renderConsolePage(<OnlineServicePage />);
    fireEvent.change(await screen.findByLabelText('客服会话地址'), { target: { value: 'https://kf.example.cn/chat' } });
    fireEvent.click(screen.getByRole('button', { name: '添加客服入口' }));
    fireEvent.change(await screen.findByLabelText('客服名称 2'), { target: { value: '小王' } });
    fireEvent.change(screen.getByLabelText('客服账号 2'), { target: { value: 'kf002' } });
    fireEvent.click(screen.getByRole('button', { name: '保存在线客服' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'CONSOLE_SAVE_CHAT_SETTINGS')?.payload).toEqual({
        chatUrl: 'https://kf.example.cn/chat',
        entries: [
          { nickName: '在线客服', nickType: 'wechat', nickId: 'kf001' },
          { nickName: '小王', nickType: 'wechat', nickId: 'kf002' },
        ],
      }),
    );
  });

  it('warns that the saved address is not served, and only then', async () => {
    settings = { ...settings, isChatUrlServed: false };
    const { unmount } = renderConsolePage(<OnlineServicePage />);
    expect(await screen.findByText(/当前会话地址 \/sandbox\/chat 本站未提供/)).toBeTruthy();
    unmount();
    settings = { ...settings, chatUrl: 'https://kf.example.cn/chat', isChatUrlServed: true };
    renderConsolePage(<OnlineServicePage />);
    await screen.findByLabelText('客服会话地址');
    expect(screen.queryByText(/本站未提供/)).toBeNull();
  });

  it('refuses an address that is not a site path or https, and a chat without entries', async () => {
    renderConsolePage(<OnlineServicePage />);
    fireEvent.change(await screen.findByLabelText('客服会话地址'), { target: { value: 'http://kf.example.cn' } });
    fireEvent.click(screen.getByRole('button', { name: '删除客服入口 1' }));
    fireEvent.click(screen.getByRole('button', { name: '保存在线客服' }));
    expect(await screen.findByText('客服会话地址须为 / 开头的站内路径或 https:// 地址')).toBeTruthy();
    expect(await screen.findByText('请至少填写一个客服入口')).toBeTruthy();
    expect(calls.some((call) => call.name === 'CONSOLE_SAVE_CHAT_SETTINGS')).toBe(false);
  });
});
