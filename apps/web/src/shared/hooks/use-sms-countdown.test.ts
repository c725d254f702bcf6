import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent: unknown[] = [];
let shouldFail = false;
vi.mock('../api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    if (shouldFail) {
      throw new Error('refused');
    }
    return { resendAfterSeconds: 60 };
  },
}));

const { useSmsCountdown, SEND_CODE_LABEL } = await import('./use-sms-countdown.ts');

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  shouldFail = false;
});
afterEach(() => vi.useRealTimers());

describe('useSmsCountdown', () => {
  it('counts down 60 s after a send, disabled, then shows the label again', async () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.label).toBe(SEND_CODE_LABEL);
    await act(async () => {
      await result.current.send('17012340001', '01');
    });
    expect(sent).toEqual([{ name: 'SEND_SMS_CODE', payload: { mobilePhone: '17012340001', type: '01' } }]);
    expect(result.current.label).toBe('60s');
    expect(result.current.isDisabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.label).toBe('59s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(result.current.label).toBe(SEND_CODE_LABEL);
    expect(result.current.isDisabled).toBe(false);
  });

  it('starts no countdown when the send fails', async () => {
    shouldFail = true;
    const { result } = renderHook(() => useSmsCountdown());
    await act(async () => {
      await result.current.send('17012340001', '01');
    });
    expect(result.current.label).toBe(SEND_CODE_LABEL);
    expect(result.current.isSending).toBe(false);
  });

  it('keeps the load flag up for 3 s after a send', async () => {
    const { result } = renderHook(() => useSmsCountdown());
    await act(async () => {
      await result.current.send('17012340001', '01');
    });
    expect(result.current.isSending).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(result.current.isSending).toBe(false);
  });
});
