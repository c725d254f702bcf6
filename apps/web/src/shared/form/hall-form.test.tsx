import { checkNewPassword, checkPasswordConfirmation, PasswordMessage } from '@hall/contract/password/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { checkIdNumber, checkMobilePhone, checkPersonName, FieldMessage } from '@hall/contract/validators';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hall's form layer: a row's label is tied to its input, the kind shapes what is kept, the
// first failing check in field order is the one toast, and the page gets trimmed values only.

const toasts: string[] = [];
vi.mock('../ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
const sent: unknown[] = [];
vi.mock('../api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    return { resendAfterSeconds: 60 };
  },
}));

const { HallForm, useFieldDefault, useHallForm } = await import('./hall-form.tsx');
const { TextField } = await import('./text-field.tsx');
const { SmsCodeFields } = await import('./sms-code-fields.tsx');

interface Values {
  phone: string;
  code: string;
  idCard: string;
  name: string;
  newPassword: string;
  confirmation: string;
}

const submitted: Values[] = [];

function TestForm() {
  const form = useHallForm<Values>();
  return (
    <>
      <HallForm form={form} onSubmit={(values) => submitted.push(values)}>
        <SmsCodeFields form={form} smsType={SmsCodeType.BIND} />
        <TextField name="idCard" label="身份证号" kind="idNumber" check={checkIdNumber} />
        <TextField name="name" label="姓名" kind="name" check={checkPersonName} />
        <TextField name="newPassword" label="新密码" kind="servicePassword" check={checkNewPassword} />
        <TextField name="confirmation" label="确认密码" kind="servicePassword" check={checkPasswordConfirmation} />
      </HallForm>
      <Button onClick={form.submit}>提交</Button>
    </>
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));

beforeEach(() => {
  toasts.length = 0;
  submitted.length = 0;
  sent.length = 0;
  render(<TestForm />);
});
afterEach(cleanup);

describe('a hall form row', () => {
  it('ties its visible label to its input', () => {
    for (const label of ['手机号', '验证码', '身份证号', '姓名', '新密码', '确认密码']) {
      const field = input(label);
      expect(field.id).not.toBe('');
      expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(label);
    }
  });

  it('keeps what its kind allows of a typed or pasted value', () => {
    type('手机号', '170-1234-0005');
    type('验证码', '12 34');
    type('身份证号', '11010119900101123x');
    type('新密码', '12a34567890');
    expect(input('手机号').value).toBe('17012340005');
    expect(input('验证码').value).toBe('1234');
    expect(input('身份证号').value).toBe('11010119900101123X');
    expect(input('新密码').value).toBe('123456');
    expect(input('手机号').maxLength).toBe(11);
    expect(input('新密码').type).toBe('password');
    expect(input('新密码').maxLength).toBe(10);
  });
});

describe('submitting a hall form', () => {
  it('toasts only the first failing check, in field order, and submits nothing', async () => {
    submit();
    await waitFor(() => expect(toasts).toEqual([FieldMessage.PHONE_REQUIRED]));
    type('手机号', '17012340005');
    type('验证码', '123456');
    type('身份证号', '1101');
    submit();
    await waitFor(() => expect(toasts).toEqual([FieldMessage.PHONE_REQUIRED, FieldMessage.ID_NUMBER_INVALID]));
    type('身份证号', '11010119900101123X');
    type('姓名', '张三');
    type('新密码', '123456');
    type('确认密码', '123457');
    submit();
    await waitFor(() => expect(toasts.at(-1)).toBe(PasswordMessage.CONFIRMATION_MISMATCH));
    expect(toasts).toHaveLength(3);
    expect(submitted).toEqual([]);
  });

  it('hands the page trimmed values once every check passes', async () => {
    type('手机号', '17012340005');
    type('验证码', '123456');
    type('身份证号', '11010119900101123x');
    type('姓名', ' 张三 ');
    type('新密码', '123456');
    type('确认密码', '123456');
    submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      phone: '17012340005',
      code: '123456',
      idCard: '11010119900101123X',
      name: '张三',
      newPassword: '123456',
      confirmation: '123456',
    });
    expect(toasts).toEqual([]);
  });
});

describe('the SMS code rows', () => {
  it('check the phone alone before sending, then send the page’s code type', async () => {
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(toasts).toEqual([checkMobilePhone('')]));
    type('手机号', '1701234');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(toasts).toEqual([FieldMessage.PHONE_REQUIRED, FieldMessage.PHONE_INVALID]));
    expect(sent).toEqual([]);
    type('手机号', '17012340005');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'SEND_SMS_CODE', payload: { mobilePhone: '17012340005', type: SmsCodeType.BIND } }]));
    expect(await screen.findByRole('button', { name: '60s' })).toHaveProperty('disabled', true);
  });
});

/** A row whose default (the bound number) arrives after the page, and which may be mounted again. */
function LateDefaultForm({ defaultPhone, rowKey }: { defaultPhone: string; rowKey: string }) {
  const form = useHallForm<{ phone: string }>();
  useFieldDefault(form, 'phone', defaultPhone);
  return (
    <HallForm form={form} onSubmit={() => undefined}>
      <TextField key={rowKey} name="phone" label="默认手机号" kind="phone" />
    </HallForm>
  );
}

describe('a field’s default that arrives later', () => {
  it('fills the empty field, and never replaces a number typed before it arrived, even once the row is mounted again', () => {
    const { rerender } = render(<LateDefaultForm defaultPhone="" rowKey="first" />);
    rerender(<LateDefaultForm defaultPhone="17012340001" rowKey="first" />);
    expect(input('默认手机号').value).toBe('17012340001');

    cleanup();
    const typedFirst = render(<LateDefaultForm defaultPhone="" rowKey="first" />);
    type('默认手机号', '17012340008');
    typedFirst.rerender(<LateDefaultForm defaultPhone="17012340001" rowKey="again" />);
    expect(input('默认手机号').value).toBe('17012340008');
  });
});
