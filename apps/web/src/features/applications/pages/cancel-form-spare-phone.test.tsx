import { ApplicationMessage, RefundChoice } from '@hall/contract/applications/rules';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The cancel form asks for the spare phone only inside the refund block (the spec's field list),
// checks it there after the bank details, and sends it only with a refund; an empty account
// holder is named as such (开户人), not 请选择银行.

const toasts: string[] = [];
const submitted: unknown[] = [];

vi.mock('../../../shared/lib/device.ts', () => ({ isWeChatBrowser: () => true, isPhone: () => true }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
vi.mock('../api.ts', () => ({ useSubmitCancellation: () => ({ isPending: false, mutate: (form: unknown) => submitted.push(form) }) }));
vi.mock('../components/checked-application-form.tsx', () => ({
  CheckedApplicationForm: ({ children, onSubmit }: { children: (check: object) => ReactNode; onSubmit: (check: object) => void }) => {
    const check = { status: 'passed', bizNo: 'BZ1', phone: '17012340001' };
    return (
      <div>
        {children(check)}
        <button type="button" onClick={() => onSubmit(check)}>
          提交
        </button>
      </div>
    );
  },
}));

const { CancelFormPage } = await import('./cancel-form-page.tsx');

beforeEach(() => {
  toasts.length = 0;
  submitted.length = 0;
  render(
    <MemoryRouter>
      <CancelFormPage />
    </MemoryRouter>,
  );
  type('拆机原因', '不再使用');
  type('服务密码', '123456');
});
afterEach(cleanup);

/** The input or textarea the page names by its aria-label (antd-mobile puts it on the wrapper of a textarea). */
const field = (label: string) => document.querySelector(`input[aria-label="${label}"], [aria-label="${label}"] textarea`);
function type(label: string, value: string) {
  const element = field(label);
  if (!element) {
    throw new Error(`no field ${label}`);
  }
  fireEvent.change(element, { target: { value } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));

describe('the cancel form', () => {
  it('without a refund shows no spare phone and sends none', () => {
    expect(field('备用手机号')).toBeNull();
    fireEvent.click(screen.getByText('否'));
    expect(field('备用手机号')).toBeNull();
    submit();
    expect(toasts).toEqual([]);
    expect(submitted).toEqual([{ biz_no: 'BZ1', reason: '不再使用', mobilePhone: '17012340001', phonePassword: '123456', refundType: RefundChoice.NO }]);
  });

  it('with a refund asks for the spare phone last, after the account holder, bank and card', () => {
    fireEvent.click(screen.getByText('是'));
    submit();
    expect(toasts).toEqual([ApplicationMessage.ACCOUNT_NAME_REQUIRED]);
    expect(ApplicationMessage.ACCOUNT_NAME_REQUIRED).toBe('请填写开户人姓名');
    type('开户人', '张伟');
    type('开户行', '中国银行');
    type('银行卡号', '6216600000000001234');
    submit();
    expect(toasts.at(-1)).toBe('请输入正确的备用手机号');
    type('备用手机号', '13900001111');
    submit();
    expect(submitted).toEqual([
      {
        biz_no: 'BZ1',
        reason: '不再使用',
        mobilePhone: '17012340001',
        phonePassword: '123456',
        refundType: RefundChoice.YES,
        accountName: '张伟',
        accountBank: '中国银行',
        bankCard: '6216600000000001234',
        sparePhone: '13900001111',
      },
    ]);
  });
});
