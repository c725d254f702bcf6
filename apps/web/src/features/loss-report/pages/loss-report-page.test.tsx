import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /lossReport: the bound number's state; 立即挂失 and 解除挂失 need the service password and a
// confirmation, then show the server's new state; a failed load offers a retry; an unbound member
// is sent to bind first.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];
let reportedAt: string | null = null;
let isStatusDown = false;
let confirmAnswer = true;
let member: { isPending: boolean; isError: boolean; data?: { mobilePhoneInfo?: { mobilePhone: string } } } = {
  isPending: false,
  isError: false,
  data: { mobilePhoneInfo: { mobilePhone: '17012340001' } },
};

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'LOSS_REPORT_STATUS') {
      if (isStatusDown) {
        const { ApiError } = await import('../../../shared/api/api-error.ts');
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return { phone: '170****0001', reportedAt };
    }
    if (name === 'REPORT_LOSS') {
      reportedAt = '2026-11-26T02:05:00.000Z';
      return { reportedAt, endedSessions: 1 };
    }
    reportedAt = null;
    return { liftedAt: '2026-11-26T03:00:00.000Z' };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => member }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({ showConfirm: async () => confirmAnswer, showAlert: async () => undefined }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { LossReportPage } = await import('./loss-report-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  reportedAt = null;
  isStatusDown = false;
  confirmAnswer = true;
  member = { isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } };
});
afterEach(cleanup);

const typePassword = (value: string) => fireEvent.change(screen.getByPlaceholderText('请输入服务密码'), { target: { value } });

describe('/lossReport', () => {
  it('reports the number lost with the service password, then shows it reported and offers 解除挂失 and 补办新卡', async () => {
    renderInApp(<LossReportPage />);
    expect(await screen.findByText('正常使用')).toBeTruthy();
    expect(screen.getByText('170****0001')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '立即挂失' }));
    await waitFor(() => expect(toasts).toEqual(['请填写服务密码']));
    expect(sent.map((call) => call.name)).toEqual(['LOSS_REPORT_STATUS']);

    typePassword('123456');
    fireEvent.click(screen.getByRole('button', { name: '立即挂失' }));
    expect(await screen.findByText('已挂失')).toBeTruthy();
    expect(sent).toContainEqual({ name: 'REPORT_LOSS', payload: { phonePassword: '123456' } });
    expect(toasts).toContain('挂失成功');
    expect(screen.getByText('挂失时间：2026-11-26 10:05')).toBeTruthy();
    expect(screen.getByRole('button', { name: '补办新卡' })).toBeTruthy();

    typePassword('123456');
    fireEvent.click(screen.getByRole('button', { name: '解除挂失' }));
    expect(await screen.findByText('正常使用')).toBeTruthy();
    expect(sent).toContainEqual({ name: 'LIFT_LOSS_REPORT', payload: { phonePassword: '123456' } });
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    confirmAnswer = false;
    renderInApp(<LossReportPage />);
    await screen.findByText('正常使用');
    typePassword('123456');
    fireEvent.click(screen.getByRole('button', { name: '立即挂失' }));
    await waitFor(() => expect(sent.map((call) => call.name)).toEqual(['LOSS_REPORT_STATUS']));
    expect(screen.getByText('正常使用')).toBeTruthy();
  });

  it('offers a retry when the state did not load', async () => {
    isStatusDown = true;
    renderInApp(<LossReportPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isStatusDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('正常使用')).toBeTruthy();
  });

  it('asks an unbound member to bind a number first, and asks the server nothing', async () => {
    member = { isPending: false, isError: false, data: {} };
    renderInApp(<LossReportPage />);
    expect(await screen.findByText('您还未绑定手机号')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
