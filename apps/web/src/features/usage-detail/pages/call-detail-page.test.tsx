import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /callDetail: closed until the check, then a month's records masked and paged; the PDF request
// with its address checked; the check again when the server finds the detail closed.

const sent: { name: string; payload: Record<string, unknown> }[] = [];
let isOpen = false;
let closeOnRecords = false;

const record = (index: number) => ({
  key: `k${index}`,
  kind: index % 2 === 0 ? 'voice_out' : 'voice_in',
  time: '2026-11-25T02:00:00.000Z',
  otherParty: '138****1234',
  seconds: 83,
  count: null,
  megabytes: null,
  sessions: null,
});

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: Record<string, unknown>) => {
    sent.push({ name, payload });
    const { ApiError } = await import('../../../shared/api/api-error.ts');
    switch (name) {
      case 'USAGE_DETAIL_STATUS':
        return { phone: '170****0001', unlockedUntil: isOpen ? '2026-11-25T02:15:00.000Z' : null, months: ['202611', '202610'] };
      case 'USAGE_DETAIL_UNLOCK':
        if (payload.phonePassword !== '123456') {
          throw new ApiError(-100, '服务密码错误，还可尝试2次');
        }
        isOpen = true;
        return { unlockedUntil: '2026-11-25T02:15:00.000Z' };
      case 'USAGE_DETAIL_RECORDS': {
        if (closeOnRecords) {
          isOpen = false;
          throw new ApiError(-100, '查询详单需先验证服务密码或短信验证码');
        }
        const page = Number(payload.page);
        const list = Array.from({ length: page === 1 ? 20 : 5 }, (_, index) => record(index + (page - 1) * 20));
        return { month: payload.month, kind: payload.kind, list, total: 25, page, pageSize: 20 };
      }
      case 'USAGE_DETAIL_MAIL':
        return { month: payload.month, email: payload.email, requestedAt: '2026-11-25T02:00:00.000Z' };
      default:
        throw new Error(`unexpected ${name}`);
    }
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({
  useMember: () => ({ isPending: false, isError: false, data: { memberInfo: { contactEmail: '' }, mobilePhoneInfo: { mobilePhone: '17012340001' } } }),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CallDetailPage } = await import('./call-detail-page.tsx');

beforeEach(() => {
  sent.length = 0;
  isOpen = false;
  closeOnRecords = false;
});
afterEach(cleanup);

const unlock = async (password: string) => {
  fireEvent.change(await screen.findByPlaceholderText('请输入服务密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '验证并查询详单' }));
};

describe('/callDetail', () => {
  it('asks for the service password first, then lists the month masked, by page', async () => {
    renderInApp(<CallDetailPage />);
    await unlock('123456');
    expect(await screen.findByText('2026年11月 通话记录 共25条')).toBeTruthy();
    expect(screen.getAllByText('138****1234')).toHaveLength(20);
    expect(screen.getAllByText('1分23秒')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getAllByText('138****1234')).toHaveLength(5));
    expect(sent.filter((call) => call.name === 'USAGE_DETAIL_RECORDS').map((call) => call.payload.page)).toEqual([1, 2]);
  });

  it('mails the chosen month to a checked address once per request', async () => {
    isOpen = true;
    renderInApp(<CallDetailPage />);
    fireEvent.change(await screen.findByRole('combobox', { name: '查询月份' }), { target: { value: '202610' } });
    fireEvent.change(screen.getByRole('textbox', { name: '邮箱' }), { target: { value: 'owner@example' } });
    fireEvent.click(screen.getByRole('button', { name: '发送2026年10月详单' }));
    expect(await screen.findByText('请输入正确的邮箱')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '邮箱' }), { target: { value: 'owner@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '发送2026年10月详单' }));
    expect(await screen.findByText('2026年10月详单PDF将发送至 owner@example.com，请注意查收。')).toBeTruthy();
    const mails = sent.filter((call) => call.name === 'USAGE_DETAIL_MAIL');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({ month: '202610', email: 'owner@example.com', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('asks for the check again when the server finds the detail closed', async () => {
    isOpen = true;
    closeOnRecords = true;
    renderInApp(<CallDetailPage />);
    expect(await screen.findByPlaceholderText('请输入服务密码')).toBeTruthy();
  });
});
