import { ApplicationMessage } from '@hall/contract/applications/rules';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// The cancellation pages, like the transfer pages, work only inside WeChat on a phone.

const device = { isWeChat: true, isPhone: true };
const alerts: string[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({ call: () => new Promise(() => undefined) }));
vi.mock('../../../shared/lib/device.ts', () => ({ isWeChatBrowser: () => device.isWeChat, isPhone: () => device.isPhone }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({
  showConfirm: async () => true,
  showAlert: async (message: string) => {
    alerts.push(message);
  },
}));

const { CancelPage } = await import('./cancel-page.tsx');
const { CancelFormPage } = await import('./cancel-form-page.tsx');

function renderPage(page: ReactNode) {
  return renderInApp(page);
}

beforeEach(() => {
  alerts.length = 0;
  sessionStorage.clear();
});
afterEach(cleanup);

describe('cancellation pages', () => {
  it.each([
    ['a desktop browser', false, false],
    ['a phone browser outside WeChat', false, true],
    ['WeChat on a desktop', true, false],
  ])('/cancel in %s says to open it in WeChat on a phone and shows no form', async (_where, isWeChat, isPhone) => {
    Object.assign(device, { isWeChat, isPhone });
    renderPage(<CancelPage />);
    expect(await screen.findByText(ApplicationMessage.WECHAT_PHONE_ONLY)).toBeTruthy();
    expect(alerts).toEqual([ApplicationMessage.WECHAT_PHONE_ONLY]);
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
  });

  it('/cancelForm outside WeChat on a phone says so under its own header', async () => {
    Object.assign(device, { isWeChat: false, isPhone: false });
    renderPage(<CancelFormPage />);
    expect(await screen.findByText(ApplicationMessage.WECHAT_PHONE_ONLY)).toBeTruthy();
    expect(screen.getByText('销户申请')).toBeTruthy();
    expect(alerts).toEqual([ApplicationMessage.WECHAT_PHONE_ONLY]);
  });

  it('/cancel in WeChat on a phone shows the form', async () => {
    Object.assign(device, { isWeChat: true, isPhone: true });
    renderPage(<CancelPage />);
    expect(await screen.findByRole('button', { name: '下一步' })).toBeTruthy();
    expect(screen.queryByText(ApplicationMessage.WECHAT_PHONE_ONLY)).toBeNull();
    expect(alerts).toEqual([]);
  });
});
