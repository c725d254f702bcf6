import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// When the server does not serve the configured chat (no address, or the sandbox chat without the
// demo set), WX_URL refuses with the hotline: the tap shows that as a toast and leaves the page alone.

const toasts: string[] = [];
vi.mock('../ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content), showSuccessToast: (content: string) => toasts.push(content) }));

const { useOpenOnlineService } = await import('./use-open-online-service.ts');

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useOpenOnlineService when the chat is not served', () => {
  it('toasts the refusal with the hotline and opens nothing', async () => {
    const refusal = '在线客服暂未开通，请拨打客服热线 4008-123-456';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: -100, msg: refusal }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { result } = renderHook(() => useOpenOnlineService(), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toasts).toEqual([refusal]);
    expect(assign).not.toHaveBeenCalled();
  });
});
