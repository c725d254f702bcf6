import { ApplicationMessage } from '@hall/contract/applications/rules';
import { ResponseCode } from '@hall/contract/codes';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// The cancellation, transfer and real-name entry pages: a member record that failed to load shows
// the error and 重新加载; it never asks to bind (请先绑定手机号) nor sends the person to /AccountBind.

const member = { fails: true };
const alerts: string[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    if (name !== 'PERSONAL_DATA') {
      return new Promise(() => undefined);
    }
    if (member.fails) {
      throw new ApiError(ResponseCode.TRANSPORT_FAILED, '请求超时，请稍后重试...', undefined, 0);
    }
    return { mobilePhoneInfo: { mobilePhone: '17012340001', bindTime: '2026-01-01T00:00:00.000Z' } };
  },
}));
vi.mock('../../../shared/lib/device.ts', () => ({ isWeChatBrowser: () => true, isPhone: () => true }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({
  showConfirm: async () => true,
  showAlert: async (message: string) => {
    alerts.push(message);
  },
}));

const { CancelPage } = await import('./cancel-page.tsx');
const { TransAcctSPage } = await import('./trans-acct-s-page.tsx');
const { RealNamePage } = await import('./real-name-page.tsx');

beforeEach(() => {
  member.fails = true;
  alerts.length = 0;
  sessionStorage.clear();
});
afterEach(cleanup);

function renderPage(Page: ComponentType) {
  return renderInApp(<Page />);
}

describe('entry pages whose member record failed to load', () => {
  it.each([
    ['/cancel', CancelPage],
    ['/transAcctS', TransAcctSPage],
    ['/realName', RealNamePage],
  ] as const)('%s shows the error and 重新加载, then the form once the member loads', async (_path, Page) => {
    renderPage(Page);
    const reload = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByText('信息加载失败')).toBeTruthy();
    expect(screen.getByText('请求超时，请稍后重试...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    expect(alerts).not.toContain(ApplicationMessage.BIND_FIRST);
    member.fails = false;
    fireEvent.click(reload);
    expect(await screen.findByRole('button', { name: '下一步' })).toBeTruthy();
    expect(screen.queryByText('信息加载失败')).toBeNull();
  });
});
