import { SmsRegisterMessage } from '@hall/contract/sms-register/rules';
import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The add row of 拒收号码防护 is a form of its own: 添加 checks the typed number against the lists,
// toasts the first rule it breaks, and on a pass adds the number and empties the row.

const toasts: string[] = [];
vi.mock('../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));
vi.mock('../../shared/api/subscriber-client.ts', () => ({ call: () => new Promise(() => undefined) }));

const { NumberEditor } = await import('./components/number-editor.tsx');
const { useNumberDraft } = await import('./components/register-drafts.ts');

const STATE: SmsRegisterState = {
  list: [],
  serviceKind: 8,
  success: { registerType: '', registerNums: '95500111' },
  NumProcessing: [],
  TypeProcessing: [],
};

function Editor() {
  const draft = useNumberDraft(STATE);
  return <NumberEditor draft={draft} pendingNumbers={new Set()} />;
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: '拒收号码' });
const add = (typed: string) => {
  fireEvent.change(input(), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: '添加' }));
};

beforeEach(() => {
  toasts.length = 0;
  render(<Editor />);
});
afterEach(cleanup);

describe('the add row of rejected numbers', () => {
  it('toasts the rules in their order and adds nothing that breaks one', async () => {
    add('');
    await waitFor(() => expect(toasts).toEqual([SmsRegisterMessage.NUMBER_REQUIRED]));
    add('12');
    await waitFor(() => expect(toasts).toHaveLength(2));
    add('13800138000');
    await waitFor(() => expect(toasts).toHaveLength(3));
    add('95500111');
    await waitFor(() => expect(toasts).toHaveLength(4));
    expect(toasts).toEqual([
      SmsRegisterMessage.NUMBER_REQUIRED,
      SmsRegisterMessage.NUMBER_INVALID,
      SmsRegisterMessage.MOBILE_NOT_ALLOWED,
      SmsRegisterMessage.ALREADY_REJECTED,
    ]);
    expect(screen.queryByRole('list', { name: '待拒收号码' })).toBeNull();
    expect(input().value).toBe('95500111');
  });

  it('adds a number that passes without its spaces, empties the row, and refuses it a second time', async () => {
    add('1069 0001 234');
    expect(await screen.findByRole('button', { name: '移除10690001234' })).toBeTruthy();
    expect(input().value).toBe('');
    expect(toasts).toEqual([]);
    add('10690001234');
    await waitFor(() => expect(toasts).toEqual([SmsRegisterMessage.DUPLICATE_NUMBER]));
  });
});
