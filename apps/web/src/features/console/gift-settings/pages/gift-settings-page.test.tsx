import { GIFT_SETTING_NAMES, GIFT_SETTING_RULES, type GiftSettingValues } from '@hall/contract/gift/rules';
import type { GiftSettingsView } from '@hall/contract/gift/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 转赠设置: counts, MB and yuan shown as entered, credit saved in fen; a value outside the range is
// refused before anything is sent, in the server's words; a failed read offers 重试.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { GiftSettingsPage } = await import('./gift-settings-page.tsx');

const defaults = Object.fromEntries(GIFT_SETTING_NAMES.map((name) => [name, GIFT_SETTING_RULES[name].defaultValue])) as GiftSettingValues;
const current: GiftSettingsView = { ...defaults, updatedAt: '2026-11-26T02:05:00.000Z', updatedBy: null };

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name, payload) => (name === 'CONSOLE_SAVE_GIFT_SETTINGS' ? { ...current, ...(payload as object), updatedBy: '系统管理员' } : current);
});
afterEach(cleanup);

const saves = () => calls.filter((call) => call.name === 'CONSOLE_SAVE_GIFT_SETTINGS');

describe('GiftSettingsPage', () => {
  it('shows the limits per giver and receiver and saves credit in fen', async () => {
    renderConsolePage(<GiftSettingsPage />);
    const perGift = (await screen.findByLabelText('单笔转赠话费上限（元）')) as HTMLInputElement;
    expect(perGift.value).toBe('50.00');
    expect((screen.getByLabelText('每人每日转出流量总量（MB）') as HTMLInputElement).value).toBe('2048');
    expect(screen.getByRole('heading', { name: '话费转入（接收方）' })).toBeTruthy();
    fireEvent.change(perGift, { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('每人每日转出流量次数（次）'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存转赠设置' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.payload).toEqual({ ...defaults, creditMaxFenPerGift: 2000, dataGiveCountPerDay: 5 });
  });

  it('refuses a value beyond the range before anything is sent', async () => {
    renderConsolePage(<GiftSettingsPage />);
    fireEvent.change(await screen.findByLabelText('单笔转赠话费上限（元）'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: '保存转赠设置' }));
    expect(await screen.findByText('单笔转赠话费上限不能超过50元')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('offers 重试 after a failed read', async () => {
    let isDown = true;
    staffStub.answer = () => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
      }
      return current;
    };
    renderConsolePage(<GiftSettingsPage />);
    isDown = false;
    fireEvent.click(await screen.findByRole('button', { name: /重试/ }));
    expect(await screen.findByLabelText('单笔转赠话费上限（元）')).toBeTruthy();
  });
});
