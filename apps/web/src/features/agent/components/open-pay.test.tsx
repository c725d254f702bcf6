import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The opening fee by WeChat Pay goes as the payment ended: a QR code the server has seen paid
// resumes the flow at once; WeChat's sheet saying paid goes to the confirmation page, which asks
// the server; a cashier leaves the page; a cancelled payment stays. The scene is never JSAPI.
// Paid is not opened: the agreement and real-name steps still follow, so the toast says 支付成功！.

type Handler = (payload: Record<string, unknown>) => unknown;
const calls: { name: string; payload: Record<string, unknown> }[] = [];
const handlers = new Map<string, Handler>();
let outcome = 'confirmed';
const started: unknown[] = [];

vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string, payload: Record<string, unknown>) => {
    calls.push({ name, payload });
    const handler = handlers.get(name);
    if (!handler) {
      throw new Error(`unexpected ${name}`);
    }
    return handler(payload);
  },
}));
vi.mock('../../../shared/payment/start-payment.ts', () => ({
  startPayment: async (start: unknown, options: { amountFen: number; isPaid: () => Promise<boolean> }) => {
    started.push({ start, amountFen: options.amountFen, isPaid: await options.isPaid() });
    return outcome;
  },
}));
const toasts: string[] = [];
vi.mock('../../../shared/ui/toast.ts', () => ({ showSuccessToast: (text: string) => toasts.push(text), showToast: () => undefined }));

const { OpenPay } = await import('./open-pay.tsx');
const { ApiError } = await import('../../../shared/api/api-error.ts');

const RECORD = { recordNumber: 'R1', serviceId: '16620000009', prodOfferName: '畅享流量59元套餐（预存100元）', sumFee: 10_000, rechargeFlag: 0 };
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

beforeEach(() => {
  calls.length = 0;
  started.length = 0;
  toasts.length = 0;
  outcome = 'confirmed';
  localStorage.clear();
  localStorage.setItem('tokens', 'agent-token');
  localStorage.setItem('uimId', '89860166200000090009');
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
  handlers.set('QUERY_OPEN_CARD_LOCATION', () => ({ record: RECORD }));
  handlers.set('GET_PAY_KIND', () => ({ payKind: 1 }));
  handlers.set('WX_PAY', () => ({ code: 1, outTradeNo: 'T1', outtradeno: 'T1', form: '/sandbox/pay?ref=r', codeUrl: 'weixin://wxpay/bizpayurl?pr=x' }));
  handlers.set('QUERY_ORDER_BY_OUT_TRADE_NO', () => ({ outTradeNo: 'T1', tradeState: 'SUCCESS', isPaid: true }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderOpenPay() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/OpenPay']}>
        <Routes>
          <Route path="/OpenPay" element={<OpenPay wechatReturnPath="/WxQuery" defaultFlowPath="/OpenCard" />} />
          <Route path="/OpenCard" element={<p>开卡流程</p>} />
          <Route path="/WxQuery" element={<p>支付确认页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function payOpeningFee() {
  renderOpenPay();
  await screen.findByText('微信支付');
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  fireEvent.click(await screen.findByRole('button', { name: '继续支付' }));
}

describe('the opening fee by WeChat Pay', () => {
  it('on a computer asks for a Native order and resumes the flow once the QR code is paid', async () => {
    await payOpeningFee();
    await screen.findByText('开卡流程');
    expect(calls.find((call) => call.name === 'WX_PAY')?.payload).toMatchObject({ scene: 'native', amount: 10_000, returnUrl: '/WxQuery' });
    expect(started).toEqual([
      { start: { cashierUrl: '/sandbox/pay?ref=r', codeUrl: 'weixin://wxpay/bizpayurl?pr=x', jsapi: undefined }, amountFen: 10_000, isPaid: true },
    ]);
    expect(localStorage.getItem('payquery')).toBe('1');
    expect(localStorage.getItem('paynum')).toBe('T1');
    expect(toasts).toEqual(['支付成功！']);
  });

  it("goes to the confirmation page when WeChat's sheet says paid, and stays when cancelled", async () => {
    outcome = 'paid';
    await payOpeningFee();
    await screen.findByText('支付确认页');
    cleanup();
    outcome = 'cancelled';
    await payOpeningFee();
    await vi.waitFor(() => expect(started).toHaveLength(2));
    expect(screen.getByRole('button', { name: '立即支付' })).toBeTruthy();
    expect(screen.queryByText('开卡流程')).toBeNull();
  });

  it("in a phone's browser asks for H5, never JSAPI, also inside WeChat", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
    );
    outcome = 'left';
    await payOpeningFee();
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(calls.find((call) => call.name === 'WX_PAY')?.payload).toMatchObject({ scene: 'h5' });
  });
});

describe('a payment that cannot go on says why and stays on the page', () => {
  it('shows 支付异常 with a retry when the payment method cannot be read, and pays once it can', async () => {
    let isDown = true;
    handlers.set('GET_PAY_KIND', () => {
      if (isDown) {
        throw new ApiError(0, '网络异常', undefined, 0);
      }
      return { payKind: 1 };
    });
    renderOpenPay();
    await screen.findByText('支付异常');
    expect(screen.getByText('查询失败')).toBeTruthy();
    expect(screen.queryByText('查询中...')).toBeNull();
    expect(screen.getByRole('button', { name: '立即支付' }).hasAttribute('disabled')).toBe(true);
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
    await screen.findByText('微信支付');
    expect(screen.queryByText('支付异常')).toBeNull();
    expect(screen.getByRole('button', { name: '立即支付' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps a fund pool too low for the fee on the page, not only in a toast', async () => {
    handlers.set('GET_PAY_KIND', () => ({ payKind: 2 }));
    handlers.set('FUND_POOL_RECHARGE', () => {
      throw new ApiError(-100, '资金池余额不足，请联系渠道管理员充值');
    });
    renderOpenPay();
    await screen.findByText('资金池支付');
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    fireEvent.click(await screen.findByRole('button', { name: '继续支付' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('资金池余额不足以支付本次开户预存，请联系渠道管理员充值后再支付');
    expect(screen.queryByText('开卡流程')).toBeNull();
  });

  it('says 微信支付异常，请重新开户 when the WeChat order could not be made', async () => {
    handlers.set('WX_PAY', () => {
      throw new ApiError(500, '系统繁忙', undefined, 500);
    });
    await payOpeningFee();
    expect((await screen.findByRole('alert')).textContent).toContain('微信支付异常，请重新开户');
  });
});
