import type { IssuedRealNameOrder, RealNameOrder } from '@hall/contract/console-real-name/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The real-name links page: the list's loading failure offers a retry; an issued link is shown with
// its QR code; a refusal because the number already has a waiting link shows that link instead.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { RealNameOrdersPage } = await import('./real-name-orders-page.tsx');

const ORDER: RealNameOrder = {
  id: 'q3Vb1sZ0aH7kPp2mXy9T0w',
  phone: '170****0008',
  reason: '开户时实名资料缺失',
  issuedBy: '客服小王',
  createdAt: '2026-11-20T02:00:00.000Z',
  expiresAt: '2026-11-27T02:00:00.000Z',
  state: 'expired',
  submittedAt: null,
};
const ISSUED: IssuedRealNameOrder = {
  order: { ...ORDER, id: 'Zx8w0PqRt5Lm2Nb7Vc4Kd1', state: 'waiting' },
  link: 'https://hall.example.com/realNameLink?id=Zx8w0PqRt5Lm2Nb7Vc4Kd1',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};
const listOf = (list: RealNameOrder[]) => ({ list, limit: 100 });

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = () => listOf([ORDER]);
});
afterEach(cleanup);

const renderPage = () => renderConsolePage(<RealNameOrdersPage />);

function issue(phone: string, reason: string) {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('补录原因'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
}

const issueCalls = () => calls.filter((call) => call.name === 'CONSOLE_REAL_NAME_ORDER_ISSUE');

describe('RealNameOrdersPage', () => {
  it('offers a retry when the list fails, then shows the orders with their state', async () => {
    let isDown = true;
    staffStub.answer = () => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return listOf([ORDER]);
    };
    renderPage();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('170****0008')).toBeTruthy();
    expect(screen.getByText('已过期')).toBeTruthy();
    expect(screen.getByText('客服小王')).toBeTruthy();
  });

  it('says so when no link was issued yet', async () => {
    staffStub.answer = () => listOf([]);
    renderPage();
    expect(await screen.findByText('暂无实名补录链接')).toBeTruthy();
  });

  it('checks the number before issuing, then shows the new link with its QR code and reads the list again', async () => {
    staffStub.answer = (name) => (name === 'CONSOLE_REAL_NAME_ORDER_ISSUE' ? ISSUED : listOf([ORDER]));
    renderPage();
    await screen.findByText('170****0008');
    issue('1701234', '开户时实名资料缺失');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(issueCalls()).toEqual([]);

    issue('17012340008', ' 开户时实名资料缺失 ');
    expect(await screen.findByText(ISSUED.link)).toBeTruthy();
    expect(issueCalls()).toEqual([{ name: 'CONSOLE_REAL_NAME_ORDER_ISSUE', payload: { phone: '17012340008', reason: '开户时实名资料缺失' } }]);
    expect(screen.getByText('新生成的补录链接')).toBeTruthy();
    expect(screen.getByAltText('实名补录链接二维码').getAttribute('src')).toBe(ISSUED.qrCode);
    await waitFor(() => expect(calls.filter((call) => call.name === 'CONSOLE_REAL_NAME_ORDERS')).toHaveLength(2));
  });

  it('shows the waiting link when the number already has one', async () => {
    staffStub.answer = (name) => {
      if (name === 'CONSOLE_REAL_NAME_ORDER_ISSUE') {
        const msg = '该号码已有未过期的实名补录链接，请使用下方链接，勿重复生成';
        throw new ApiError(-100, msg, { code: -100, msg, data: ISSUED });
      }
      return listOf([]);
    };
    renderPage();
    await screen.findByText('暂无实名补录链接');
    issue('17012340008', '再发一次');
    expect(await screen.findByText('该号码未过期的补录链接')).toBeTruthy();
    expect(screen.getByText(ISSUED.link)).toBeTruthy();
    expect(screen.getByAltText('实名补录链接二维码')).toBeTruthy();
  });
});
