import type { JsapiPayment } from '@hall/contract/payment/payment-start';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each way a payment can end on the page: WeChat's sheet (paid, cancelled, failed and retried,
// or no bridge at all), the QR code (paid while shown, or cancelled), and the cashier.

const shown: string[] = [];
let retryAnswers: boolean[] = [];
vi.mock('../ui/toast.ts', () => ({ showToast: (text: string) => shown.push(`toast ${text}`) }));
vi.mock('../ui/dialogs.ts', () => ({
  showAlert: async (text: string) => {
    shown.push(`alert ${text}`);
  },
  showConfirm: async (options: { content: string; confirmText?: string }) => {
    shown.push(`confirm ${options.content} [${options.confirmText ?? ''}]`);
    return retryAnswers.shift() ?? false;
  },
}));

const { startPayment, PaymentMessage } = await import('./start-payment.ts');
const { NATIVE_POLL_INTERVAL_MS } = await import('./native-payment-dialog.tsx');
const { Dialog } = await import('../ui/antd-feedback.ts');

const params: JsapiPayment = {
  appId: 'wx0123456789abcdef',
  timeStamp: '1700000000',
  nonceStr: 'abc123',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbmF0dXJl',
};

/** A bridge answering each invoke with the next err_msg, recording what it was given. */
function installBridge(answers: string[]) {
  const invoked: unknown[] = [];
  window.WeixinJSBridge = {
    invoke: (name, given, callback) => {
      invoked.push({ name, given });
      callback({ err_msg: answers.shift() ?? 'get_brand_wcpay_request:fail' });
    },
  };
  return invoked;
}

const notPaid = async () => false;
const assigned: string[] = [];
beforeEach(() => {
  shown.length = 0;
  assigned.length = 0;
  retryAnswers = [];
  delete window.WeixinJSBridge;
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => assigned.push(String(url)));
});
afterEach(() => {
  cleanup();
  Dialog.clear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.WeixinJSBridge;
});

describe('startPayment through the WeChat JS bridge', () => {
  it('hands the signed parameters to getBrandWCPayRequest and reports paid on :ok', async () => {
    const invoked = installBridge(['get_brand_wcpay_request:ok']);
    await expect(startPayment({ cashierUrl: '/unused', jsapi: params }, { amountFen: 1000, isPaid: notPaid })).resolves.toBe('paid');
    expect(invoked).toEqual([{ name: 'getBrandWCPayRequest', given: params }]);
    expect(shown).toEqual([]);
    expect(assigned).toEqual([]);
  });

  it('stays on the page with 已取消支付 when the payer closes the sheet', async () => {
    installBridge(['get_brand_wcpay_request:cancel']);
    await expect(startPayment({ cashierUrl: '/unused', jsapi: params }, { amountFen: 1000, isPaid: notPaid })).resolves.toBe('cancelled');
    expect(shown).toEqual([`toast ${PaymentMessage.CANCELLED}`]);
  });

  it('offers a retry on :fail and pays with the same parameters when taken', async () => {
    const invoked = installBridge(['get_brand_wcpay_request:fail', 'get_brand_wcpay_request:ok']);
    retryAnswers = [true];
    await expect(startPayment({ cashierUrl: '/unused', jsapi: params }, { amountFen: 1000, isPaid: notPaid })).resolves.toBe('paid');
    expect(invoked).toHaveLength(2);
    expect(shown).toEqual([`confirm ${PaymentMessage.FAILED} [${PaymentMessage.RETRY}]`]);
  });

  it('reports failed when the retry is declined (a fail with a reason counts as fail)', async () => {
    installBridge(['get_brand_wcpay_request:fail_nopermission']);
    retryAnswers = [false];
    await expect(startPayment({ cashierUrl: '/unused', jsapi: params }, { amountFen: 1000, isPaid: notPaid })).resolves.toBe('failed');
    expect(shown).toEqual([`confirm ${PaymentMessage.FAILED} [${PaymentMessage.RETRY}]`]);
  });

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const paying = startPayment({ cashierUrl: '/unused', jsapi: params }, { amountFen: 1000, isPaid: notPaid });
    await Promise.resolve();
    const invoked = installBridge(['get_brand_wcpay_request:ok']);
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(paying).resolves.toBe('paid');
    expect(invoked).toHaveLength(1);
  });

  it('says so when no bridge ever comes (the page is not really in WeChat)', async () => {
    vi.useFakeTimers();
    const paying = startPayment({ cashierUrl: '/unused', jsapi: params }, { amountFen: 1000, isPaid: notPaid });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(paying).resolves.toBe('failed');
    expect(shown).toEqual([`alert ${PaymentMessage.NOT_IN_WECHAT}`]);
  });
});

describe('startPayment by cashier', () => {
  it('follows cashierUrl when the answer has neither JSAPI parameters nor a code URL (H5, the sandbox)', async () => {
    installBridge(['get_brand_wcpay_request:ok']);
    await expect(startPayment({ cashierUrl: '/sandbox/pay?ref=r1' }, { amountFen: 1000, isPaid: notPaid })).resolves.toBe('left');
    expect(assigned).toEqual(['/sandbox/pay?ref=r1']);
  });
});

describe('startPayment by Native QR code', () => {
  const codeUrl = 'weixin://wxpay/bizpayurl?pr=abc123';

  it('shows the code with the amount and moves on once the server has the order paid', async () => {
    const answers = [false, true];
    const isPaid = vi.fn(async () => answers.shift() ?? true);
    let outcome: string | undefined;
    void startPayment({ cashierUrl: '/unused', codeUrl }, { amountFen: 10000, isPaid }).then((value) => (outcome = value));
    const qr = await screen.findByRole('img', { name: '微信支付二维码' });
    expect(qr.getAttribute('data-code-url')).toBe(codeUrl);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('请使用微信扫一扫完成支付')).toBeTruthy();
    expect(screen.getByText('¥100.00')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, NATIVE_POLL_INTERVAL_MS * 2 + 200)));
    await waitFor(() => expect(outcome).toBe('confirmed'));
    expect(isPaid).toHaveBeenCalledTimes(2);
    expect(assigned).toEqual([]);
  }, 15_000);

  it('stops waiting when the payer cancels', async () => {
    const isPaid = vi.fn(notPaid);
    const paying = startPayment({ cashierUrl: '/unused', codeUrl }, { amountFen: 10000, isPaid });
    fireEvent.click(await screen.findByText('取消支付'));
    await expect(paying).resolves.toBe('cancelled');
    // A slow machine may have asked once before the click; none may follow it.
    const asksBeforeCancel = isPaid.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, NATIVE_POLL_INTERVAL_MS * 2 + 200)));
    expect(isPaid).toHaveBeenCalledTimes(asksBeforeCancel);
  }, 15_000);
});
