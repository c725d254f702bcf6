import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { FieldMessage } from '@hall/contract/validators';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /invoiceVerify: the phone first (a mobile number, not the bound one while it is not real-name
// registered), then the code; the first problem is the one toast, and nothing is sent meanwhile.

const toasts: string[] = [];
const sent: { name: string; payload: unknown }[] = [];
let member = { data: { mobilePhoneInfo: { mobilePhone: '17012340001' }, memberInfo: { realName: 1 } } };

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    return name === 'NEW_CHECKCODE' ? { serviceId: '17012340001', userId: 'user-1' } : { resendAfterSeconds: 60 };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => member }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { InvoiceVerifyPage } = await import('./invoice-verify-page.tsx');

beforeEach(() => {
  toasts.length = 0;
  sent.length = 0;
  localStorage.clear();
  member = { data: { mobilePhoneInfo: { mobilePhone: '17012340001' }, memberInfo: { realName: 1 } } };
});
afterEach(cleanup);

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('/invoiceVerify', () => {
  it('offers the bound number, refuses in the order phone, code, and sends the typed code', async () => {
    renderInApp(<InvoiceVerifyPage />);
    await waitFor(() => expect(field('手机号').value).toBe('17012340001'));
    press('确定');
    await waitFor(() => expect(toasts).toEqual([FieldMessage.SMS_CODE_REQUIRED]));
    type('手机号', '');
    type('验证码', '123456');
    press('确定');
    await waitFor(() => expect(toasts.at(-1)).toBe(FieldMessage.PHONE_REQUIRED));
    type('手机号', '1701234');
    press('确定');
    await waitFor(() => expect(toasts.at(-1)).toBe(FieldMessage.PHONE_INVALID));
    expect(toasts).toEqual([FieldMessage.SMS_CODE_REQUIRED, FieldMessage.PHONE_REQUIRED, FieldMessage.PHONE_INVALID]);
    expect(sent).toEqual([]);

    type('手机号', '17012340002');
    press('确定');
    await waitFor(() => expect(sent).toEqual([{ name: 'NEW_CHECKCODE', payload: { service_id: '17012340002', code: '123456' } }]));
    expect(toasts).toHaveLength(3);
  });

  it('keeps a number typed before the member record arrived instead of offering the bound one', async () => {
    member = { data: undefined } as unknown as typeof member;
    function MemberArrives() {
      const [, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders((renders) => renders + 1)}>
            member arrives
          </button>
          <InvoiceVerifyPage />
        </>
      );
    }
    renderInApp(<MemberArrives />);
    type('手机号', '17012340008');
    member = { data: { mobilePhoneInfo: { mobilePhone: '17012340001' }, memberInfo: { realName: 1 } } };
    press('member arrives');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field('手机号').value).toBe('17012340008');
  });

  it('offers the number verified last time before the bound one', async () => {
    localStorage.setItem('Phone', '17012340005');
    renderInApp(<InvoiceVerifyPage />);
    await waitFor(() => expect(field('手机号').value).toBe('17012340005'));
  });

  it('refuses the bound number while it is not real-name registered, before the code, and sends no code to it', async () => {
    member = { data: { mobilePhoneInfo: { mobilePhone: '17012340001' }, memberInfo: { realName: 0 } } };
    renderInApp(<InvoiceVerifyPage />);
    await waitFor(() => expect(field('手机号').value).toBe('17012340001'));
    press('确定');
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.REAL_NAME_ONLY]));
    press('获取验证码');
    await waitFor(() => expect(toasts).toEqual([INVOICE_MESSAGES.REAL_NAME_ONLY, INVOICE_MESSAGES.REAL_NAME_ONLY]));
    press('收不到验证码？');
    await waitFor(() => expect(toasts).toHaveLength(3));
    expect(toasts.at(-1)).toBe(INVOICE_MESSAGES.REAL_NAME_ONLY);
    expect(sent).toEqual([]);

    type('手机号', '17012340002');
    press('获取验证码');
    await waitFor(() => expect(sent).toEqual([{ name: 'SEND_SMS_CODE', payload: { mobilePhone: '17012340002', type: SmsCodeType.INVOICE_VERIFY } }]));
  });
});
