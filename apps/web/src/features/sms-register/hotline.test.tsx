import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIGURED_HOTLINE, withConfiguredHotline } from '../../shared/testing/configured-hotline.ts';
import { renderInApp } from '../../shared/testing/render-in-app.tsx';

// The hotline these pages give is the server's HOTLINE setting (written into the page), not a
// number built into the code.

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    switch (name) {
      case 'PERSONAL_DATA':
        return { mobilePhoneInfo: { mobilePhone: '17012340001' } };
      case 'GET_SMSBYPHONE':
        return { isOrdered: false, orderedAt: null };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  },
}));

const { WillRegisterPage } = await import('./pages/will-register-page.tsx');
const { UserAgreementPage } = await import('./pages/user-agreement-page.tsx');

function renderPage(page: ReactNode) {
  return renderInApp(page);
}

withConfiguredHotline();

describe('the configured hotline, tappable to call', () => {
  it('is the one /WillRegister gives', async () => {
    renderPage(<WillRegisterPage />);
    const call = await screen.findByRole('link', { name: CONFIGURED_HOTLINE });
    expect(call.getAttribute('href')).toBe('tel:4008123456');
    expect(call.parentElement?.textContent).toContain(`联系在线客服，或拨打客服热线${CONFIGURED_HOTLINE}。`);
    expect(document.body.textContent).not.toContain('10020');
  });

  it('is the one the user agreement gives', () => {
    renderPage(<UserAgreementPage />);
    const call = screen.getByRole('link', { name: CONFIGURED_HOTLINE });
    expect(call.getAttribute('href')).toBe('tel:4008123456');
    expect(call.parentElement?.textContent).toBe(`甲方对本协议有任何疑问，可拨打客服热线${CONFIGURED_HOTLINE}咨询。`);
    expect(document.body.textContent).not.toContain('10020');
  });
});
