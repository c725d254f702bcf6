import { ResponseCode } from '@hall/contract/codes';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type * as AntdMobile from 'antd-mobile';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/api-error.ts';
import { renderInApp } from '../shared/testing/render-in-app.tsx';

// The hall's tabs, the points tabs and the query lists refresh when pulled down: every query the
// page shows is asked again. The hall pulls with its own touch handling (pulled here with touch
// events); elsewhere the gesture is antd-mobile's PullToRefresh, stood in for by a button that does
// what its release does (the journey in e2e pulls the hall with a real finger).

const calls: string[] = [];

vi.mock('../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    calls.push(name);
    throw new ApiError(ResponseCode.TRANSPORT_FAILED, '服务器内部错误 (500)，请稍后重试...', undefined, 500);
  },
}));
vi.mock('antd-mobile', async (importOriginal) => ({
  ...(await importOriginal<typeof AntdMobile>()),
  PullToRefresh: ({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) => (
    <div>
      <button type="button" onClick={() => void onRefresh()}>
        下拉刷新
      </button>
      {children}
    </div>
  ),
}));

const { HallPage } = await import('../features/hall/pages/hall-page.tsx');
const { RechargeTabPage } = await import('../features/recharge/pages/recharge-tab-page.tsx');
const { IntegralPage } = await import('../features/points/pages/integral-page.tsx');
const { MyPointsPage } = await import('../features/points/pages/my-points-page.tsx');
const { BillPage } = await import('../features/queries/pages/bill-page.tsx');
const { HistoryBillPage } = await import('../features/queries/pages/history-bill-page.tsx');
const { OrderBusinessPage } = await import('../features/queries/pages/order-business-page.tsx');
const { RechargeRecordPage } = await import('../features/recharge/pages/recharge-record-page.tsx');
const { MyOrderPage } = await import('../features/points/pages/my-order-page.tsx');
const { IntegralDetailsPage } = await import('../features/points/pages/integral-details-page.tsx');

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

function renderAt(path: string, routes: ReactNode) {
  return renderInApp(<Routes>{routes}</Routes>, [path]);
}

const count = (operation: string) => calls.filter((name) => name === operation).length;

async function pullAndExpectAskedAgain(operation: string) {
  await screen.findByRole('button', { name: '重新加载' });
  const asked = count(operation);
  expect(asked).toBeGreaterThan(0);
  fireEvent.click(await screen.findByRole('button', { name: '下拉刷新' }));
  await waitFor(() => expect(count(operation)).toBe(asked + 1));
}

describe('pull to refresh', () => {
  it('on a hall tab (a finger pulling the tab down) asks the tab’s data and the member again', async () => {
    const { container } = renderAt(
      '/Recharge',
      <Route element={<HallPage />}>
        <Route path="/Recharge" element={<RechargeTabPage />} />
      </Route>,
    );
    await screen.findByRole('button', { name: '重新加载' });
    const products = count('RECHARGE_PRODUCT');
    const members = count('PERSONAL_DATA');
    const area = container.querySelector('.hall-pull-refresh') as Element;
    const at = (clientY: number) => ({ touches: [{ identifier: 1, clientX: 100, clientY }] });
    fireEvent.touchStart(area, at(100));
    for (let clientY = 120; clientY <= 400; clientY += 20) {
      fireEvent.touchMove(area, at(clientY));
    }
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
    fireEvent.touchEnd(area, { touches: [] });
    await waitFor(() => expect(count('RECHARGE_PRODUCT')).toBe(products + 1));
    expect(count('PERSONAL_DATA')).toBe(members + 1);
    expect(await screen.findByText('刷新成功')).toBeTruthy();
  });

  it('on a hall tab, a short pull asks nothing again', async () => {
    const { container } = renderAt(
      '/Recharge',
      <Route element={<HallPage />}>
        <Route path="/Recharge" element={<RechargeTabPage />} />
      </Route>,
    );
    await screen.findByRole('button', { name: '重新加载' });
    const asked = calls.length;
    const area = container.querySelector('.hall-pull-refresh') as Element;
    fireEvent.touchStart(area, { touches: [{ identifier: 1, clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ identifier: 1, clientX: 100, clientY: 180 }] });
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    fireEvent.touchEnd(area, { touches: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.length).toBe(asked);
  });

  it('on the points tabs asks the tab’s data again', async () => {
    renderAt(
      '/integral/myPoints',
      <Route element={<IntegralPage />}>
        <Route path="/integral/myPoints" element={<MyPointsPage />} />
      </Route>,
    );
    await pullAndExpectAskedAgain('PERSONAL_DATA');
  });

  it.each([
    ['/bill', BillPage, 'QUERY_BILL_DETAILS'],
    ['/historyBill', HistoryBillPage, 'QUERY_HISTORY_BILL'],
    ['/orderbusine', OrderBusinessPage, 'ORDER_BUSINESS'],
    ['/record', RechargeRecordPage, 'RECHARGE_RECORD'],
    ['/myOrder', MyOrderPage, 'POINTS_ORDERS'],
    ['/integralDetails', IntegralDetailsPage, 'POINTS_DETAIL'],
  ] as const)('on %s asks the list again', async (path, Page, operation) => {
    renderAt(path, <Route path={path} element={<Page />} />);
    await pullAndExpectAskedAgain(operation);
  });
});
