import type { NumberAccount } from '@hall/contract/console-numbers/schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { staffStub } from '../../shell/console-page-test-kit.tsx';

// The number record's account: its lists show their loading, failure with 重试 and empty states
// (the actions on the number are in number-actions-page.test.tsx).

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));

const { ACCOUNT, EMPTY_ACCOUNT, EMPTY_ACTIVITY, IN_SERVICE, answer, openRecord, resetRecordStub, sectionOf } = await import('../number-record-test-kit.tsx');

beforeEach(resetRecordStub);
afterEach(cleanup);

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
      if (name === 'CONSOLE_NUMBER_ACTIVITY') {
        return EMPTY_ACTIVITY;
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
