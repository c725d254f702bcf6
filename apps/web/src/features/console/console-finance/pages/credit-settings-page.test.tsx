import type { CreditSettingsView } from '@hall/contract/console-finance/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 信控设置: the settings in days and yuan, saved in fen; a value outside the migration's range is
// refused before anything is sent, in the server's words; a failed read offers 重试.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { CreditSettingsPage } = await import('./credit-settings-page.tsx');

const current: CreditSettingsView = {
  owingDaysBeforeSuspension: 30,
  suspendedDaysBeforePreCancel: 60,
  preCancelDaysBeforeCancel: 30,
  quarantineDaysBeforeRelease: 90,
  keepFeeFen: 500,
  adjustmentApprovalAboveFen: 10_000,
  updatedAt: '2026-11-26T02:05:00.000Z',
  updatedBy: null,
};

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name, payload) => (name === 'CONSOLE_SAVE_CREDIT_SETTINGS' ? { ...current, ...(payload as object), updatedBy: '系统管理员' } : current);
});
afterEach(cleanup);

const saves = () => calls.filter((call) => call.name === 'CONSOLE_SAVE_CREDIT_SETTINGS');

describe('CreditSettingsPage', () => {
  it('shows the settings in days and yuan and saves them in fen', async () => {
    renderConsolePage(<CreditSettingsPage />);
    const keepFee = (await screen.findByLabelText('停机保号月费（元/月）')) as HTMLInputElement;
    expect(keepFee.value).toBe('5.00');
    expect(screen.getByText('上次修改：2026-11-26 10:05:00（系统默认）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('欠费停机前的欠费天数（天）'), { target: { value: '20' } });
    fireEvent.change(keepFee, { target: { value: '8.5' } });
    fireEvent.change(screen.getByLabelText('销户号码冷冻期（天）'), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: '保存信控设置' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.payload).toEqual({
      owingDaysBeforeSuspension: 20,
      suspendedDaysBeforePreCancel: 60,
      preCancelDaysBeforeCancel: 30,
      quarantineDaysBeforeRelease: 180,
      keepFeeFen: 850,
      adjustmentApprovalAboveFen: 10_000,
    });
  });

  it('refuses a value outside its range before sending anything', async () => {
    renderConsolePage(<CreditSettingsPage />);
    fireEvent.change(await screen.findByLabelText('预销户转销户天数（天）'), { target: { value: '400' } });
    fireEvent.change(screen.getByLabelText('停机保号月费（元/月）'), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: '保存信控设置' }));
    expect(await screen.findByText('预销户转销户天数须在1到365天之间')).toBeTruthy();
    expect(await screen.findByText('停机保号月费不能超过1000元')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('names the loading and offers 重试 after a failure', async () => {
    let isDown = true;
    staffStub.answer = () => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return current;
    };
    renderConsolePage(<CreditSettingsPage />);
    expect(screen.getByRole('status', { name: '正在加载信控设置' })).toBeTruthy();
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('停机保号月费（元/月）')).toBeTruthy();
  });
});
