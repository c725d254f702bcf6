import { GiftMessage } from '@hall/contract/gift/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /gift: every bad input is refused in Chinese before anything is sent; 获取验证码 asks the server
// to check the gift first and sends no code for a refused one; a confirmed gift shows its result.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];
let isCheckRefused = false;
let member: { isPending: boolean; isError: boolean; data?: { mobilePhoneInfo?: { mobilePhone: string } } };

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'GIFT_ALLOWANCE') {
      return { remainingDataMb: 5120, balanceFen: 8650, dataLeftMb: 2048, creditLeftFen: 5000 };
    }
    if (name === 'GIFT_CHECK' && isCheckRefused) {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-100, GiftMessage.RECEIVER_NOT_IN_SERVICE, undefined, 200);
    }
    if (name === 'GIFT_CHECK' || name === 'GIFT_CONFIRM') {
      const gift = payload as { kind: 'data' | 'credit'; amount: number };
      return {
        kind: gift.kind,
        receiver: '170****0002',
        amount: gift.amount,
        amountText: gift.kind === 'data' ? `${gift.amount}MB` : '12.50元',
        giftId: 1,
        createdAt: '',
      };
    }
    return { resendAfterSeconds: 60 };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => member }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({ showConfirm: async () => true, showAlert: async () => undefined }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { GiftPage } = await import('./gift-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  isCheckRefused = false;
  member = { isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } };
});
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const names = () => sent.map((call) => call.name);

describe('/gift', () => {
  it('shows what remains and refuses each bad input in Chinese, sending nothing', async () => {
    renderInApp(<GiftPage />);
    expect(await screen.findByText('2048MB')).toBeTruthy();
    const refusals: [Record<string, string>, string][] = [
      [{}, GiftMessage.RECEIVER_REQUIRED],
      [{ 对方号码: '1234' }, GiftMessage.RECEIVER_INVALID],
      [{ 对方号码: '17012340002' }, GiftMessage.DATA_REQUIRED],
      [{ 对方号码: '17012340002', 转赠流量: '100' }, '请输入验证码'],
    ];
    for (const [values, message] of refusals) {
      for (const [label, value] of Object.entries(values)) {
        type(label, value);
      }
      toasts.length = 0;
      fireEvent.click(screen.getByRole('button', { name: '确认转赠' }));
      await waitFor(() => expect(toasts).toEqual([message]));
    }
    fireEvent.click(screen.getByRole('tab', { name: '话费' }));
    expect(await screen.findByText('50.00元')).toBeTruthy();
    type('转赠金额', '1.234');
    toasts.length = 0;
    fireEvent.click(screen.getByRole('button', { name: '确认转赠' }));
    await waitFor(() => expect(toasts).toEqual([GiftMessage.CREDIT_INVALID]));
    expect(names()).toEqual(['GIFT_ALLOWANCE']);
  });

  it('sends no code for a gift the server refuses', async () => {
    isCheckRefused = true;
    renderInApp(<GiftPage />);
    type('对方号码', '17012340007');
    type('转赠流量', '100');
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(names()).toContain('GIFT_CHECK'));
    expect(names()).not.toContain('SEND_SMS_CODE');
  });

  it('checks, sends the code to the own number, confirms a credit gift in fen and shows the result', async () => {
    renderInApp(<GiftPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '话费' }));
    type('对方号码', '17012340002');
    type('转赠金额', '12.5');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toContainEqual({ name: 'SEND_SMS_CODE', payload: { mobilePhone: '17012340001', type: '11' } }));
    expect(sent).toContainEqual({ name: 'GIFT_CHECK', payload: { kind: 'credit', receiverPhone: '17012340002', amount: 1250 } });
    type('验证码', '135790');
    fireEvent.click(screen.getByRole('button', { name: '确认转赠' }));
    expect(await screen.findByText('转赠成功')).toBeTruthy();
    expect(sent).toContainEqual({ name: 'GIFT_CONFIRM', payload: { kind: 'credit', receiverPhone: '17012340002', amount: 1250, code: '135790' } });
    expect(screen.getByRole('button', { name: '查看转赠记录' })).toBeTruthy();
  });
});
