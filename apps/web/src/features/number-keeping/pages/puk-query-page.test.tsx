import { NumberKeepingMessage } from '@hall/contract/number-keeping/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /pukQuery: the card's PUK only after the owner check (service password or SMS code); a card
// without one on record says to ask at a store without asking for a secret; a failed load offers
// a retry; an unbound member is asked to bind.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];
let hasPuk = true;
let isStatusDown = false;
let member: { isPending: boolean; isError: boolean; data?: { mobilePhoneInfo?: { mobilePhone: string } } };

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'NUMBER_KEEPING_STATUS') {
      if (isStatusDown) {
        const { ApiError } = await import('../../../shared/api/api-error.ts');
        throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
      }
      return {
        phone: '166****0024',
        state: 'normal',
        stateLabel: '正常',
        keptUntil: null,
        balance: 5000,
        keepFeeFen: 500,
        keepEndDates: [],
        iccidTail: '4770',
        hasPuk,
      };
    }
    if (name === 'PUK_QUERY') {
      return { iccidTail: '4770', puk: '80000024' };
    }
    return { resendAfterSeconds: 60 };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => member }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { PukQueryPage } = await import('./puk-query-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  hasPuk = true;
  isStatusDown = false;
  member = { isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '16610000024' } } };
});
afterEach(cleanup);

describe('/pukQuery', () => {
  it('shows the PUK only after the service password', async () => {
    renderInApp(<PukQueryPage />);
    expect(await screen.findByText(/卡号尾号4770/)).toBeTruthy();
    expect(screen.queryByText('80000024')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查询PUK码' }));
    await waitFor(() => expect(toasts).toEqual([NumberKeepingMessage.PASSWORD_REQUIRED]));
    expect(sent.map((call) => call.name)).toEqual(['NUMBER_KEEPING_STATUS']);
    fireEvent.change(screen.getByPlaceholderText('请输入服务密码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '查询PUK码' }));
    expect(await screen.findByText('80000024')).toBeTruthy();
    expect(sent).toContainEqual({ name: 'PUK_QUERY', payload: { checkBy: 'password', phonePassword: '123456' } });
  });

  it('shows the PUK after an SMS code sent to the bound phone', async () => {
    renderInApp(<PukQueryPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '短信验证码' }));
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toContainEqual({ name: 'SEND_SMS_CODE', payload: { mobilePhone: '16610000024', type: '09' } }));
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '查询PUK码' }));
    expect(await screen.findByText('80000024')).toBeTruthy();
    expect(sent).toContainEqual({ name: 'PUK_QUERY', payload: { checkBy: 'sms', code: '135790' } });
  });

  it('says a card without a PUK on record is asked at a store, and asks for no secret', async () => {
    hasPuk = false;
    renderInApp(<PukQueryPage />);
    expect(await screen.findByText(NumberKeepingMessage.PUK_NOT_ON_RECORD)).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入服务密码')).toBeNull();
  });

  it('offers a retry when the card did not load', async () => {
    isStatusDown = true;
    renderInApp(<PukQueryPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isStatusDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText(/卡号尾号4770/)).toBeTruthy();
  });

  it('asks an unbound member to bind a number first', async () => {
    member = { isPending: false, isError: false, data: {} };
    renderInApp(<PukQueryPage />);
    expect(await screen.findByText('您还未绑定手机号')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
