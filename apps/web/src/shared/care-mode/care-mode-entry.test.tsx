import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../testing/render-in-app.tsx';

// The hall's entry switches care mode with one tap, and back out of it with another.

const saved: unknown[] = [];
vi.mock('../api/subscriber-client.ts', () => ({
  call: async (name: string, body: { enabled: boolean }) => {
    if (name === 'SET_CARE_MODE') {
      saved.push(body);
      return { careMode: body.enabled };
    }
    return { memberInfo: { memberName: '张伟', careMode: false }, mobilePhoneInfo: null };
  },
}));
vi.mock('../ui/toast.ts', () => ({ showToast: () => undefined }));

const { CareModeEntry } = await import('./care-mode-entry.tsx');
const { applyCareMode, isCareModeOn } = await import('./care-mode.ts');

afterEach(() => {
  cleanup();
  applyCareMode(false);
  saved.length = 0;
});

describe('CareModeEntry', () => {
  it('turns care mode on with one tap and offers the way back out', async () => {
    renderInApp(<CareModeEntry />);
    fireEvent.click(await screen.findByRole('button', { name: '关怀模式' }));
    const exit = await screen.findByRole('button', { name: '退出关怀模式' });
    expect(isCareModeOn()).toBe(true);
    fireEvent.click(exit);
    await screen.findByRole('button', { name: '关怀模式' });
    await waitFor(() => expect(isCareModeOn()).toBe(false));
    expect(saved).toEqual([{ enabled: true }, { enabled: false }]);
  });
});
