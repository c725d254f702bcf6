import { ApplicationMessage } from '@hall/contract/applications/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /realNameLinkForm after a passed check: the contact number must be given, then a 13-18 mobile
// number (the first failure toasted); a good one is sent with the link's order and city.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];

vi.mock('../../../shared/hooks/use-identity-check.ts', async () => {
  const { useState } = await import('react');
  return {
    useIdentityCheck: ({ readResult }: { readResult: (bizNo: string) => Promise<unknown> }) => {
      // The check's result is read once, on the first render, as the real hook does on return.
      useState(() => void readResult('BZ1'));
      return { state: { status: 'passed', bizNo: 'BZ1', phone: '17012340001' } };
    },
  };
});
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    if (name === 'NEW_GET_IMG_PATH') {
      return { biz_no: 'BZ1', phone: '17012340001', name: '张伟', idCard: '110105********1234', cityName: '广州市' };
    }
    sent.push({ name, payload });
    return {};
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { RealNameLinkFormPage } = await import('./real-name-link-form-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  localStorage.setItem('realNameOrderId', 'ORDER-0123456789abcdefghij');
  renderInApp(
    <Routes>
      <Route path="/realNameLinkForm" element={<RealNameLinkFormPage />} />
      <Route path="/realNameLinkSuccess" element={<p>补录成功页</p>} />
    </Routes>,
    ['/realNameLinkForm'],
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));

describe('/realNameLinkForm', () => {
  it('asks for the contact number, then a 13-18 mobile number, toasting the first failure only', async () => {
    const field = await screen.findByRole('textbox', { name: '联系号码' });
    submit();
    await waitFor(() => expect(toasts).toEqual([ApplicationMessage.CONTACT_PHONE_REQUIRED]));
    fireEvent.change(field, { target: { value: '19912345678' } });
    submit();
    await waitFor(() => expect(toasts).toEqual([ApplicationMessage.CONTACT_PHONE_REQUIRED, ApplicationMessage.CONTACT_PHONE_INVALID]));
    expect(sent).toEqual([]);
  });

  it('sends the contact number with the link’s order and city', async () => {
    fireEvent.change(await screen.findByRole('textbox', { name: '联系号码' }), { target: { value: '13800138000' } });
    submit();
    expect(await screen.findByText('补录成功页')).toBeTruthy();
    expect(sent).toEqual([
      { name: 'NEW_TRANS_ACCT_T_FORM', payload: { biz_no: 'BZ1', sparePhone: '13800138000', id: 'ORDER-0123456789abcdefghij', cityName: '广州市' } },
    ]);
    expect(localStorage.getItem('realNameOrderId')).toBeNull();
    expect(toasts).toEqual([]);
  });
});
