import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../testing/render-in-app.tsx';
import { PageHeader } from './page-header.tsx';

afterEach(cleanup);

describe('PageHeader', () => {
  it('has a back control that is a focusable button named 返回, in no other control', () => {
    const onBack = vi.fn();
    renderInApp(<PageHeader title="话费余额" onBack={onBack} />);
    const back = screen.getByRole('button', { name: '返回' });
    expect(back.tagName).toBe('BUTTON');
    expect(back.parentElement?.closest('button, [role="button"]')).toBeNull();
    expect(screen.getAllByRole('button')).toEqual([back]);
    fireEvent.click(back);
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('names the page in its heading', () => {
    renderInApp(<PageHeader title="话费余额" />);
    expect(screen.getByRole('heading', { level: 1, name: '话费余额' })).toBeTruthy();
  });

  it('goes back to the given page', () => {
    renderInApp(
      <Routes>
        <Route path="/bill" element={<PageHeader title="本月账单" backTo="/BusinessQuery" />} />
        <Route path="/BusinessQuery" element={<p>查询页</p>} />
      </Routes>,
      ['/bill'],
    );
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByText('查询页')).toBeTruthy();
  });
});
