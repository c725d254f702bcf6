import type { ServiceItem } from '@hall/contract/console-service/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage } from '../../shell/console-page-test-kit.tsx';

// The customer-service queue: a failed load offers a retry, an empty queue says so, and an answer
// closes the item, which leaves the open list once the queue is read again.

const OPEN_COMPLAINT: ServiceItem = {
  source: 'complaint',
  id: 7,
  appealType: null,
  maskedPhone: '170****0001',
  nickname: '张伟',
  content: '上月账单多扣了10元',
  submittedAt: '2024-03-01T02:00:00.000Z',
  answer: null,
  answeredBy: null,
  answeredAt: null,
};
const UNBOUND_FEEDBACK: ServiceItem = { ...OPEN_COMPLAINT, source: 'feedback', id: 3, appealType: '功能', maskedPhone: null, content: '页面太慢' };

let queue: ServiceItem[];
let failuresLeft: number;
const answers: unknown[] = [];

vi.mock('../../shell/call-staff.ts', () => ({
  callStaff: async (name: string, payload: { filter?: string; source?: string; id?: number; answer?: string }) => {
    if (name === 'CONSOLE_SERVICE_ITEMS') {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new ApiError(0, '网络异常，请稍后重试');
      }
      const list = queue.filter((item) => payload.filter === 'all' || (payload.filter === 'open') === (item.answeredAt === null));
      return { list, total: list.length, pageSize: 20 };
    }
    answers.push(payload);
    const answered = { ...OPEN_COMPLAINT, answer: payload.answer ?? '', answeredBy: '客服小王', answeredAt: '2024-03-02T02:00:00.000Z' };
    queue = queue.map((item) => (item.source === payload.source && item.id === payload.id ? answered : item));
    return answered;
  },
}));

const { ServiceQueuePage } = await import('./service-queue-page.tsx');

beforeEach(() => {
  queue = [OPEN_COMPLAINT, UNBOUND_FEEDBACK];
  failuresLeft = 0;
  answers.length = 0;
});
afterEach(() => cleanup());

const tableBody = () => document.querySelector<HTMLElement>('.ant-table-tbody') ?? document.body;

const renderPage = () => renderConsolePage(<ServiceQueuePage />);

describe('ServiceQueuePage', () => {
  it('shows a failed load with a retry that reads the queue again', async () => {
    failuresLeft = 1;
    renderPage();
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('上月账单多扣了10元');
  });

  it('says when nothing is waiting', async () => {
    queue = [];
    renderPage();
    await screen.findByText('暂无待处理的工单');
  });

  it('lists open items with their source and marks a member without a number', async () => {
    renderPage();
    await screen.findByText('上月账单多扣了10元');
    expect(screen.getByText('投诉')).toBeTruthy();
    expect(screen.getByText('意见反馈（功能）')).toBeTruthy();
    expect(screen.getByText('无绑定号码，未发短信')).toBeTruthy();
  });

  it('answers an item, which then leaves the open list and shows under 已处理', async () => {
    renderPage();
    await screen.findByText('上月账单多扣了10元');
    fireEvent.click(screen.getAllByRole('button', { name: '回复' })[0] as HTMLElement);
    await screen.findByText('回复将以短信发送至 170****0001');
    fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: '已退回账户余额' } });
    fireEvent.click(screen.getByRole('button', { name: '回复并关闭' }));

    await waitFor(() => expect(within(tableBody()).queryByText('上月账单多扣了10元')).toBeNull());
    expect(answers).toEqual([{ source: 'complaint', id: 7, answer: '已退回账户余额' }]);
    expect(within(tableBody()).getByText('页面太慢')).toBeTruthy();
    fireEvent.click(screen.getByText('已处理'));
    await waitFor(() => expect(within(tableBody()).getByText('已退回账户余额')).toBeTruthy());
    expect(within(tableBody()).getByText('上月账单多扣了10元')).toBeTruthy();
    expect(within(tableBody()).getByText(/客服小王/)).toBeTruthy();
  });
});
