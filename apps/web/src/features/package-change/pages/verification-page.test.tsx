import { PackageChangeMessage } from '@hall/contract/package-change/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /verification: the bound phone is the read-only first row; 确定 asks for a code (given is
// enough here, the server checks its form), 获取验证码 sends a type 06 code to the bound phone.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    if (name === 'PERSONAL_DATA') {
      return { mobilePhoneInfo: { mobilePhone: '17012340004', bindTime: '2024-01-01 10:00:00' } };
    }
    sent.push({ name, payload });
    return name === 'SEND_SMS_CODE' ? { resendAfterSeconds: 60 } : {};
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { VerificationPage } = await import('./verification-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  renderInApp(
    <Routes>
      <Route path="/verification" element={<VerificationPage />} />
      <Route path="/ChoosePackage" element={<p>选择套餐页</p>} />
    </Routes>,
    ['/verification'],
  );
});
afterEach(cleanup);

describe('/verification', () => {
  it('shows the bound phone read-only and asks for a code before anything is sent', async () => {
    const phone = await screen.findByRole<HTMLInputElement>('textbox', { name: '手机号' });
    await waitFor(() => expect(phone.value).toBe('17012340004'));
    expect(phone.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toasts).toEqual([PackageChangeMessage.CODE_REQUIRED]));
    expect(sent).toEqual([]);
  });

  it('sends a type 06 code to the bound phone, then checks the typed code', async () => {
    const phone = await screen.findByRole<HTMLInputElement>('textbox', { name: '手机号' });
    await waitFor(() => expect(phone.value).toBe('17012340004'));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'SEND_SMS_CODE', payload: { mobilePhone: '17012340004', type: SmsCodeType.PACKAGE_CHANGE } }]));
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('选择套餐页')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ name: 'VERIFICATION_CODE', payload: { service_id: '17012340004', code: '1234' } });
    expect(toasts).toEqual([]);
  });
});
