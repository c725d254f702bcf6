import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint.ts';

let frameCallbacks: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frameCallbacks = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const runFrame = () => frameCallbacks.splice(0).forEach((callback) => callback(0));

describe("starting the app once the page's HTML has painted", () => {
  it('starts only after the next animation frame, in a task of its own', () => {
    const start = vi.fn(() => Promise.resolve());
    startAfterFirstPaint(start);
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled();
    runFrame();
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a page opened in the background, which gets no frames', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn(() => Promise.resolve());
    startAfterFirstPaint(start);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("reloads once when the app's code fails to load, and not again for the same address", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: 'https://hall.example.com/Recharge', reload });
    const failingStart = () => Promise.reject(new Error('ChunkLoadError'));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      startAfterFirstPaint(failingStart);
      runFrame();
      await vi.runAllTimersAsync();
    }
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
