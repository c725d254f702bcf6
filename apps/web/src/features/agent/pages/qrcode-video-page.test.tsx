import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { QrcodeVideoPage } = await import('./qrcode-video-page.tsx');

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/QRcodeVideo" element={<QrcodeVideoPage />} />
        <Route path="/" element={<p>网上营业厅</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  toasts.length = 0;
});

describe('/QRcodeVideo', () => {
  it('without a ticket says how to get the promise-video code instead of a blank page', () => {
    open('/QRcodeVideo');
    expect(screen.getByText('未获取到承诺视频信息')).toBeTruthy();
    expect(screen.getByText(/号卡查询.*扫描承诺视频二维码/)).toBeTruthy();
  });

  it('with a ticket stays the placeholder', () => {
    open('/QRcodeVideo?ticket=abc');
    expect(screen.queryByText('未获取到承诺视频信息')).toBeNull();
  });

  it('back never goes into the subscriber hall: with nowhere to go it says to close the page', () => {
    open('/QRcodeVideo');
    fireEvent.click(document.querySelector('.adm-nav-bar-back') as Element);
    expect(screen.queryByText('网上营业厅')).toBeNull();
    expect(toasts).toEqual(['请直接关闭本页面']);
  });
});
