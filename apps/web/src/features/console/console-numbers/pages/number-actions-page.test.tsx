import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The actions on a number's record: each staff member is offered only the actions their roles may
// call in the state the number is in, each on a form that wants its reason; a waiting adjustment
// is decided by another staff member only.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));

const { ACCOUNT, IN_SERVICE, PHONE, actionNames, actions, answer, callsOf, openRecord, resetRecordStub, sectionOf } =
  await import('../number-record-test-kit.tsx');

beforeEach(resetRecordStub);
afterEach(cleanup);

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
