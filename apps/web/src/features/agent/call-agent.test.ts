import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_TOAST_DURATION_MS } from '../../config/ui-timings.ts';

const toasts: { content: string; durationMs?: number }[] = [];
const navigations: string[] = [];

vi.mock('../../shared/ui/toast.ts', () => ({
  showToast: (content: string, durationMs?: number) => toasts.push({ content, durationMs }),
  showSuccessToast: (content: string) => toasts.push({ content }),
}));
vi.mock('../../shared/lib/navigation.ts', () => ({ navigateTo: (to: string) => navigations.push(to) }));
const confirms: { title?: string; content: string; confirmText?: string }[] = [];
let isLoginConfirmed = true;
vi.mock('../../shared/ui/dialogs.ts', () => ({
  showConfirm: async (options: { title?: string; content: string; confirmText?: string }) => {
    confirms.push(options);
    return isLoginConfirmed;
  },
}));

const { callAgent } = await import('./call-agent.ts');

function reply(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  toasts.length = 0;
  navigations.length = 0;
  confirms.length = 0;
  isLoginConfirmed = true;
  localStorage.clear();
  localStorage.setItem('token', 'subscriber-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('the agent client', () => {
  it('sends the agent session in its header and never the subscriber token', async () => {
    localStorage.setItem('tokens', 'agent-session');
    const fetchMock = reply({ code: 1, msg: '成功', data: {} });
    vi.stubGlobal('fetch', fetchMock);
    await callAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000001' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-agent-token']).toBe('agent-session');
    expect(String(init.body)).not.toContain('subscriber-token');
  });

  it('shows its messages for the agent toast duration', async () => {
    vi.stubGlobal('fetch', reply({ code: -100, msg: '验证码错误' }));
    await expect(callAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000001' })).rejects.toMatchObject({ code: -100 });
    expect(toasts).toEqual([{ content: '验证码错误', durationMs: AGENT_TOAST_DURATION_MS }]);
  });

  it('an expired agent session forgets the agent session only and asks the agent to log in again', async () => {
    localStorage.setItem('tokens', 'agent-session');
    vi.stubGlobal('fetch', reply({ code: -101, msg: '登录已失效，请重新登录' }));
    await expect(callAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000001' })).rejects.toMatchObject({ code: -101 });
    expect(localStorage.getItem('tokens')).toBeNull();
    expect(localStorage.getItem('token')).toBe('subscriber-token');
    expect(confirms).toEqual([{ title: '提示', content: '登录已失效，请重新登录', confirmText: '去登录' }]);
    await vi.waitFor(() => expect(navigations).toEqual(['/login']));
    expect(toasts).toEqual([]);
  });

  it('stays where it is when the agent declines to log in again', async () => {
    isLoginConfirmed = false;
    vi.stubGlobal('fetch', reply({ code: -101, msg: '登录已失效，请重新登录' }));
    await expect(callAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000001' })).rejects.toMatchObject({ code: -101 });
    await Promise.resolve();
    expect(confirms).toHaveLength(1);
    expect(navigations).toEqual([]);
  });

  it("answers HTTP 405 in the second helper family's words", async () => {
    vi.stubGlobal('fetch', reply({ code: -100, msg: 'x' }, 405));
    await expect(callAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: '16610000001' })).rejects.toMatchObject({ status: 405 });
    expect(toasts).toEqual([{ content: '请求方式不允许(405)，请联系管理员', durationMs: AGENT_TOAST_DURATION_MS }]);
  });
});
