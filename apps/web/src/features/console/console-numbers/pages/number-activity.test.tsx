import type { NumberActivity } from '@hall/contract/console-numbers/activity-schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { staffStub } from '../../shell/console-page-test-kit.tsx';

// The number record's activity: 充值记录, 积分明细, 发票, 留言与投诉 and 通知记录 (a count per channel
// over the SMS log and the other notices) with their loading, failure with 重试 and empty states.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));

const { ACCOUNT, EMPTY_ACTIVITY, IN_SERVICE, answer, openRecord, resetRecordStub, sectionOf } = await import('../number-record-test-kit.tsx');

const ACTIVITY: NumberActivity = {
  recharges: [
    {
      outTradeNo: 'AT20261125001',
      kind: 'autoTopUp',
      productName: '自动充值30元',
      amountFen: 3000,
      state: 'paid',
      createdAt: '2026-11-25T02:00:00.000Z',
      paidAt: '2026-11-25T02:00:05.000Z',
      refundedAt: null,
    },
    {
      outTradeNo: 'R20261124001',
      kind: 'call',
      productName: '话费50元',
      amountFen: 5000,
      state: 'refunded',
      createdAt: '2026-11-24T02:00:00.000Z',
      paidAt: null,
      refundedAt: null,
    },
  ],
  points: [{ id: 1, change: 5, kind: 'sign_in', title: '每日签到', balanceAfter: 125, createdAt: '2026-11-25T01:00:00.000Z' }],
  invoices: [
    {
      id: 7,
      months: '202610,202611',
      amountFen: 8800,
      state: 'issued',
      invoiceNumber: '26442000000012345678',
      buyerName: '张*',
      email: 'z***@example.com',
      createdAt: '2026-11-20T02:00:00.000Z',
      issuedAt: '2026-11-20T02:01:00.000Z',
      reversedAt: null,
    },
  ],
  feedback: [
    { source: 'complaint', id: 3, preview: '话费扣错了', createdAt: '2026-11-23T02:00:00.000Z', isHidden: false, answeredAt: null },
    {
      source: 'board',
      id: 9,
      preview: '信号不好，请回电139****5678',
      createdAt: '2026-11-22T02:00:00.000Z',
      isHidden: true,
      answeredAt: '2026-11-22T03:00:00.000Z',
    },
  ],
  notices: [
    {
      kind: 'usageDetailMail',
      id: 4,
      text: '2026年11月详单',
      recipient: 'd***@example.com',
      channel: 'email',
      status: 'failed',
      attempts: 5,
      createdAt: '2026-11-25T04:00:00.000Z',
      finishedAt: '2026-11-25T05:00:00.000Z',
    },
    {
      kind: 'usageAlert',
      id: 2,
      text: '用量提醒：账户余额低于10.00元',
      recipient: '170****0001',
      channel: 'wechat',
      status: 'sent',
      attempts: 1,
      createdAt: '2026-11-25T03:00:00.000Z',
      finishedAt: '2026-11-25T03:00:00.000Z',
    },
  ],
};

const SMS = [
  {
    id: 1,
    kind: 'billIssued',
    kindLabel: '账单通知',
    text: '您11月账单已出',
    phone: '170****0001',
    status: 'sent' as const,
    attempts: 1,
    createdAt: '2026-11-25T01:00:00.000Z',
    finishedAt: '2026-11-25T01:00:00.000Z',
    sentBy: 'wechat' as const,
  },
  {
    id: 2,
    kind: 'arrearsNotice',
    kindLabel: '欠费提醒',
    text: '您已欠费',
    phone: '170****0001',
    status: 'waiting' as const,
    attempts: 0,
    createdAt: '2026-11-25T02:00:00.000Z',
    finishedAt: null,
    sentBy: null,
  },
];

beforeEach(resetRecordStub);
afterEach(cleanup);

/** The counts of one channel's line of 通知记录's summary: 已发送, 发送失败, 待发送, 未发送. */
function countsOf(channel: string): string[] {
  const row = within(screen.getByRole('table', { name: '按渠道统计' }))
    .getByText(channel)
    .closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent ?? '');
}

describe("the number record's activity", () => {
  it('shows top-ups (自动充值 by name), points, invoices as 发票管理 labels them, posts and complaints', async () => {
    answer({ activity: ACTIVITY });
    openRecord(['service']);
    const recharges = await screen.findByText('AT20261125001');
    expect(within(sectionOf('充值记录')).getByText('自动充值')).toBeTruthy();
    expect(within(recharges.closest('tr') as HTMLElement).getByText('已支付')).toBeTruthy();
    expect(within(sectionOf('充值记录')).getByText('已退款')).toBeTruthy();
    expect(within(sectionOf('充值记录')).getByText('30.00')).toBeTruthy();
    expect(within(sectionOf('积分明细')).getByText('+5')).toBeTruthy();
    expect(within(sectionOf('积分明细')).getByText('签到')).toBeTruthy();
    expect(within(sectionOf('发票')).getByText('2026年10月、2026年11月')).toBeTruthy();
    expect(within(sectionOf('发票')).getByText('88.00 元')).toBeTruthy();
    expect(within(sectionOf('发票')).getByText('已开票')).toBeTruthy();
    expect(within(sectionOf('发票')).getByText('z***@example.com')).toBeTruthy();
    const complaint = within(sectionOf('留言与投诉')).getByText('话费扣错了').closest('tr') as HTMLElement;
    expect(within(complaint).getByText('投诉与建议')).toBeTruthy();
    expect(within(complaint).getByText('未回复')).toBeTruthy();
    const post = within(sectionOf('留言与投诉')).getByText('信号不好，请回电139****5678').closest('tr') as HTMLElement;
    expect(within(post).getByText('已隐藏')).toBeTruthy();
    expect(within(post).getByText('已回复 2026-11-22 11:00:00')).toBeTruthy();
  });

  it('counts the notices by channel over the SMS log and the other notices, and lists those beside the SMS log', async () => {
    answer({ record: { ...IN_SERVICE, sms: SMS }, activity: ACTIVITY });
    openRecord(['auditor']);
    expect(await screen.findByText('用量提醒：账户余额低于10.00元')).toBeTruthy();
    expect(countsOf('微信')).toEqual(['2', '0', '0', '0']);
    expect(countsOf('短信')).toEqual(['0', '0', '0', '0']);
    expect(countsOf('邮件')).toEqual(['0', '1', '0', '0']);
    expect(countsOf('渠道未定')).toEqual(['0', '0', '1', '0']);
    const mail = within(sectionOf('通知记录')).getByText('2026年11月详单').closest('tr') as HTMLElement;
    expect(within(mail).getByText('详单邮件')).toBeTruthy();
    expect(within(mail).getByText('发送失败')).toBeTruthy();
    expect(within(sectionOf('短信记录')).getByText('您11月账单已出')).toBeTruthy();
  });

  it('says so when each list is empty, with no 渠道未定 line', async () => {
    answer({ activity: EMPTY_ACTIVITY });
    openRecord(['service']);
    for (const empty of ['暂无充值记录', '暂无积分变动', '暂无发票申请', '暂无留言或投诉', '暂无用量提醒或邮件', '暂无短信记录']) {
      expect(await screen.findByText(empty)).toBeTruthy();
    }
    expect(countsOf('邮件')).toEqual(['0', '0', '0', '0']);
    expect(screen.queryByText('渠道未定')).toBeNull();
  });

  it('names its loading, shows a failure with 重试 beside the record, and reads again', async () => {
    let isDown = true;
    let release: (activity: NumberActivity) => void = () => undefined;
    staffStub.answer = (name) => {
      if (name === 'CONSOLE_NUMBER_RECORD') {
        return IN_SERVICE;
      }
      if (name === 'CONSOLE_NUMBER_ACCOUNT') {
        return ACCOUNT;
      }
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return new Promise<NumberActivity>((resolve) => {
        release = resolve;
      });
    };
    openRecord(['service']);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    expect(screen.getByText('套餐争议退费')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('status', { name: '正在加载充值、发票与通知' })).toBeTruthy();
    release(ACTIVITY);
    expect(await screen.findByText('AT20261125001')).toBeTruthy();
  });
});
