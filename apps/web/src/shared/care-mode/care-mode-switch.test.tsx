import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../testing/render-in-app.tsx';

// The /personal switch saves care mode on the server; the page changes mode only once saved.

let refuse = false;
const saved: unknown[] = [];
vi.mock('../api/subscriber-client.ts', () => ({
  call: async (name: string, body: { enabled: boolean }) => {
    if (name === 'SET_CARE_MODE') {
      saved.push(body);
      if (refuse) {
        throw new Error('请求过于频繁');
      }
      return { careMode: body.enabled };
    }
    return { memberInfo: { memberName: '张伟', careMode: false }, mobilePhoneInfo: null };
  },
}));
const toasts: string[] = [];
vi.mock('../ui/toast.ts', () => ({ showToast: (text: string) => toasts.push(text) }));

const { CareModeSwitch } = await import('./care-mode-switch.tsx');
const { applyCareMode, isCareModeOn } = await import('./care-mode.ts');

afterEach(() => {
  cleanup();
  applyCareMode(false);
  refuse = false;
  saved.length = 0;
  toasts.length = 0;
});

describe('CareModeSwitch', () => {
  it('turns care mode on through the server and says so', async () => {
    renderInApp(<CareModeSwitch />);
    const toggle = await screen.findByRole('switch', { name: '关怀模式' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(saved).toEqual([{ enabled: true }]);
    expect(isCareModeOn()).toBe(true);
    expect(toasts).toEqual(['已开启关怀模式']);
  });

  it('stays off when the server refuses', async () => {
    refuse = true;
    renderInApp(<CareModeSwitch />);
    const toggle = await screen.findByRole('switch', { name: '关怀模式' });
    fireEvent.click(toggle);
    await waitFor(() => expect(saved).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(isCareModeOn()).toBe(false);
    expect(toasts).toEqual([]);
  });
});
