import type { ConsolePointsSettings } from '@hall/contract/console-content/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The points rules page: a failed load offers a retry; the settings show with what subscribers
// will read; an edit previews at once and saves the sign-in reward, clearing and free text.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { PointsRulesPage } = await import('./points-rules-page.tsx');

const SAVED: ConsolePointsSettings = {
  signInReward: 1,
  clearOnCancellation: true,
  freeText: '积分仅限当前绑定号码使用，不可转让。',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

let settings: ConsolePointsSettings;
let failuresLeft: number;

beforeEach(() => {
  calls.length = 0;
  settings = SAVED;
  failuresLeft = 0;
  staffStub.answer = (name, payload) => {
    if (name === 'CONSOLE_SAVE_POINTS_SETTINGS') {
      settings = { ...(payload as Omit<ConsolePointsSettings, 'updatedAt'>), updatedAt: '2026-11-25T02:00:00.000Z' };
      return settings;
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new ApiError(0, '网络异常，请稍后重试');
    }
    return settings;
  };
});
afterEach(() => cleanup());

describe('PointsRulesPage', () => {
  it('shows a failed load with a retry that reads the settings again', async () => {
    failuresLeft = 1;
    renderConsolePage(<PointsRulesPage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('1. 每日签到可获得1积分，每个自然日（北京时间）限签到一次。')).toBeTruthy();
  });

  it('previews the rules page as edited and saves the reward, the clearing and the free text', async () => {
    renderConsolePage(<PointsRulesPage />);
    expect(await screen.findByText('2. 号码销户时，剩余积分全部清零。')).toBeTruthy();
    expect(screen.getByText('3. 积分仅限当前绑定号码使用，不可转让。')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('每日签到奖励积分'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.change(screen.getByLabelText('其他规则'), { target: { value: '积分可兑换流量。\n积分不可转让。' } });
    expect(await screen.findByText('1. 每日签到可获得5积分，每个自然日（北京时间）限签到一次。')).toBeTruthy();
    expect(screen.getByText('2. 号码销户后，剩余积分不清零，仍保留在该号码名下。')).toBeTruthy();
    expect(screen.getByText('4. 积分不可转让。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '保存积分规则' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        name: 'CONSOLE_SAVE_POINTS_SETTINGS',
        payload: { signInReward: 5, clearOnCancellation: false, freeText: '积分可兑换流量。\n积分不可转让。' },
      }),
    );
  });
});
