import { ResponseCode } from '@hall/contract/codes';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/api-error.ts';
import { renderInApp } from '../shared/testing/render-in-app.tsx';

// A page whose data did not load says so and offers 重新加载, which asks the server again
// in place (the person used to have to leave and come back).

const SERVER_ERROR = '服务器内部错误 (500)，请稍后重试...';
const calls: string[] = [];

vi.mock('../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    calls.push(name);
    throw new ApiError(ResponseCode.TRANSPORT_FAILED, SERVER_ERROR, undefined, 500);
  },
}));

const { SetMealPage } = await import('../features/queries/pages/set-meal-page.tsx');
const { BalancePage } = await import('../features/queries/pages/balance-page.tsx');
const { HistoryBillPage } = await import('../features/queries/pages/history-bill-page.tsx');
const { OrderBusinessPage } = await import('../features/queries/pages/order-business-page.tsx');
const { OrderQueryPage } = await import('../features/queries/pages/order-query-page.tsx');
const { BillPage } = await import('../features/queries/pages/bill-page.tsx');
const { RechargeRecordPage } = await import('../features/recharge/pages/recharge-record-page.tsx');
const { RechargeTabPage } = await import('../features/recharge/pages/recharge-tab-page.tsx');
const { MyOrderPage } = await import('../features/points/pages/my-order-page.tsx');
const { IntegralDetailsPage } = await import('../features/points/pages/integral-details-page.tsx');
const { ActivityPage } = await import('../features/activities/pages/activity-page.tsx');
const { PointsExchangePage } = await import('../features/points/pages/points-exchange-page.tsx');
const { WillRegisterPage } = await import('../features/sms-register/pages/will-register-page.tsx');
const { VerificationPage } = await import('../features/package-change/pages/verification-page.tsx');
const { ChoosePackagePage } = await import('../features/package-change/pages/choose-package-page.tsx');
const { MessagePage } = await import('../features/board/pages/message-page.tsx');
const { AuditCancelPage } = await import('../features/applications/pages/audit-cancel-page.tsx');

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

function renderPage(Page: ComponentType) {
  return renderInApp(<Page />);
}

describe('a page whose data failed to load', () => {
  it.each([
    ['/setMeal', SetMealPage, 'QUERY_SET_MEAL'],
    ['/balance', BalancePage, 'QUERY_BALANCE'],
    ['/historyBill', HistoryBillPage, 'QUERY_HISTORY_BILL'],
    ['/orderbusine', OrderBusinessPage, 'ORDER_BUSINESS'],
    ['/orderQuery', OrderQueryPage, 'PERSONAL_DATA'],
    ['/bill', BillPage, 'QUERY_BILL_DETAILS'],
    ['/record', RechargeRecordPage, 'RECHARGE_RECORD'],
    ['the Recharge tab', RechargeTabPage, 'RECHARGE_PRODUCT'],
    ['/myOrder', MyOrderPage, 'POINTS_ORDERS'],
    ['/integralDetails', IntegralDetailsPage, 'POINTS_DETAIL'],
  ] as const)('%s shows the reason and 重新加载 asks the server again', async (_page, Page, operation) => {
    renderPage(Page);
    const reload = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getAllByText(SERVER_ERROR).length).toBeGreaterThan(0);
    const asked = calls.filter((name) => name === operation).length;
    expect(asked).toBe(1);
    fireEvent.click(reload);
    await waitFor(() => expect(calls.filter((name) => name === operation).length).toBe(asked + 1));
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it.each([
    ['/activity', ActivityPage],
    ['/integral/pointsExchange', PointsExchangePage],
    ['/WillRegister', WillRegisterPage],
    ['/verification', VerificationPage],
    ['/choosePackage', ChoosePackagePage],
    ['/message', MessagePage],
    ['/auditCabcel', AuditCancelPage],
  ] as const)('%s offers 重新加载 too, which asks the server again', async (_page, Page) => {
    renderPage(Page);
    const [reload] = await screen.findAllByRole('button', { name: '重新加载' });
    const asked = calls.length;
    fireEvent.click(reload as HTMLElement);
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
  });

  it('the Recharge tab no longer tells people to pull down when its products fail', async () => {
    renderPage(RechargeTabPage);
    await screen.findByRole('button', { name: '重新加载' });
    expect(screen.queryByText(/下拉刷新/)).toBeNull();
  });
});
