import { queryOptions } from '@tanstack/react-query';
import { callAgent } from './call-agent.ts';

/** The logged-in agent's profile (home page, personal-info popup). */
export const agentProfileQuery = () =>
  queryOptions({
    queryKey: ['agent', 'profile'],
    queryFn: () => callAgent('CHECK_WORK_NO_INFO', { type: '1' }, { loading: false }),
    staleTime: 60_000,
    retry: false,
  });

/** The captcha image of a login page's random string; `times` makes each refresh a new image. */
export function buildCaptchaUrl(randomStr: string, times: number): string {
  return `/api/gzh/captchaImage?${new URLSearchParams({ randomStr, times: String(times) }).toString()}`;
}

export function createRandomString(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
