import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The online service opens the configured chat with the member's chat identity, asked afresh on
// each tap, with the call options of the page that opens it.

const calls: { name: string; options: unknown }[] = [];
vi.mock('../api/subscriber-client.ts', () => ({
  call: async (name: string, _body: unknown, options: unknown) => {
    calls.push({ name, options });
    return { chatUrl: '/sandbox/chat', list: [{ nickName: '张伟', nickType: 'wechat', nickId: 'm1' }] };
  },
}));

const { useOpenOnlineService } = await import('./use-open-online-service.ts');

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useOpenOnlineService', () => {
  it('leaves for the chat address with the chat identity in its query', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { result } = renderHook(() => useOpenOnlineService({ loading: true }), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/sandbox/chat?nickName=%E5%BC%A0%E4%BC%9F&nickType=wechat&nickId=m1');
    expect(calls).toEqual([{ name: 'WX_URL', options: { loading: true } }]);
  });
});
