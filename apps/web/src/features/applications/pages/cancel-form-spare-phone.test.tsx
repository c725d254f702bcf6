import { ApplicationMessage, RefundChoice } from '@hall/contract/applications/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The cancel form asks for the spare phone only inside the refund block (the spec's field list),
// checks it there after the bank details, and sends it only with a refund; an empty account
// holder is named as such (开户人), not 请选择银行.

const toasts: string[] = [];
const submitted: unknown[] = [];

vi.mock('../../../shared/lib/device.ts', () => ({ isWeChatBrowser: () => true, isPhone: () => true }));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
vi.mock('../api.ts', () => ({
  useSubmitCancellation: () => ({ isPending: false, mutate: (form: unknown) => submitted.push(form) }),
  balanceQuery: { queryKey: ['balance'], queryFn: async () => ({ amount: 5230, color: [], title: '账户余额', data: [], dataVal: [], explain: [] }) },
}));
vi.mock('../components/use-return-check.ts', () => ({ useReturnCheck: () => ({ status: 'passed', bizNo: 'BZ1', phone: '17012340001' }) }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CancelFormPage } = await import('./cancel-form-page.tsx');

beforeEach(async () => {
  toasts.length = 0;
  submitted.length = 0;
  renderInApp(<CancelFormPage />);
  await screen.findByText('账户余额：52.30元（可选择退至本人银行卡）');
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
  it('without a refund shows no spare phone and sends none', async () => {
    expect(field('备用手机号')).toBeNull();
    submit();
    await waitFor(() => expect(toasts).toEqual([ApplicationMessage.REFUND_REQUIRED]));
    fireEvent.click(screen.getByText('否'));
    expect(field('备用手机号')).toBeNull();
    submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(toasts).toEqual([ApplicationMessage.REFUND_REQUIRED]);
    expect(submitted).toEqual([{ biz_no: 'BZ1', reason: '不再使用', mobilePhone: '17012340001', phonePassword: '123456', refundType: RefundChoice.NO }]);
  });

  it('with a refund asks for the spare phone last, after the account holder, bank and card', async () => {
    fireEvent.click(screen.getByText('是'));
    submit();
    await waitFor(() => expect(toasts).toEqual([ApplicationMessage.ACCOUNT_NAME_REQUIRED]));
    expect(ApplicationMessage.ACCOUNT_NAME_REQUIRED).toBe('请填写开户人姓名');
    type('开户人', '张伟');
    type('开户行', '中国银行');
    type('银行卡号', '6216600000000001234');
    submit();
    await waitFor(() => expect(toasts.at(-1)).toBe('请输入正确的备用手机号'));
    type('备用手机号', '13900001111');
    submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
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
