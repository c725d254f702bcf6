import { CallProtectionMessage } from '@hall/contract/call-protection/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /callProtection: the saved settings shown, numbers and ranges checked as they are added (form,
// repeats, the own number, emergency numbers), the whole settings sent on 保存设置, and a failed
// load with its retry.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];
let answers: ('down' | 'saved')[] = [];

const SAVED = { enabled: true, numbers: ['13900001111'], prefixes: ['0755'], categories: ['fraud'], updatedAt: '2026-11-25T02:00:00.000Z' };

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (name === 'CALL_PROTECTION' && answers.shift() === 'down') {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
    }
    return name === 'CALL_PROTECTION_SAVE' ? { ...(payload as object), updatedAt: '2026-11-26T02:00:00.000Z' } : SAVED;
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({
  useMember: () => ({ isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } }),
}));
vi.mock('../../../shared/ui/toast.ts', () => ({
  showToast: (content: string) => toasts.push(content),
  showSuccessToast: (content: string) => toasts.push(content),
  showFailToast: (content: string) => toasts.push(content),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CallProtectionPage } = await import('./call-protection-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  answers = [];
});
afterEach(cleanup);

async function add(label: '拦截号码' | '拦截号段', value: string) {
  const section = screen.getByRole('region', { name: label });
  const input = section.querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.click(Array.from(section.querySelectorAll('button')).find((button) => button.textContent?.includes('添加')) as HTMLButtonElement);
}

describe('/callProtection', () => {
  it('shows the saved settings and saves them whole with what was added and removed', async () => {
    renderInApp(<CallProtectionPage />);
    expect(await screen.findByText('13900001111')).toBeTruthy();
    expect(screen.getByText('0755')).toBeTruthy();
    expect((screen.getByRole('switch', { name: '开启骚扰拦截' }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
    await add('拦截号码', '075566667777');
    await waitFor(() => expect(screen.getByText('075566667777')).toBeTruthy());
    await add('拦截号段', '400');
    await waitFor(() => expect(screen.getByText('400')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '删除0755' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '推销电话' }));
    expect(screen.getByRole('checkbox', { name: '推销电话' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(sent.some((item) => item.name === 'CALL_PROTECTION_SAVE')).toBe(true));
    expect(sent.find((item) => item.name === 'CALL_PROTECTION_SAVE')?.payload).toEqual({
      enabled: true,
      categories: ['marketing', 'fraud'],
      numbers: ['13900001111', '075566667777'],
      prefixes: ['400'],
    });
    await waitFor(() => expect(toasts).toContain(CallProtectionMessage.SAVED));
  });

  it('refuses a malformed, repeated or own number and a range covering an emergency number, adding nothing', async () => {
    renderInApp(<CallProtectionPage />);
    await screen.findByText('13900001111');
    for (const [label, value, message] of [
      ['拦截号码', '1234', CallProtectionMessage.NUMBER_INVALID],
      ['拦截号码', '13900001111', CallProtectionMessage.NUMBER_REPEATED],
      ['拦截号码', '17012340001', CallProtectionMessage.OWN_NUMBER],
      ['拦截号段', '7', CallProtectionMessage.PREFIX_INVALID],
      ['拦截号段', '12', CallProtectionMessage.PREFIX_EMERGENCY],
      ['拦截号段', '', CallProtectionMessage.PREFIX_REQUIRED],
    ] as const) {
      await add(label, value);
      await waitFor(() => expect(toasts.at(-1)).toBe(message));
    }
    expect(screen.getByRole('heading', { name: '拦截号码（1/100）' })).toBeTruthy();
    expect(sent.map((item) => item.name)).toEqual(['CALL_PROTECTION']);
  });

  it('offers a retry after a failed load', async () => {
    answers = ['down'];
    renderInApp(<CallProtectionPage />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('13900001111')).toBeTruthy();
  });
});
