import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenRemindSuccessPage } from './open-remind-success-page.tsx';
import { QuitRemindSuccessPage } from './quit-remind-success-page.tsx';

function renderAt(path: string, page: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={page} />
        <Route path="/" element={<p>营业厅首页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('caller success pages', () => {
  it('/openRemindSuccess says 开通成功 under the title of the query, and 确定 returns to the root', () => {
    renderAt('/openRemindSuccess?title=来电提醒', <OpenRemindSuccessPage />);
    expect(screen.getByText('开通成功')).toBeTruthy();
    expect(screen.getByText('来电提醒')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByText('营业厅首页')).toBeTruthy();
  });

  it('/quitRemindSuccess says 退订成功, and 确定 returns to the root', () => {
    renderAt('/quitRemindSuccess?title=订购呼转', <QuitRemindSuccessPage />);
    expect(screen.getByText('退订成功')).toBeTruthy();
    expect(screen.getByText('订购呼转')).toBeTruthy();
    expect(screen.queryByText(/取消成功/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByText('营业厅首页')).toBeTruthy();
  });
});
