import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// /UniversalPay is opened from a link by a payer who may have no member login: its back button
// never sends them into the subscriber hall (and so through WeChat authorisation).

const toasts: string[] = [];
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message), showSuccessToast: () => undefined }));
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: (name: string) => Promise.reject(new Error(`unexpected ${name}`)),
}));

const { UniversalPayPage } = await import('./universal-pay-page.tsx');

function open() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/UniversalPay?serviceid=17012340001&amount=1000']}>
        <Routes>
          <Route path="/UniversalPay" element={<UniversalPayPage />} />
          <Route path="/" element={<p>网上营业厅</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  toasts.length = 0;
  vi.unstubAllGlobals();
});

describe('/UniversalPay back', () => {
  it('closes WeChat’s window instead of opening the hall', () => {
    const bridge = { call: vi.fn() };
    vi.stubGlobal('WeixinJSBridge', bridge);
    open();
    fireEvent.click(document.querySelector('.adm-nav-bar-back') as Element);
    expect(bridge.call).toHaveBeenCalledWith('closeWindow');
    expect(screen.queryByText('网上营业厅')).toBeNull();
  });

  it('outside WeChat with nowhere to go back to, says to close the page', () => {
    open();
    fireEvent.click(document.querySelector('.adm-nav-bar-back') as Element);
    expect(screen.queryByText('网上营业厅')).toBeNull();
    expect(toasts).toEqual(['请直接关闭本页面']);
  });
});
