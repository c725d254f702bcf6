import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A partner link that can never log in again (too old, used, of a disabled channel) leads to
// /linkExpired; a link that was never valid says why on the login page.

let refusal = '';

vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string) => {
    const { ApiError } = await import('../../../shared/api/api-error.ts');
    if (name === 'GET_SESSION') {
      throw new ApiError(-100, refusal);
    }
    throw new Error(`unexpected ${name}`);
  },
}));

const { PartnerLoginPage } = await import('./partner-login-page.tsx');
const { LinkExpiredPage } = await import('./link-expired-page.tsx');

function openLink() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/DxLoginWithoutCodeForWechatAgent?ts=1&nonce=abcdefghijklmnop&sig=00']}>
        <Routes>
          <Route path="/DxLoginWithoutCodeForWechatAgent" element={<PartnerLoginPage />} />
          <Route path="/linkExpired" element={<LinkExpiredPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('partner links that expired', () => {
  it.each(['链接已过期，请从合作方页面重新进入', '链接已使用，请从合作方页面重新进入', '该渠道已停用，请联系渠道管理员'])(
    'go to /linkExpired (链接已失效，请退出此页面) when refused with %s',
    async (message) => {
      refusal = message;
      openLink();
      expect(await screen.findByText('链接已失效，请退出此页面')).toBeTruthy();
      expect(screen.queryByText('登录失败')).toBeNull();
    },
  );

  it('a link that was never valid says why on the login page', async () => {
    refusal = '链接校验失败，请从合作方页面重新进入';
    openLink();
    expect(await screen.findByText('登录失败')).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.queryByText('链接已失效，请退出此页面')).toBeNull();
  });
});
