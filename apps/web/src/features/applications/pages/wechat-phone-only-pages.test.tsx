import { ApplicationMessage } from '@hall/contract/applications/rules';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// The cancellation and transfer pages work only inside WeChat on a phone: elsewhere they alert,
// say so under their own header and show no form.

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
vi.mock('../components/checked-application-form.tsx', () => ({
  CheckedApplicationForm: ({ title }: { title: string }) => <form aria-label={title} />,
}));

const { CancelPage } = await import('./cancel-page.tsx');
const { CancelFormPage } = await import('./cancel-form-page.tsx');
const { TransAcctSFormPage } = await import('./trans-acct-s-form-page.tsx');
const { TransAcctTFormPage } = await import('./trans-acct-t-form-page.tsx');

const forms: [string, string, () => ReactNode][] = [
  ['/transAcctSForm', '过户发起申请', () => <TransAcctSFormPage />],
  ['/transAcctTForm', '过户接收申请', () => <TransAcctTFormPage />],
];

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

describe('transfer forms', () => {
  it.each(forms)('%s outside WeChat on a phone says to open it there, under its header, with no form', async (_path, title, renderPage) => {
    for (const [isWeChat, isPhone] of [
      [false, false],
      [false, true],
      [true, false],
    ]) {
      Object.assign(device, { isWeChat, isPhone });
      alerts.length = 0;
      renderInApp(renderPage());
      expect(await screen.findByText(ApplicationMessage.WECHAT_PHONE_ONLY)).toBeTruthy();
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.queryByRole('form', { name: title })).toBeNull();
      expect(alerts).toEqual([ApplicationMessage.WECHAT_PHONE_ONLY]);
      cleanup();
    }
  });

  it.each(forms)('%s in WeChat on a phone shows the form', async (_path, title, renderPage) => {
    Object.assign(device, { isWeChat: true, isPhone: true });
    renderInApp(renderPage());
    expect(await screen.findByRole('form', { name: title })).toBeTruthy();
    expect(screen.queryByText(ApplicationMessage.WECHAT_PHONE_ONLY)).toBeNull();
    expect(alerts).toEqual([]);
  });
});
