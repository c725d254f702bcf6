import { UsageAlertMessage } from '@hall/contract/usage-alerts/rules';
import type { UsageAlertsState } from '@hall/contract/usage-alerts/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /usageAlerts: a bad threshold is refused in Chinese before anything is sent; a threshold typed in
// GB or yuan is sent in MB or fen; an alert set can be switched off. /usageAlertOff sends the link's
// token as `key` on the one tap, never on opening.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];
let state: UsageAlertsState;
let member: { isPending: boolean; isError: boolean; data?: { mobilePhoneInfo?: { mobilePhone: string } } };

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'USAGE_ALERT_SAVE') {
      const alert = payload as { kind: 'dataMb'; threshold: number; isEnabled: boolean };
      state = { ...state, alerts: [{ ...alert, updatedAt: '2026-12-04 10:00:00' }] };
      return state;
    }
    if (name === 'USAGE_ALERT_OFF') {
      return { kind: 'balance', condition: '账户余额低于10.00元', phone: '170****0001' };
    }
    return state;
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => member }));
vi.mock('../../../shared/ui/toast.ts', () => ({
  showToast: (content: string) => toasts.push(content),
  showSuccessToast: (content: string) => toasts.push(content),
  showFailToast: (content: string) => toasts.push(content),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { UsageAlertsPage } = await import('./usage-alerts-page.tsx');
const { UsageAlertOffPage } = await import('./usage-alert-off-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  state = {
    phone: '170****0001',
    alerts: [],
    quietHours: { start: 22, end: 8 },
    now: { dataLeftMb: 20480, dataLeftPercent: 50, balanceFen: 1250, spendFen: 3000 },
  };
  member = { isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } };
});
afterEach(cleanup);

const saves = () => sent.filter((call) => call.name === 'USAGE_ALERT_SAVE').map((call) => call.payload);

describe('/usageAlerts', () => {
  it('refuses a bad amount in Chinese, sends GB as MB, and switches the alert off', async () => {
    renderInApp(<UsageAlertsPage />);
    expect(await screen.findByText('本月通用流量剩余 50%')).toBeTruthy();
    expect(screen.getByText('22:00至08:00（北京时间）间的提醒，将在08:00发送')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '流量剩余' }));
    expect(await screen.findByText('本月通用流量剩余 20GB')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '剩余低于' }), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: '开启提醒' }));
    await waitFor(() => expect(toasts).toContain(UsageAlertMessage.GB_INVALID));
    expect(saves()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: '剩余低于' }), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: '开启提醒' }));
    await waitFor(() => expect(saves()).toEqual([{ kind: 'dataMb', threshold: 1536, isEnabled: true }]));
    expect(await screen.findByText('已开启：通用流量剩余低于1.5GB时提醒')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '关闭提醒' }));
    await waitFor(() => expect(saves()).toContainEqual({ kind: 'dataMb', threshold: 1536, isEnabled: false }));
    expect(await screen.findByText('提醒已关闭')).toBeTruthy();
  });
});

describe('/usageAlertOff', () => {
  it('switches the alert off on the one tap, with the link’s token as key', async () => {
    renderInApp(<UsageAlertOffPage />, ['/usageAlertOff?t=a.bcdefghijklmnopqrstuvw']);
    expect(await screen.findByText('关闭这条用量提醒')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '关闭此提醒' }));
    expect(await screen.findByText('提醒已关闭')).toBeTruthy();
    expect(sent).toEqual([{ name: 'USAGE_ALERT_OFF', payload: { key: 'a.bcdefghijklmnopqrstuvw' } }]);
  });
});
