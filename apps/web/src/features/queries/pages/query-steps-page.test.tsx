import { FieldMessage } from '@hall/contract/validators';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /querySteps: the name is checked first, then the ID number (given, then well formed); only the
// first failure is toasted, and the search asks with both trimmed. Nothing shows before a search
// or after a failed one (its reason is toasted); then the records, or 暂无记录.

const searches: unknown[] = [];
const toasts: string[] = [];
let answer: () => Promise<unknown>;

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: (name: string, payload: unknown) => {
    searches.push({ name, payload });
    return answer();
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { QueryStepsPage } = await import('./query-steps-page.tsx');

beforeEach(() => {
  searches.length = 0;
  toasts.length = 0;
  answer = () => Promise.resolve({ list: [] });
});
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: '查询' }));
const record = {
  applyEvent: '新装开户',
  prodOfferId: 'P1',
  prodOfferName: '畅享套餐',
  serviceId: '170****0001',
  status: '审核通过',
  auditRemark: '',
  ifValid: 1,
  applyTime: '2026-11-01T10:00:00+08:00',
};

describe('/querySteps', () => {
  it('checks the name, then the ID number, toasting the first failure only', async () => {
    renderInApp(<QueryStepsPage />);
    type('身份证号', '1101');
    search();
    await waitFor(() => expect(toasts).toEqual([FieldMessage.OWNER_NAME_REQUIRED]));
    type('姓名', '张伟');
    type('身份证号', '');
    search();
    await waitFor(() => expect(toasts).toHaveLength(2));
    type('身份证号', '1101');
    search();
    await waitFor(() => expect(toasts).toHaveLength(3));
    expect(toasts).toEqual([FieldMessage.OWNER_NAME_REQUIRED, FieldMessage.ID_NUMBER_REQUIRED, FieldMessage.ID_NUMBER_INVALID]);
    expect(searches).toEqual([]);
  });

  it('searches with the name and ID number trimmed, the ID in upper case', async () => {
    renderInApp(<QueryStepsPage />);
    type('姓名', ' 张伟 ');
    type('身份证号', '11010519900307123x');
    search();
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    expect(searches).toEqual([{ name: 'CHECK_OPEN_PHONE_WORK', payload: { customerName: '张伟', identityCode: '11010519900307123X' } }]);
    expect(toasts).toEqual([]);
  });

  it('shows nothing before a search or after a failed one, then the records found', async () => {
    const { container } = renderInApp(<QueryStepsPage />);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    answer = () => Promise.reject(new Error('网络异常'));
    type('姓名', '张伟');
    type('身份证号', '11010519900307123X');
    search();
    await waitFor(() => expect(searches).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '查询' }).className).not.toContain('adm-button-loading'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    answer = () => Promise.resolve({ list: [record] });
    search();
    expect(await screen.findByText('新装开户')).toBeTruthy();
    expect(screen.getByText('申请记录')).toBeTruthy();
  });
});
