import { FieldMessage } from '@hall/contract/validators';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerIdentityValues } from '../lib/owner-identity.ts';

// The owner-identity form of the face-checked flows: the first problem is toasted in the order
// phone, ID, name with the contract's messages, and the page is called only with valid values.

const toasts: string[] = [];
vi.mock('../ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));

const { OwnerIdentityForm } = await import('./owner-identity-form.tsx');

const submitted: OwnerIdentityValues[] = [];
const onSubmit = (values: OwnerIdentityValues) => submitted.push(values);

beforeEach(() => {
  toasts.length = 0;
  submitted.length = 0;
});
afterEach(cleanup);

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

function pressNext() {
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
}

/** Presses a button and waits for the checks (promises) to toast their count, or to submit. */
async function pressAndWait(press: () => void, outcome: { toasts: number } | 'submitted') {
  press();
  await waitFor(() => (outcome === 'submitted' ? expect(submitted).toHaveLength(1) : expect(toasts).toHaveLength(outcome.toasts)));
}

describe('OwnerIdentityForm: last six ID characters and typed phone', () => {
  beforeEach(() => {
    render(
      <OwnerIdentityForm idDigits="last6" intro="请输入机主身份信息" phone={{ source: 'typed', placeholder: '请输入要绑定的手机号' }} onSubmit={onSubmit} />,
    );
  });

  it('refuses in the order phone, ID, name with the contract messages, and submits nothing meanwhile', async () => {
    await pressAndWait(pressNext, { toasts: 1 });
    type('手机号', '1701234');
    await pressAndWait(pressNext, { toasts: 2 });
    type('手机号', '17012340005');
    await pressAndWait(pressNext, { toasts: 3 });
    type('身份证号后六位', '12a45');
    await pressAndWait(pressNext, { toasts: 4 });
    type('身份证号后六位', '07123x');
    await pressAndWait(pressNext, { toasts: 5 });
    expect(toasts).toEqual([
      FieldMessage.PHONE_REQUIRED,
      FieldMessage.PHONE_INVALID,
      FieldMessage.ID_LAST6_REQUIRED,
      FieldMessage.ID_LAST6_INVALID,
      FieldMessage.NAME_REQUIRED,
    ]);
    expect(submitted).toEqual([]);
  });

  it('hands over trimmed values with the ID upper-cased', async () => {
    type('手机号', '170-1234-0005');
    type('身份证号后六位', '07123x');
    type('姓名', '  张伟 ');
    await pressAndWait(pressNext, 'submitted');
    expect(toasts).toEqual([]);
    expect(submitted).toEqual([{ phone: '17012340005', idCard: '07123X', name: '张伟' }]);
  });

  it('shows the intro and the placeholders of its variant', () => {
    expect(screen.getByText('请输入机主身份信息')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入要绑定的手机号')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入身份证号后六位')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入姓名')).toBeTruthy();
  });
});

describe('OwnerIdentityForm: full ID number', () => {
  it('checks all 18 characters and words a missing field as the page asks', async () => {
    render(
      <OwnerIdentityForm
        idDigits="full"
        intro="请输入绑定号码的机主身份证号和姓名"
        messages={{ idRequired: '身份证号必填', nameRequired: '姓名必填' }}
        submitText="解除绑定"
        isDanger
        onSubmit={onSubmit}
      />,
    );
    const unbind = () => fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    await pressAndWait(unbind, { toasts: 1 });
    type('身份证号', '11010519900307123');
    await pressAndWait(unbind, { toasts: 2 });
    type('身份证号', '11010519900307123x');
    await pressAndWait(unbind, { toasts: 3 });
    type('姓名', '张伟');
    await pressAndWait(unbind, 'submitted');
    expect(toasts).toEqual(['身份证号必填', FieldMessage.ID_NUMBER_INVALID, '姓名必填']);
    expect(submitted).toEqual([{ phone: '', idCard: '11010519900307123X', name: '张伟' }]);
  });
});

describe('OwnerIdentityForm: the bound phone', () => {
  it('asks to bind first while there is no bound number, before looking at the ID', async () => {
    const { rerender } = render(<OwnerIdentityForm idDigits="last6" intro="验证机主身份" phone={{ source: 'bound', phone: '' }} onSubmit={onSubmit} />);
    await pressAndWait(pressNext, { toasts: 1 });
    expect(toasts).toEqual(['请先绑定手机号']);
    rerender(<OwnerIdentityForm idDigits="last6" intro="验证机主身份" phone={{ source: 'bound', phone: '17012340002' }} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveProperty('value', '17012340002');
    type('身份证号后六位', '125678');
    type('姓名', '王芳');
    await pressAndWait(pressNext, 'submitted');
    expect(submitted).toEqual([{ phone: '17012340002', idCard: '125678', name: '王芳' }]);
  });
});
