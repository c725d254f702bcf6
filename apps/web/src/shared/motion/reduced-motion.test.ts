import { afterEach, describe, expect, it, vi } from 'vitest';
import { followReducedMotion, prefersReducedMotion } from './reduced-motion.ts';

const motion = vi.hoisted(() => ({ reduceMotion: vi.fn(), restoreMotion: vi.fn() }));
vi.mock('antd-mobile', () => motion);

/** A media query the test turns on and off, as the phone's accessibility setting would. */
function stubReducedMotionSetting(isReduced: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: isReduced,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => (text === '(prefers-reduced-motion: reduce)' ? query : { matches: false }));
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  motion.reduceMotion.mockClear();
  motion.restoreMotion.mockClear();
});

describe('the phone setting to reduce motion', () => {
  it('stills the popups and dialogs while it is on, and lets them move once it is off', async () => {
    const setting = stubReducedMotionSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    followReducedMotion();
    await vi.waitFor(() => expect(motion.reduceMotion).toHaveBeenCalledTimes(1));
    setting.change(false);
    await vi.waitFor(() => expect(motion.restoreMotion).toHaveBeenCalledTimes(1));
  });

  it('leaves the motion alone (and antd-mobile unloaded) on a phone that never asks', async () => {
    const setting = stubReducedMotionSetting(false);
    followReducedMotion();
    setting.change(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(motion.reduceMotion).not.toHaveBeenCalled();
    expect(motion.restoreMotion).not.toHaveBeenCalled();
  });
});
