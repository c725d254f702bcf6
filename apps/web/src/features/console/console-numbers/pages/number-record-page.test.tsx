import type { NumberActivity } from '@hall/contract/console-numbers/activity-schemas';
import type { NumberAccount, NumberRecord } from '@hall/contract/console-numbers/schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The number record page: a malformed number is not asked for; a failure offers a retry; a
// cancelled number shows its status, refund, SMS log; empty lists say so.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { NumberRecordPage } = await import('./number-record-page.tsx');

const CANCELLED: NumberRecord = {
  number: {
    phone: '166****0016',
    status: 'cancelled',
    cancelledAt: '2026-11-20T02:00:00.000Z',
    ownerName: '郑*',
    idNumber: '1101**********2016',
    isRealName: true,
    iccid: '****0160',
    boundMembers: 0,
    balanceFen: 0,
    points: 0,
    stateSince: '2026-11-20T02:00:00.000Z',
    creditLimitFen: 3000,
    isOwnCreditLimit: false,
  },
  refunds: [
    {
      id: 1,
      amountFen: 1250,
      route: 'bank',
      bankCardTail: '5678',
      status: 'pending',
      createdAt: '2026-11-20T02:00:00.000Z',
      paidAt: null,
      paidReference: null,
    },
  ],
  cardChanges: [],
  lossReports: [],
  applications: [
    {
      applicationNo: 'XH202611200001',
      kind: 'cancel',
      kindLabel: '销户申请',
      status: 'passed',
      reason: null,
      submittedAt: '2026-11-19T02:00:00.000Z',
      reviewedAt: '2026-11-20T02:00:00.000Z',
    },
  ],
  orders: [],
  sms: [
    {
      id: 7,
      kind: 'cancellationPassed',
      kindLabel: '销户审核通过',
      text: '您的销户申请已审核通过，号码已注销，绑定关系已解除。如有余额，将按您选择的方式退还。',
      phone: '139****3333',
      status: 'sent',
      attempts: 1,
      createdAt: '2026-11-20T02:00:00.000Z',
      finishedAt: '2026-11-20T02:00:02.000Z',
      sentBy: 'wechat',
    },
  ],
  formerOwners: [
    {
      tenure: 1,
      ownerName: '王*',
      joinedAt: '2024-01-05T02:00:00.000Z',
      cancelledAt: '2025-06-01T02:00:00.000Z',
      releasedAt: '2025-08-30T02:00:00.000Z',
    },
  ],
};
const UNTOUCHED: NumberRecord = {
  ...CANCELLED,
  number: { ...CANCELLED.number, status: 'normal', cancelledAt: null },
  refunds: [],
  applications: [],
  sms: [],
  formerOwners: [],
};

/** The account read beside the record: nothing in it (number-account.test.tsx covers its lists). */
const NO_ACCOUNT: NumberAccount = { bills: [], ledger: [], usage: [], stateChanges: [], debts: [], adjustments: [], approvalAboveFen: 10000 };

const NO_ACTIVITY: NumberActivity = { recharges: [], points: [], invoices: [], feedback: [], notices: [] };

/** Answers the record with `answer`, and the account and activity read beside it with nothing (their own tests cover their lists). */
function answerRecord(answer: (name: string) => unknown) {
  staffStub.answer = (name) => {
    if (name === 'CONSOLE_NUMBER_ACCOUNT') {
      return NO_ACCOUNT;
    }
    return name === 'CONSOLE_NUMBER_ACTIVITY' ? NO_ACTIVITY : answer(name);
  };
}

beforeEach(() => {
  calls.length = 0;
  answerRecord(() => CANCELLED);
});
afterEach(cleanup);

const renderPage = () => renderConsolePage(<NumberRecordPage />);

function lookUp(phone: string) {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
}

const sectionOf = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('NumberRecordPage', () => {
  it('asks nothing for a malformed number', async () => {
    renderPage();
    lookUp('1661000');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a cancelled number with its refund by bank card and the SMS sent', async () => {
    renderPage();
    lookUp('16610000016');
    expect(await screen.findByText('已销户')).toBeTruthy();
    expect(calls).toEqual([
      { name: 'CONSOLE_NUMBER_RECORD', payload: { phone: '16610000016' } },
      { name: 'CONSOLE_NUMBER_ACCOUNT', payload: { phone: '16610000016' } },
      { name: 'CONSOLE_NUMBER_ACTIVITY', payload: { phone: '16610000016' } },
    ]);
    expect(within(sectionOf('退费记录')).getByText('退至银行卡')).toBeTruthy();
    expect(within(sectionOf('退费记录')).getByText('尾号5678')).toBeTruthy();
    expect(within(sectionOf('退费记录')).getByText('12.50')).toBeTruthy();
    expect(within(sectionOf('往期机主')).getByText('第1任')).toBeTruthy();
    expect(within(sectionOf('往期机主')).getByText('王*')).toBeTruthy();
    expect(within(sectionOf('往期机主')).getByText('2025-08-30 10:00:00')).toBeTruthy();
    expect(within(sectionOf('业务申请')).getByText('销户申请')).toBeTruthy();
    expect(within(sectionOf('短信记录')).getByText('已发送')).toBeTruthy();
    expect(within(sectionOf('短信记录')).getByText(/您的销户申请已审核通过/)).toBeTruthy();
    expect(within(sectionOf('短信记录')).getByText('微信公众号')).toBeTruthy();
    expect(within(sectionOf('换卡记录')).getByText('暂无换卡记录')).toBeTruthy();
  });

  it('lets an admin record a pending refund as paid with the transfer reference, and reads the record again', async () => {
    let isPaid = false;
    answerRecord((name) => {
      if (name === 'CONSOLE_REFUND_PAID') {
        isPaid = true;
        return { ...CANCELLED.refunds[0], status: 'paid', paidAt: '2026-11-25T02:00:00.000Z', paidReference: 'BOC001' };
      }
      return isPaid
        ? { ...CANCELLED, refunds: [{ ...CANCELLED.refunds[0], status: 'paid', paidAt: '2026-11-25T02:00:00.000Z', paidReference: 'BOC001' }] }
        : CANCELLED;
    });
    renderConsolePage(<NumberRecordPage canRecordRefunds />);
    lookUp('16610000016');
    fireEvent.click(await screen.findByRole('button', { name: '登记已退款' }));
    const confirm = await screen.findByRole('button', { name: '确认登记' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('银行流水号'), { target: { value: ' BOC001 ' } });
    fireEvent.click(confirm);
    expect(await within(sectionOf('退费记录')).findByText(/BOC001/)).toBeTruthy();
    expect(calls).toContainEqual({ name: 'CONSOLE_REFUND_PAID', payload: { refundId: 1, reference: 'BOC001' } });
    expect(within(sectionOf('退费记录')).getByText('已退款')).toBeTruthy();
  });

  it('offers no payment recording to customer service and auditors', async () => {
    renderPage();
    lookUp('16610000016');
    expect(await screen.findByText('已销户')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登记已退款' })).toBeNull();
  });

  it('says so when a number has no applications and no SMS', async () => {
    answerRecord(() => UNTOUCHED);
    renderPage();
    lookUp('16610000016');
    expect(await screen.findByText('正常')).toBeTruthy();
    expect(screen.getByText('暂无业务申请')).toBeTruthy();
    expect(screen.getByText('暂无短信记录')).toBeTruthy();
    expect(screen.getByText('暂无退费记录')).toBeTruthy();
    expect(screen.getByText('暂无挂失记录')).toBeTruthy();
    expect(screen.getByText('该号码无往期机主')).toBeTruthy();
  });

  it('lets customer service lift the loss report in force with a reason, and shows how earlier ones ended', async () => {
    const earlier = { id: 3, reportedAt: '2026-11-01T02:00:00.000Z', liftedAt: '2026-11-02T02:00:00.000Z', liftedBy: 'member' as const, liftReason: null };
    const inForce = { id: 4, reportedAt: '2026-11-24T02:00:00.000Z', liftedAt: null, liftedBy: null, liftReason: null };
    let isLifted = false;
    answerRecord((name) => {
      if (name === 'CONSOLE_LIFT_LOSS_REPORT') {
        isLifted = true;
        return { ...inForce, liftedAt: '2026-11-25T02:00:00.000Z', liftedBy: 'staff', liftReason: '机主持证到厅' };
      }
      const current = isLifted ? { ...inForce, liftedAt: '2026-11-25T02:00:00.000Z', liftedBy: 'staff' as const, liftReason: '机主持证到厅' } : inForce;
      return { ...UNTOUCHED, lossReports: [current, earlier] };
    });
    renderConsolePage(<NumberRecordPage canLiftLossReports />);
    lookUp('17012340001');
    expect(await screen.findByText('挂失中')).toBeTruthy();
    expect(within(sectionOf('挂失记录')).getByText('挂失中')).toBeTruthy();
    expect(within(sectionOf('挂失记录')).getByText('本人解挂')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '营业厅解挂' }));
    const confirm = await screen.findByRole('button', { name: '确认解挂' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('解挂原因'), { target: { value: ' 机主持证到厅 ' } });
    fireEvent.click(confirm);
    expect(await within(sectionOf('挂失记录')).findByText('机主持证到厅')).toBeTruthy();
    expect(calls).toContainEqual({ name: 'CONSOLE_LIFT_LOSS_REPORT', payload: { lossReportId: 4, reason: '机主持证到厅' } });
    expect(within(sectionOf('挂失记录')).getByText('营业厅解挂')).toBeTruthy();
  });

  it('offers no lifting to auditors', async () => {
    answerRecord(() => ({
      ...UNTOUCHED,
      lossReports: [{ id: 4, reportedAt: '2026-11-24T02:00:00.000Z', liftedAt: null, liftedBy: null, liftReason: null }],
    }));
    renderPage();
    lookUp('17012340001');
    expect(await screen.findByText('挂失中')).toBeTruthy();
    expect(within(sectionOf('挂失记录')).getByText('挂失中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '营业厅解挂' })).toBeNull();
  });

  it('shows the refusal of an unknown number, and offers a retry after a failure', async () => {
    let isDown = true;
    answerRecord(() => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return CANCELLED;
    });
    renderPage();
    lookUp('16610000016');
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已销户')).toBeTruthy();

    staffStub.answer = () => {
      throw new ApiError(-100, '号码不存在');
    };
    lookUp('13800000000');
    expect(await screen.findByText('号码不存在')).toBeTruthy();
  });

  it('opens the number a link names (欠款 links each debt to its record), and ignores a malformed one', async () => {
    window.history.pushState({}, '', '/console/numbers?phone=16610000016');
    renderPage();
    expect(await screen.findByText('已销户')).toBeTruthy();
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('16610000016');
    expect(calls[0]).toEqual({ name: 'CONSOLE_NUMBER_RECORD', payload: { phone: '16610000016' } });
    cleanup();
    calls.length = 0;
    window.history.pushState({}, '', '/console/numbers?phone=1661');
    renderPage();
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('');
    expect(calls).toEqual([]);
    window.history.pushState({}, '', '/');
  });
});
