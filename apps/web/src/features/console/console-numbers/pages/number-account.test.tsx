import type { NumberAccount, NumberRecord } from '@hall/contract/console-numbers/schemas';
import type { StaffRole } from '@hall/contract/operation';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The number record's account and actions: its lists show their loading, failure with 重试 and
// empty states; each staff member is offered only the actions their roles may call in the state
// the number is in, each on a form that wants its reason; a waiting adjustment is decided by
// another staff member only.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { NumberRecordPage } = await import('./number-record-page.tsx');

const PHONE = '17012340001';

const IN_SERVICE: NumberRecord = {
  number: {
    phone: '170****0001',
    status: 'normal',
    cancelledAt: null,
    ownerName: '张*',
    idNumber: '1101**********1234',
    isRealName: true,
    iccid: '****0001',
    boundMembers: 1,
    balanceFen: 4800,
    points: 120,
    stateSince: '2026-11-20T02:00:00.000Z',
    creditLimitFen: 8000,
    isOwnCreditLimit: true,
  },
  refunds: [],
  cardChanges: [],
  lossReports: [],
  applications: [],
  orders: [],
  sms: [],
  formerOwners: [],
};

const EMPTY_ACCOUNT: NumberAccount = { bills: [], ledger: [], usage: [], stateChanges: [], debts: [], adjustments: [], approvalAboveFen: 10000 };

const ACCOUNT: NumberAccount = {
  bills: [
    {
      month: '202611',
      totalFen: 1930,
      items: [
        { name: '套餐月费', amountFen: 1900 },
        { name: '短信彩信费', amountFen: 30 },
      ],
    },
  ],
  ledger: [{ id: 9, changeFen: -200, balanceAfterFen: 4800, reason: 'adjustment', createdAt: '2026-11-25T02:00:00.000Z' }],
  usage: [{ day: '2026-11-25', generalMb: 1024, directedMb: 0, voiceMinutes: 12, smsCount: 3 }],
  stateChanges: [
    {
      id: 3,
      fromState: 'staffSuspended',
      toState: 'normal',
      transition: 'staffResumption',
      transitionLabel: '管理复机',
      reason: '机主到厅申请复机',
      staffName: '客服小王',
      createdAt: '2026-11-24T02:00:00.000Z',
    },
    {
      id: 2,
      fromState: 'normal',
      toState: 'owing',
      transition: 'fellIntoDebt',
      transitionLabel: '余额不足转欠费',
      reason: null,
      staffName: null,
      createdAt: '2026-11-23T02:00:00.000Z',
    },
  ],
  debts: [
    {
      id: 5,
      amountFen: 4321,
      cause: 'arrearsCancellation',
      status: 'owed',
      createdAt: '2026-11-01T02:00:00.000Z',
      writtenOffAt: null,
      writtenOffBy: null,
      writeOffReason: null,
    },
  ],
  adjustments: [
    {
      id: 11,
      amountFen: 20000,
      reason: '套餐争议退费',
      status: 'pending',
      requestedBy: '客服小王',
      requestedAt: '2026-11-25T03:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      canDecide: true,
    },
    {
      id: 10,
      amountFen: -200,
      reason: '补收',
      status: 'applied',
      requestedBy: '客服小王',
      requestedAt: '2026-11-25T02:00:00.000Z',
      decidedBy: null,
      decidedAt: '2026-11-25T02:00:00.000Z',
      decisionReason: null,
      canDecide: false,
    },
  ],
  approvalAboveFen: 10000,
};

/** Answers the record, the account and every action (each action answers what the page does not read). */
function answer({ record = IN_SERVICE, account = ACCOUNT }: { record?: NumberRecord; account?: NumberAccount | (() => NumberAccount) } = {}) {
  staffStub.answer = (name) => {
    if (name === 'CONSOLE_NUMBER_RECORD') {
      return record;
    }
    if (name === 'CONSOLE_NUMBER_ACCOUNT') {
      return typeof account === 'function' ? account() : account;
    }
    return { status: 'pending' };
  };
}

beforeEach(() => {
  calls.length = 0;
  answer();
});
afterEach(cleanup);

function openRecord(roles: StaffRole[]) {
  renderConsolePage(<NumberRecordPage roles={roles} />);
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: PHONE } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
}

const sectionOf = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;
const actions = () => screen.queryByRole('group', { name: '号码操作' });
const actionNames = () =>
  within(actions() ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.textContent);
const callsOf = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);

describe("the number record's account", () => {
  it('shows the state since, the credit limit in force, and the account lists', async () => {
    openRecord(['auditor']);
    expect(await screen.findByText('80.00（单独设置）')).toBeTruthy();
    expect(screen.getByText('2026-11-20 10:00:00')).toBeTruthy();
    expect(within(sectionOf('账单（近12个月）')).getByText('2026年11月')).toBeTruthy();
    expect(within(sectionOf('账单（近12个月）')).getByText('套餐月费 19.00；短信彩信费 0.30')).toBeTruthy();
    expect(within(sectionOf('余额明细')).getByText('-2.00')).toBeTruthy();
    expect(within(sectionOf('余额明细')).getByText('调账')).toBeTruthy();
    expect(within(sectionOf('用量（近31天）')).getByText('2026-11-25')).toBeTruthy();
    expect(within(sectionOf('状态变更')).getByText('管理停机 → 正常')).toBeTruthy();
    expect(within(sectionOf('状态变更')).getByText('机主到厅申请复机')).toBeTruthy();
    expect(within(sectionOf('状态变更')).getByText('系统')).toBeTruthy();
    expect(within(sectionOf('欠款记录')).getByText('43.21')).toBeTruthy();
    expect(within(sectionOf('欠款记录')).getByText('欠费销户')).toBeTruthy();
    expect(within(sectionOf('调账记录')).getByText('+200.00')).toBeTruthy();
    expect(within(sectionOf('调账记录')).getByText('待审批')).toBeTruthy();
  });

  it('names its loading, shows a failure with 重试 beside the record, and reads again', async () => {
    let isDown = true;
    let release: (account: NumberAccount) => void = () => undefined;
    staffStub.answer = (name) => {
      if (name === 'CONSOLE_NUMBER_RECORD') {
        return IN_SERVICE;
      }
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return new Promise<NumberAccount>((resolve) => {
        release = resolve;
      });
    };
    openRecord(['service']);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    expect(screen.getByText('正常')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('status', { name: '正在加载账务信息' })).toBeTruthy();
    release(ACCOUNT);
    expect(await screen.findByText('套餐争议退费')).toBeTruthy();
  });

  it('says so when a list is empty', async () => {
    answer({ account: EMPTY_ACCOUNT });
    openRecord(['service']);
    for (const empty of ['暂无调账记录', '暂无状态变更', '暂无欠款', '近12个月暂无账单', '暂无余额变动', '近31天暂无用量']) {
      expect(await screen.findByText(empty)).toBeTruthy();
    }
  });
});

describe('the actions on the number', () => {
  it.each([
    { roles: ['service'], status: 'normal', offered: ['停机', '调账'] },
    { roles: ['admin'], status: 'normal', offered: ['停机', '发起销户', '调整信用额度', '调账'] },
    { roles: ['auditor'], status: 'normal', offered: [] },
    { roles: ['service'], status: 'staffSuspended', offered: ['复机', '调账'] },
    { roles: ['service'], status: 'auditSuspended', offered: ['解除审核停机', '调账'] },
    { roles: ['admin'], status: 'preCancelled', offered: ['调整信用额度', '调账'] },
    { roles: ['admin'], status: 'cancelled', offered: [] },
  ] as const)('offers $roles on a number $status only what their roles may do in that state: $offered', async ({ roles, status, offered }) => {
    answer({ record: { ...IN_SERVICE, number: { ...IN_SERVICE.number, status } } });
    openRecord([...roles]);
    await screen.findByText('套餐争议退费');
    if (offered.length === 0) {
      expect(actions()).toBeNull();
    } else {
      expect(actionNames()).toEqual(offered);
    }
  });

  it('suspends only with a reason, sends the whole number and the reason trimmed, and reads the record again', async () => {
    openRecord(['service']);
    await screen.findByText('套餐争议退费');
    fireEvent.click(within(actions()!).getByRole('button', { name: '停机' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认停机' }));
    expect(await screen.findByText('请填写停机原因')).toBeTruthy();
    expect(callsOf('CONSOLE_SUSPEND_NUMBER')).toEqual([]);
    const recordReads = callsOf('CONSOLE_NUMBER_RECORD').length;
    fireEvent.change(screen.getByLabelText('停机原因'), { target: { value: ' 公安协查 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确认停机' }));
    await waitFor(() => expect(callsOf('CONSOLE_SUSPEND_NUMBER')).toEqual([{ phone: PHONE, reason: '公安协查' }]));
    await waitFor(() => expect(callsOf('CONSOLE_NUMBER_RECORD').length).toBeGreaterThan(recordReads));
  });

  it('adjusts the balance in yuan as fen, refusing zero, and tells when approval is needed', async () => {
    openRecord(['service']);
    await screen.findByText('套餐争议退费');
    fireEvent.click(within(actions()!).getByRole('button', { name: '调账' }));
    expect(await screen.findByText(/金额超过 100\.00 元的调账需另一位管理员审批后入账/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('调账金额（元）'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('调账原因'), { target: { value: '补偿' } });
    fireEvent.click(screen.getByRole('button', { name: '确认调账' }));
    expect(await screen.findByText('调账金额不能为0')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('调账金额（元）'), { target: { value: '-12.5' } });
    fireEvent.click(screen.getByRole('button', { name: '确认调账' }));
    await waitFor(() => expect(callsOf('CONSOLE_REQUEST_ADJUSTMENT')).toEqual([{ phone: PHONE, amountFen: -1250, reason: '补偿' }]));
    expect(await screen.findByText('调账已提交，待其他管理员审批')).toBeTruthy();
  });

  it("sets the credit limit in fen, or the package's again when left empty", async () => {
    openRecord(['admin']);
    await screen.findByText('套餐争议退费');
    fireEvent.click(within(actions()!).getByRole('button', { name: '调整信用额度' }));
    const limit = await screen.findByLabelText('信用额度（元）');
    expect((limit as HTMLInputElement).value).toBe('80.00');
    fireEvent.change(limit, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('调整原因'), { target: { value: '恢复套餐额度' } });
    fireEvent.click(screen.getByRole('button', { name: '确认调整信用额度' }));
    await waitFor(() => expect(callsOf('CONSOLE_SET_CREDIT_LIMIT')).toEqual([{ phone: PHONE, creditLimitFen: null, reason: '恢复套餐额度' }]));
  });

  it('lets another staff member approve or reject a waiting adjustment with their opinion; one they may not decide just waits', async () => {
    openRecord(['admin']);
    await screen.findByText('套餐争议退费');
    const adjustments = sectionOf('调账记录');
    fireEvent.click(within(adjustments).getByRole('button', { name: '同意' }));
    fireEvent.change(await screen.findByLabelText('审批意见'), { target: { value: '核实无误' } });
    fireEvent.click(screen.getByRole('button', { name: '确认同意' }));
    await waitFor(() => expect(callsOf('CONSOLE_DECIDE_ADJUSTMENT')).toEqual([{ adjustmentId: 11, decision: 'approve', reason: '核实无误' }]));
    cleanup();

    answer({ account: { ...ACCOUNT, adjustments: ACCOUNT.adjustments.map((adjustment) => ({ ...adjustment, canDecide: false })) } });
    openRecord(['admin']);
    const waiting = await screen.findByText('待其他管理员审批');
    expect(waiting).toBeTruthy();
    expect(within(sectionOf('调账记录')).queryByRole('button', { name: '同意' })).toBeNull();
    expect(within(sectionOf('调账记录')).getByText('无需审批')).toBeTruthy();
  });

  it('lets an admin write off an owed debt with a reason; customer service may not', async () => {
    openRecord(['admin']);
    await screen.findByText('43.21');
    const debts = sectionOf('欠款记录');
    fireEvent.click(within(debts).getByRole('button', { name: '核销欠款' }));
    fireEvent.change(await screen.findByLabelText('核销原因'), { target: { value: '无法追回' } });
    fireEvent.click(screen.getByRole('button', { name: '确认核销欠款' }));
    await waitFor(() => expect(callsOf('CONSOLE_WRITE_OFF_DEBT')).toEqual([{ debtId: 5, reason: '无法追回' }]));
    cleanup();

    openRecord(['service']);
    await screen.findByText('套餐争议退费');
    expect(within(sectionOf('欠款记录')).queryByRole('button', { name: '核销欠款' })).toBeNull();
  });
});
