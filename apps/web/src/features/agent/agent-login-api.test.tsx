import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A new agent session must never show the previous agent's profile: the home page caches it for a
// minute, so the login forgets it. The stored session is the new agent's.

const PROFILE = { workNo: 'A10002', workName: '周芷若', loginName: 'zzr', mobile: '13800001002', channel: '星海通讯', systemId: 7 };

vi.mock('./call-agent.ts', () => ({
  callAgent: async (name: string, payload: Record<string, unknown>) => {
    if (name === 'GET_SESSION') {
      return { thirdSession: 'ticket', workNo: payload.workNo };
    }
    if (name === 'AGENT_LOGIN') {
      return { flag: '0000', message: '登录成功', token: 'new-session', profile: PROFILE };
    }
    throw new Error(`unexpected ${name}`);
  },
}));

const { agentLoginKeys, useAgentLogin } = await import('./agent-login-api.ts');

let queryClient: QueryClient;
beforeEach(() => {
  localStorage.clear();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
});
afterEach(cleanup);

function renderLogin() {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useAgentLogin(), { wrapper });
}

describe('useAgentLogin', () => {
  it("stores the new session and forgets the previous agent's cached profile", async () => {
    queryClient.setQueryData(agentLoginKeys.profile, { ...PROFILE, workNo: 'A10001', workName: '赵敏' });
    const { result } = renderLogin();
    await act(() => result.current.mutateAsync({ workNo: 'A10002', password: 'secret', captcha: 'ab12', randomStr: 'r' }));
    expect(queryClient.getQueryData(agentLoginKeys.profile)).toBeUndefined();
    expect(localStorage.getItem('tokens')).toBe('new-session');
    expect(localStorage.getItem('workNo')).toBe('A10002');
  });
});
