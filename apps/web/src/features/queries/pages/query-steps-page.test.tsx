import { FieldMessage } from '@hall/contract/validators';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /querySteps: the name is checked first, then the ID number (given, then well formed); only the
// first failure is toasted, and the search asks with both trimmed.

const searches: unknown[] = [];
const toasts: string[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    searches.push({ name, payload });
    return { list: [] };
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { QueryStepsPage } = await import('./query-steps-page.tsx');

beforeEach(() => {
  searches.length = 0;
  toasts.length = 0;
});
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: '查询' }));

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
});
