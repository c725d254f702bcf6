import { RechargeStatus } from '@hall/contract/recharge/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /UniversalPay back from a cashier (its order and flag kept) asks the server for the order's
// outcome: 结果查询中... while it asks, 支付成功！ for a paid order, 支付失败，请重新支付 with the
// payment form for an unpaid one (paying again is checked in turn). A check that fails offers
// 重新加载 and never 重新支付: the order may have been paid, and paying again would pay twice.

type Answer = (payload: unknown) => Promise<unknown>;
const calls: { name: string; payload: unknown }[] = [];
let answers: Record<string, Answer> = {};

vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: () => undefined, showSuccessToast: () => undefined }));
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: (name: string, payload: unknown) => {
    calls.push({ name, payload });
    const answer = answers[name];
    return answer ? answer(payload) : Promise.reject(new Error(`unexpected ${name}`));
  },
}));

const { ResultMessage, UniversalPayKey } = await import('../order-results-api.ts');
const { UniversalPayPage } = await import('./universal-pay-page.tsx');

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const jsapi = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };
const never: Answer = () => new Promise(() => undefined);
const orderIn =
  (status: number): Answer =>
  (payload) =>
    Promise.resolve({ ...(payload as { outTradeNo: string }), kind: 'universal', productName: '话费缴费', amount: 1000, status });

function keepPaidOrder(outTradeNo: string) {
  localStorage.setItem(UniversalPayKey.OUT_TRADE_NO, outTradeNo);
  localStorage.setItem(UniversalPayKey.PAY_FLAG, '1');
}
const open = () => renderInApp(<UniversalPayPage />, ['/UniversalPay?serviceid=17012340001&amount=1000']);
const checksAsked = () => calls.filter(({ name }) => name === 'BOSS_QUERY_ORDER').map(({ payload }) => payload);

beforeEach(() => {
  calls.length = 0;
  answers = {};
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.WeixinJSBridge;
});

describe('/UniversalPay outcome', () => {
  it('says 结果查询中... while the kept order is checked, and drops the flag so a reload does not ask again', async () => {
    keepPaidOrder('order-1');
    answers.BOSS_QUERY_ORDER = never;
    const { container } = open();
    expect(screen.getByText(ResultMessage.QUERYING)).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '微信支付' })).toBeNull();
    await waitFor(() => expect(localStorage.getItem(UniversalPayKey.PAY_FLAG)).toBeNull());
    expect(checksAsked()).toEqual([{ outTradeNo: 'order-1' }]);
  });

  it('shows 支付成功！ once the server has the order paid', async () => {
    keepPaidOrder('order-1');
    answers.BOSS_QUERY_ORDER = orderIn(RechargeStatus.SUCCESS);
    open();
    expect(await screen.findByText(ResultMessage.PAY_SUCCESS)).toBeTruthy();
    expect(screen.getByText('话费已充值到账')).toBeTruthy();
  });

  it('offers 重新支付 for an unpaid order, and checks the new payment in turn', async () => {
    keepPaidOrder('order-1');
    answers.BOSS_QUERY_ORDER = orderIn(RechargeStatus.UNPAID);
    open();
    expect(await screen.findByText(ResultMessage.PAY_FAILED)).toBeTruthy();
    expect(screen.getByText('17012340001')).toBeTruthy();

    // Paid again on the page: WeChat's sheet, the payer already named.
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    sessionStorage.setItem(UniversalPayKey.PAYER_AUTHORISED, '1');
    window.WeixinJSBridge = { invoke: (_name, _params, callback) => callback({ err_msg: 'get_brand_wcpay_request:ok' }) };
    answers.BOSS_WX_PAY = () => Promise.resolve({ outTradeNo: 'order-2', cashierUrl: 'https://pay.example/cashier', jsapi });
    answers.BOSS_QUERY_ORDER = orderIn(RechargeStatus.RECHARGING);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    fireEvent.click(await screen.findByRole('button', { name: '继续支付' }));
    expect(await screen.findByText(ResultMessage.PAY_SUCCESS)).toBeTruthy();
    expect(checksAsked()).toEqual([{ outTradeNo: 'order-1' }, { outTradeNo: 'order-2' }]);
  });

  it('offers 重新加载, never 重新支付, when the check fails, and shows the outcome the retry finds', async () => {
    keepPaidOrder('order-1');
    answers.BOSS_QUERY_ORDER = () => Promise.reject(new Error('网络异常'));
    open();
    expect(await screen.findByText('支付结果查询失败')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新支付' })).toBeNull();
    expect(screen.queryByText(ResultMessage.PAY_FAILED)).toBeNull();

    answers.BOSS_QUERY_ORDER = orderIn(RechargeStatus.SUCCESS);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText(ResultMessage.PAY_SUCCESS)).toBeTruthy();
    expect(checksAsked()).toEqual([{ outTradeNo: 'order-1' }, { outTradeNo: 'order-1' }]);
  });

  it('shows the payment form and asks nothing without a kept order', () => {
    open();
    expect(screen.getByRole('button', { name: '微信支付' })).toBeTruthy();
    expect(screen.queryByText(ResultMessage.QUERYING)).toBeNull();
    expect(calls).toEqual([]);
  });
});
