import { ApplicationMessage } from '@hall/contract/applications/rules';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// The transfer forms, like every transfer and cancellation page, work only inside WeChat on a
// phone: elsewhere they alert, say so under their own header and show no form.

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

const { TransAcctSFormPage } = await import('./trans-acct-s-form-page.tsx');
const { TransAcctTFormPage } = await import('./trans-acct-t-form-page.tsx');

const forms: [string, string, () => ReactNode][] = [
  ['/transAcctSForm', '过户发起申请', () => <TransAcctSFormPage />],
  ['/transAcctTForm', '过户接收申请', () => <TransAcctTFormPage />],
];

beforeEach(() => {
  alerts.length = 0;
  sessionStorage.clear();
});
afterEach(cleanup);

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
