import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { ConsoleTestProviders, createTestQueryClient } from '../shell/console-page-test-kit.tsx';

// A refused console change shows the server's message once and refreshes nothing (the banner
// save stands for every change built on useConsoleMutation).

vi.mock('../shell/call-staff.ts', () => ({
  callStaff: async () => {
    throw new ApiError(0, '横幅标题不能为空');
  },
}));

const { contentKeys, useSaveBanner } = await import('./content-api.ts');

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = createTestQueryClient();
  queryClient.setQueryData(contentKeys.banners, { list: [] });
});
afterEach(() => cleanup());

function wrapper({ children }: { children: ReactNode }) {
  return <ConsoleTestProviders queryClient={queryClient}>{children}</ConsoleTestProviders>;
}

const isInvalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;

describe('console changes', () => {
  it("a refused change shows the server's message, once, and refreshes nothing", async () => {
    const { result } = renderHook(() => useSaveBanner(), { wrapper });
    result.current.mutate({ placement: 'hall', title: '', imageUrl: '/a.png', linkUrl: '', sortOrder: 0, isActive: true });
    await waitFor(() => expect(result.current.isError).toBe(true));

    expect(isInvalidated(contentKeys.banners)).toBe(false);
    await waitFor(() => expect(document.body.textContent).toContain('横幅标题不能为空'));
    expect(document.body.textContent?.split('横幅标题不能为空')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('横幅已保存');
  });
});
