import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { FieldMessage } from '@hall/contract/validators';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /Invoice: the old single form refuses in the spec's order — phone, code, title, a company's
// taxpayer ID, contact, contact phone, e-mail, then the photos of the title type — one toast at a
// time; it asks for consent to ID photos and for the cannot-be-revoked confirmation, then sends.

const toasts: string[] = [];
const sent: { name: string; payload: unknown }[] = [];
const confirmations: string[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    return name === 'SUBMIT_INVOICE' ? { id: '41', status: 1 } : { resendAfterSeconds: 60 };
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => ({ data: { mobilePhoneInfo: { mobilePhone: '17112340006' } } }) }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({
  showConfirm: async ({ title }: { title: string }) => {
    confirmations.push(title);
    return true;
  },
}));
// The photo control as a plain input: the form's rows and checks are what is tested here.
vi.mock('../components/photo-field.tsx', () => ({
  PhotoField: ({ label, value, onChange }: { label: string; value?: string; onChange?: (dataUrl: string) => void }) => (
    <input aria-label={label} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
  ),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { OldInvoiceFormPage } = await import('./old-invoice-form-page.tsx');

const PHOTO = 'data:image/png;base64,AAAA';

beforeEach(() => {
  toasts.length = 0;
  sent.length = 0;
  confirmations.length = 0;
});
afterEach(cleanup);

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
const submitted = () => sent.filter((call) => call.name === 'SUBMIT_INVOICE');

/** Submits and waits for the next refusal. */
async function expectRefusal(message: string) {
  const count = toasts.length;
  submit();
  await waitFor(() => expect(toasts).toHaveLength(count + 1));
  expect(toasts.at(-1)).toBe(message);
}

function renderPage() {
  renderInApp(<OldInvoiceFormPage />, ['/Invoice?id=31&money=5000&time=202405']);
}

describe('/Invoice', () => {
  it('refuses a personal title in the spec’s order and sends the ID photos with consent', async () => {
    renderPage();
    await waitFor(() => expect(field('手机号').value).toBe('17112340006'));
    expect(field('联系电话').value).toBe('17112340006');
    expect(screen.queryByRole('textbox', { name: '纳税人识别号' })).toBeNull();

    type('手机号', '');
    await expectRefusal(FieldMessage.PHONE_REQUIRED);
    type('手机号', '1711234');
    await expectRefusal(FieldMessage.PHONE_INVALID);
    type('手机号', '17112340006');
    await expectRefusal(FieldMessage.SMS_CODE_REQUIRED);
    type('验证码', '123456');
    await expectRefusal(INVOICE_MESSAGES.INVOICE_TITLE_REQUIRED);
    type('发票抬头', ' 陈静 ');
    await expectRefusal(INVOICE_MESSAGES.CONTACT_NAME_REQUIRED);
    type('联系人', '陈静');
    type('联系电话', '');
    await expectRefusal(INVOICE_MESSAGES.CONTACT_PHONE_REQUIRED);
    type('联系电话', '1711234');
    await expectRefusal(INVOICE_MESSAGES.CONTACT_PHONE_INVALID);
    type('联系电话', '17112340006');
    await expectRefusal(INVOICE_MESSAGES.EMAIL_REQUIRED);
    type('邮箱', 'chenjing@');
    await expectRefusal(INVOICE_MESSAGES.EMAIL_INVALID);
    type('邮箱', 'chenjing@example.com ');
    await expectRefusal(INVOICE_MESSAGES.ID_CARD_FRONT_REQUIRED);
    type('身份证正面', PHOTO);
    await expectRefusal(INVOICE_MESSAGES.ID_CARD_BACK_REQUIRED);
    expect(submitted()).toEqual([]);

    type('身份证反面', PHOTO);
    submit();
    await waitFor(() => expect(submitted()).toHaveLength(1));
    expect(confirmations).toHaveLength(2);
    expect(confirmations.at(-1)).toBe('提交确认');
    expect(submitted()[0]?.payload).toEqual({
      invoiceId: '31',
      mobilePhone: '17112340006',
      code: '123456',
      invoiceType: 1,
      title: '陈静',
      taxNumber: '',
      name: '陈静',
      telephone: '17112340006',
      email: 'chenjing@example.com',
      businessLicenses: '',
      idCardFront: PHOTO,
      idCardBack: PHOTO,
      photo: '',
      consent: true,
    });
  });

  it('asks a company title chosen on the page for its taxpayer ID before the contact, and for the licence last', async () => {
    renderPage();
    await waitFor(() => expect(field('手机号').value).toBe('17112340006'));
    type('验证码', '123456');
    fireEvent.click(screen.getByText('单位'));
    expect(screen.getByPlaceholderText('请输入单位名称')).toBeTruthy();
    type('发票抬头', '杭州西湖文化传媒有限公司');
    await expectRefusal(INVOICE_MESSAGES.TAX_NUMBER_INVALID);
    type('纳税人识别号', '91330106-ma2xihu001');
    expect(field('纳税人识别号').value).toBe('91330106MA2XIHU001');
    type('纳税人识别号', '12345');
    await expectRefusal(INVOICE_MESSAGES.TAX_NUMBER_INVALID);
    type('纳税人识别号', '91330106MA2XIHU001');
    await expectRefusal(INVOICE_MESSAGES.CONTACT_NAME_REQUIRED);
    type('联系人', '陈静');
    type('邮箱', 'chenjing@example.com');
    await expectRefusal(INVOICE_MESSAGES.BUSINESS_LICENSE_REQUIRED);
    expect(submitted()).toEqual([]);

    type('营业执照', PHOTO);
    submit();
    await waitFor(() => expect(submitted()).toHaveLength(1));
    expect(confirmations).toEqual(['提交确认']);
    expect(submitted()[0]?.payload).toMatchObject({
      invoiceType: 2,
      title: '杭州西湖文化传媒有限公司',
      taxNumber: '91330106MA2XIHU001',
      businessLicenses: PHOTO,
      idCardFront: '',
      idCardBack: '',
    });
    expect(submitted()[0]?.payload).not.toHaveProperty('consent');
  });

  it('sends the code for the typed phone after checking it alone', async () => {
    renderPage();
    await waitFor(() => expect(field('手机号').value).toBe('17112340006'));
    type('手机号', '1711234');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(toasts).toEqual([FieldMessage.PHONE_INVALID]));
    type('手机号', '17112340006');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'SEND_SMS_CODE', payload: { mobilePhone: '17112340006', type: SmsCodeType.OLD_INVOICE } }]));
  });
});
