import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../testing/render-in-app.tsx';
import { MissingInputPage } from './missing-input-page.tsx';

// A page opened without what it works on says so and leads back to where it is chosen, replacing
// itself, so 返回 from there does not come back to the empty page.

afterEach(cleanup);

describe('MissingInputPage', () => {
  it('keeps its title, says what is missing and replaces itself with the page where it is chosen', () => {
    const { history } = renderInApp(
      <Routes>
        <Route path="/" element={<p>大厅</p>} />
        <Route
          path="/submitInvoice"
          element={<MissingInputPage title="开具发票" chooseAt="/invoiceList" emptyTitle="暂无数据" description="请选择开票月份" chooseText="去选择月份" />}
        />
        <Route path="/invoiceList" element={<p>开票月份</p>} />
      </Routes>,
      ['/', '/submitInvoice'],
    );
    expect(screen.getByRole('heading', { level: 1, name: '开具发票' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('暂无数据');
    expect(screen.getByText('请选择开票月份')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去选择月份' }));
    expect(screen.getByText('开票月份')).toBeTruthy();
    act(() => history.go(-1));
    expect(screen.getByText('大厅')).toBeTruthy();
  });
});
