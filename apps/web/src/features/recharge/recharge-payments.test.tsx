import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A payment starts only once its order exists, in the scene of the page's environment; the
// general top-up keeps its order number and flag first, so /UniversalPay can ask for the outcome
// on the way back from a cashier. Paid on the page (WeChat's sheet), a top-up goes to its result
// page, which confirms the order with the server.

const calls: { name: string; payload: unknown }[] = [];
let payAnswer: Record<string, unknown> = {};
/** The server's page meta: whether the real WeChat is behind it. */
function setRealWechat(isReal: boolean) {
  document.head.innerHTML = `<meta name="hall-wechat-sdk" content="${isReal ? '1' : '0'}" />`;
}
vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    calls.push({ name, payload });
    if (name === 'ADD_ORDERS') {
      return { outTradeNo: 'order-1', kind: 'dayFlow', amount: 500 };
    }
    return { outTradeNo: 'order-2', cashierUrl: 'https://pay.example/cashier', ...payAnswer };
  },
}));
const navigated: string[] = [];
vi.mock('../../shared/lib/navigation.ts', () => ({ navigateTo: (to: string) => navigated.push(to) }));

const { usePayForProduct } = await import('./api.ts');
const { UniversalPayKey, usePayUniversal } = await import('./order-results-api.ts');

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const jsapi = { appId: 'wx1', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' };

const assigned: string[] = [];
let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  assigned.length = 0;
  navigated.length = 0;
  payAnswer = {};
  setRealWechat(false);
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
    // The order must already be kept when the browser leaves.
    assigned.push(`${String(url)} ${localStorage.getItem(UniversalPayKey.OUT_TRADE_NO) ?? '-'} ${localStorage.getItem(UniversalPayKey.PAY_FLAG) ?? '-'}`);
  });
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.WeixinJSBridge;
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('recharge payments', () => {
  it('a product is paid through its new order in the JSAPI scene inside WeChat, then the cashier the answer names', async () => {
    const { result } = renderHook(() => usePayForProduct(), { wrapper });
    result.current.mutate('p1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([
      { name: 'ADD_ORDERS', payload: { productId: 'p1' } },
      { name: 'PAY', payload: { outTradeNo: 'order-1', scene: 'jsapi' } },
    ]);
    expect(assigned).toEqual(['https://pay.example/cashier - -']);
  });

  it("a product paid on WeChat's sheet goes to its result page, which confirms the order", async () => {
    payAnswer = { jsapi };
    window.WeixinJSBridge = { invoke: (_name, _params, callback) => callback({ err_msg: 'get_brand_wcpay_request:ok' }) };
    const { result } = renderHook(() => usePayForProduct(), { wrapper });
    result.current.mutate('p1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(navigated).toEqual(['/success?outTradeNo=order-1']);
    expect(assigned).toEqual([]);
  });

  it('the general top-up keeps its order number and flag before leaving for the cashier (H5 in a phone browser)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
    const { result } = renderHook(() => usePayUniversal(), { wrapper });
    result.current.mutate({ phone: '17012340001', amount: 1000 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([{ name: 'BOSS_WX_PAY', payload: { phone: '17012340001', amount: 1000, scene: 'h5' } }]);
    expect(assigned).toEqual(['https://pay.example/cashier order-2 1']);
    expect(result.current.data).toBe('left');
  });

  it('in WeChat with the sandbox behind the server, the general top-up leaves the scene to the server (its cashier)', async () => {
    const { result } = renderHook(() => usePayUniversal(), { wrapper });
    result.current.mutate({ phone: '17012340001', amount: 1000 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([{ name: 'BOSS_WX_PAY', payload: { phone: '17012340001', amount: 1000, scene: undefined } }]);
    expect(assigned).toEqual(['https://pay.example/cashier order-2 1']);
  });

  it('in WeChat with the real WeChat, a payer not named yet goes through the silent authorisation first, and the page resumes', async () => {
    setRealWechat(true);
    window.history.replaceState(null, '', '/UniversalPay?serviceid=17012340001&amount=1000');
    const { result } = renderHook(() => usePayUniversal(), { wrapper });
    result.current.mutate({ phone: '17012340001', amount: 1000 });
    await waitFor(() => expect(result.current.data).toBe('left'));
    expect(calls).toEqual([]);
    expect(assigned).toEqual(['/api/wechat/payer?returnUrl=%2FUniversalPay%3Fserviceid%3D17012340001%26amount%3D1000 - -']);
    expect(sessionStorage.getItem(UniversalPayKey.RESUME)).toBe('1');
  });

  it('the named payer pays on the page (JSAPI) and the page checks; cancelled, it drops the flag', async () => {
    sessionStorage.setItem(UniversalPayKey.PAYER_AUTHORISED, '1');
    payAnswer = { jsapi };
    const answers = ['get_brand_wcpay_request:ok', 'get_brand_wcpay_request:cancel'];
    window.WeixinJSBridge = { invoke: (_name, _params, callback) => callback({ err_msg: answers.shift() }) };
    const { result } = renderHook(() => usePayUniversal(), { wrapper });
    result.current.mutate({ phone: '17012340001', amount: 1000 });
    await waitFor(() => expect(result.current.data).toBe('checked'));
    expect(calls).toEqual([{ name: 'BOSS_WX_PAY', payload: { phone: '17012340001', amount: 1000, scene: 'jsapi' } }]);
    expect(localStorage.getItem(UniversalPayKey.PAY_FLAG)).toBe('1');
    result.current.mutate({ phone: '17012340001', amount: 1000 });
    await waitFor(() => expect(result.current.data).toBe('not-paid'));
    expect(localStorage.getItem(UniversalPayKey.PAY_FLAG)).toBeNull();
  });
});
