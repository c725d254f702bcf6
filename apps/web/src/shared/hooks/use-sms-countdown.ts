import { SMS_COUNTDOWN_SECONDS, SMS_COUNTDOWN_TICK_MS, SMS_LOAD_FLAG_MS } from '../../config/ui-timings.ts';
import { type SmsCodeTypeValue } from '@hall/contract/sms/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../api/subscriber-client.ts';

export const SEND_CODE_LABEL = '获取验证码';

/**
 * The SMS code button: sends a code, then counts down 60 s (disabled, showing the seconds) and
 * returns to 获取验证码. A load flag stays up 3 s after a send; a failed send starts nothing.
 */
export function useSmsCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; flag?: ReturnType<typeof setTimeout> }>({});

  useEffect(
    () => () => {
      clearInterval(timers.current.tick);
      clearTimeout(timers.current.flag);
    },
    [],
  );

  const startCountdown = useCallback(() => {
    clearInterval(timers.current.tick);
    setSecondsLeft(SMS_COUNTDOWN_SECONDS);
    timers.current.tick = setInterval(() => {
      setSecondsLeft((seconds) => {
        if (seconds <= 1) {
          clearInterval(timers.current.tick);
          return 0;
        }
        return seconds - 1;
      });
    }, SMS_COUNTDOWN_TICK_MS);
  }, []);

  const send = useCallback(
    async (mobilePhone: string, type: SmsCodeTypeValue): Promise<boolean> => {
      if (isSending || secondsLeft > 0) {
        return false;
      }
      setIsSending(true);
      try {
        await call('SEND_SMS_CODE', { mobilePhone, type });
      } catch {
        clearTimeout(timers.current.flag);
        setIsSending(false);
        return false;
      }
      startCountdown();
      timers.current.flag = setTimeout(() => setIsSending(false), SMS_LOAD_FLAG_MS);
      return true;
    },
    [isSending, secondsLeft, startCountdown],
  );

  const isCounting = secondsLeft > 0;
  return {
    send,
    secondsLeft,
    isCounting,
    isSending,
    isDisabled: isCounting || isSending,
    label: isCounting ? `${secondsLeft}s` : SEND_CODE_LABEL,
  };
}
