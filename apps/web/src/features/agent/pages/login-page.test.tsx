import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// The work-number login: the first empty field is refused in the agent's toast (work number,
// password, captcha), the work number and captcha are sent trimmed and the password as typed, and
// a refused captcha is cleared for a new one.

const calls: { name: string; payload: Record<string, unknown> }[] = [];
const toasts: string[] = [];
vi.mock('../agent-toast.ts', () => ({ showAgentToast: (message: string) => toasts.push(message) }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({ showAlert: async () => undefined }));
vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string, payload: Record<string, unknown>) => {
    calls.push({ name, payload });
    const { ApiError } = await import('../../../shared/api/api-error.ts');
    if (name === 'GET_SESSION') {
      return { thirdSession: 'third-session', workNo: payload.workNo };
    }
    if (name === 'AGENT_LOGIN') {
      throw new ApiError(-100, '验证码错误，请重新输入');
    }
    throw new Error(`unexpected ${name}`);
  },
}));

const { LoginPage } = await import('./login-page.tsx');

// The input itself: antd-mobile repeats its aria-label on the input's wrapper.
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const logIn = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));

beforeEach(() => {
  // The page reloads itself once per session; this one has.
  sessionStorage.setItem('agentLoginReloaded', '1');
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36');
  renderInApp(<LoginPage />, ['/login']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  calls.length = 0;
  toasts.length = 0;
  sessionStorage.clear();
});

describe('the agent login', () => {
  it('refuses the first empty field in order, in the agent’s toast, and sends nothing meanwhile', async () => {
    logIn();
    await waitFor(() => expect(toasts).toEqual(['账号不能为空']));
    type('账号', '  ');
    logIn();
    await waitFor(() => expect(toasts).toEqual(['账号不能为空', '账号不能为空']));
    type('账号', 'A10001');
    logIn();
    await waitFor(() => expect(toasts).toEqual(['账号不能为空', '账号不能为空', '密码不能为空']));
    type('密码', 'sandbox-agent-pass');
    logIn();
    await waitFor(() => expect(toasts).toEqual(['账号不能为空', '账号不能为空', '密码不能为空', '验证码不能为空']));
    expect(calls).toEqual([]);
  });

  it('sends the work number and captcha trimmed and the password as typed, and clears a refused captcha', async () => {
    type('账号', ' A10001 ');
    type('密码', ' pass word ');
    type('验证码', ' ab12 ');
    logIn();
    await waitFor(() => expect(calls.map((call) => call.name)).toEqual(['GET_SESSION', 'AGENT_LOGIN']));
    expect(calls[0]?.payload).toMatchObject({ workNo: 'A10001' });
    expect(calls[1]?.payload).toMatchObject({ workNo: 'A10001', passWord: ' pass word ', code: 'ab12', thirdSession: 'third-session' });
    await waitFor(() => expect(input('验证码').value).toBe(''));
    expect(toasts).toEqual([]);
  });
});
