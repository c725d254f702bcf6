import { NumberKeepingMessage } from '@hall/contract/number-keeping/rules';
import type { NumberKeepingStatus } from '@hall/contract/number-keeping/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /numberKeeping: the bound number's state, balance and keep fee; 停机保号 takes 1 … 12 months (the
// end date shown as it is chosen) and the owner check (service password or SMS code), then a
// confirmation; a kept number offers 提前复机; an owing one offers to pay what it owes instead; a
// failed load offers a retry; an unbound member is asked to bind.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];
let confirmAnswer = true;
let isStatusDown = false;
let status: NumberKeepingStatus;
let member: { isPending: boolean; isError: boolean; data?: { mobilePhoneInfo?: { mobilePhone: string } } };

const END_DATES = Array.from({ length: 12 }, (_, index) => `2027-${String(index + 1).padStart(2, '0')}-03`);
const normal = (): NumberKeepingStatus => ({
  phone: '170****0001',
  state: 'normal',
  stateLabel: '正常',
  keptUntil: null,
  balance: 8650,
  keepFeeFen: 500,
  keepEndDates: END_DATES,
  iccidTail: '0000',
  hasPuk: false,
});

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'NUMBER_KEEPING_STATUS') {
      if (isStatusDown) {
        const { ApiError } = await import('../../../shared/api/api-error.ts');
        throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
      }
      return status;
    }
    if (name === 'KEEP_NUMBER') {
      status = { ...status, state: 'keptSuspended', stateLabel: '停机保号', keptUntil: '2027-02-28T16:00:00.000Z' };
      return { keptUntil: '2027-02-28T16:00:00.000Z', endDate: '2027-03-01' };
    }
    if (name === 'RESUME_KEPT_NUMBER') {
      status = normal();
      return { state: 'normal', stateLabel: '正常' };
    }
    return { resendAfterSeconds: 60 };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => member }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({ showConfirm: async () => confirmAnswer, showAlert: async () => undefined }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { NumberKeepingPage } = await import('./number-keeping-page.tsx');

function renderPage() {
  return renderInApp(
    <Routes>
      <Route path="/numberKeeping" element={<NumberKeepingPage />} />
      <Route path="/UniversalPay" element={<p>话费缴费页</p>} />
    </Routes>,
    ['/numberKeeping'],
  );
}

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  confirmAnswer = true;
  isStatusDown = false;
  status = normal();
  member = { isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } };
});
afterEach(cleanup);

const typePassword = (value: string) => fireEvent.change(screen.getByPlaceholderText('请输入服务密码'), { target: { value } });
const names = () => sent.map((call) => call.name);

describe('/numberKeeping', () => {
  it('keeps the number for the chosen months after the password and a confirmation, then shows it kept with its end', async () => {
    renderPage();
    expect(await screen.findByText('正常')).toBeTruthy();
    expect(screen.getByText('账户余额：86.50元')).toBeTruthy();
    expect(screen.getByText('保号费：5.00元/月')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '办理停机保号' }));
    await waitFor(() => expect(toasts).toEqual([NumberKeepingMessage.MONTHS_INVALID]));
    fireEvent.click(screen.getByText('3个月'));
    expect(await screen.findByText('到期日期：2027-03-03（当日自动复机）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '办理停机保号' }));
    await waitFor(() => expect(toasts.at(-1)).toBe(NumberKeepingMessage.PASSWORD_REQUIRED));
    expect(names()).toEqual(['NUMBER_KEEPING_STATUS']);

    typePassword('123456');
    fireEvent.click(screen.getByRole('button', { name: '办理停机保号' }));
    expect(await screen.findByText('停机保号')).toBeTruthy();
    expect(sent).toContainEqual({ name: 'KEEP_NUMBER', payload: { months: 3, checkBy: 'password', phonePassword: '123456' } });
    expect(toasts).toContain('停机保号办理成功');
    expect(screen.getByText('保号到期：2027-03-01（当日自动复机）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提前复机' })).toBeTruthy();
  });

  it('resumes a kept number early with an SMS code sent to the bound phone', async () => {
    status = { ...normal(), state: 'keptSuspended', stateLabel: '停机保号', keptUntil: '2027-02-28T16:00:00.000Z' };
    renderPage();
    await screen.findByRole('button', { name: '提前复机' });
    fireEvent.click(screen.getByRole('tab', { name: '短信验证码' }));
    const phone = await screen.findByRole<HTMLInputElement>('textbox', { name: '手机号' });
    await waitFor(() => expect(phone.value).toBe('17012340001'));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toContainEqual({ name: 'SEND_SMS_CODE', payload: { mobilePhone: '17012340001', type: '09' } }));
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '提前复机' }));
    expect(await screen.findByText('正常')).toBeTruthy();
    expect(sent).toContainEqual({ name: 'RESUME_KEPT_NUMBER', payload: { checkBy: 'sms', code: '246810' } });
    expect(toasts).toContain('复机成功');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    confirmAnswer = false;
    renderPage();
    await screen.findByText('正常');
    fireEvent.click(screen.getByText('1个月'));
    typePassword('123456');
    fireEvent.click(screen.getByRole('button', { name: '办理停机保号' }));
    await waitFor(() => expect(names()).toEqual(['NUMBER_KEEPING_STATUS']));
  });

  it('offers an owing number to pay what it owes instead of the form', async () => {
    status = { ...normal(), state: 'owing', stateLabel: '欠费', balance: -1560 };
    const { history } = renderPage();
    expect(await screen.findByText(`${NumberKeepingMessage.KEEP_OWING}（欠费15.60元）`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '办理停机保号' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '缴清欠费15.60元' }));
    expect(await screen.findByText('话费缴费页')).toBeTruthy();
    expect(history.location.search).toBe('?serviceid=17012340001&amount=1560');
  });

  it('says why a number stopped another way cannot be kept', async () => {
    status = { ...normal(), state: 'staffSuspended', stateLabel: '管理停机' };
    renderPage();
    expect(await screen.findByText('号码当前为管理停机状态，不能办理此业务')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '办理停机保号' })).toBeNull();
  });

  it('offers a retry when the state did not load', async () => {
    isStatusDown = true;
    renderPage();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isStatusDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('正常')).toBeTruthy();
  });

  it('asks an unbound member to bind a number first, and asks the server nothing', async () => {
    member = { isPending: false, isError: false, data: {} };
    renderPage();
    expect(await screen.findByText('您还未绑定手机号')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
