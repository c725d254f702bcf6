import type { NumberActivity } from '@hall/contract/console-numbers/activity-schemas';
import type { NumberAccount, NumberRecord } from '@hall/contract/console-numbers/schemas';
import type { StaffRole } from '@hall/contract/operation';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderConsolePage, staffStub } from '../shell/console-page-test-kit.tsx';
import { NumberRecordPage } from './pages/number-record-page.tsx';

// The number record page's test data and steps, shared by its account and actions tests (each
// mocks call-staff.ts to the console test kit's stub before importing this).

const { calls } = staffStub;

export const PHONE = '17012340001';

export const IN_SERVICE: NumberRecord = {
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

export const EMPTY_ACTIVITY: NumberActivity = { recharges: [], points: [], invoices: [], feedback: [], notices: [] };

export const EMPTY_ACCOUNT: NumberAccount = { bills: [], ledger: [], usage: [], stateChanges: [], debts: [], adjustments: [], approvalAboveFen: 10000 };

export const ACCOUNT: NumberAccount = {
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
  ledger: [{ id: 9, changeFen: -200, balanceAfterFen: 4800, reason: 'adjustment', title: null, createdAt: '2026-11-25T02:00:00.000Z' }],
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

/** Answers the record, the account, the activity and every action (each action answers what the page does not read). */
export function answer({
  record = IN_SERVICE,
  account = ACCOUNT,
  activity = EMPTY_ACTIVITY,
}: { record?: NumberRecord; account?: NumberAccount | (() => NumberAccount); activity?: NumberActivity | (() => NumberActivity) } = {}) {
  staffStub.answer = (name) => {
    if (name === 'CONSOLE_NUMBER_RECORD') {
      return record;
    }
    if (name === 'CONSOLE_NUMBER_ACTIVITY') {
      return typeof activity === 'function' ? activity() : activity;
    }
    if (name === 'CONSOLE_NUMBER_ACCOUNT') {
      return typeof account === 'function' ? account() : account;
    }
    return { status: 'pending' };
  };
}

/** Before each test: no calls yet, and the in-service number with its account answered. */
export function resetRecordStub(): void {
  calls.length = 0;
  answer();
}

export function openRecord(roles: StaffRole[]) {
  renderConsolePage(<NumberRecordPage roles={roles} />);
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: PHONE } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
}

export const sectionOf = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;
export const actions = () => screen.queryByRole('group', { name: '号码操作' });
export const actionNames = () =>
  within(actions() ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.textContent);
export const callsOf = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);
