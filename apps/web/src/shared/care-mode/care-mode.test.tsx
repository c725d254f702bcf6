import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalKey } from '../lib/storage.ts';

// Care mode is the member's choice on the server; the page follows the member record, keeps a
// local copy, and index.html's bootstrap script paints the first screen from that copy.

const saved: unknown[] = [];
let member = { memberInfo: { memberName: '张伟', careMode: false }, mobilePhoneInfo: null };
vi.mock('../api/subscriber-client.ts', () => ({
  call: async (name: string, body: { enabled: boolean }) => {
    if (name === 'SET_CARE_MODE') {
      saved.push(body);
      return { careMode: body.enabled };
    }
    return member;
  },
}));

const { applyCareMode, followCareModeOfMember, isCareModeOn, useCareMode } = await import('./care-mode.ts');
const { MEMBER_QUERY_KEY } = await import('../member/use-member.ts');

afterEach(() => {
  applyCareMode(false);
  saved.length = 0;
  member = { memberInfo: { memberName: '张伟', careMode: false }, mobilePhoneInfo: null };
});

function withClient(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

describe('care mode', () => {
  it("index.html's bootstrap script turns care mode on before the app from the local copy, outside the console only", () => {
    const html = readFileSync(`${import.meta.dirname}/../../../index.html`, 'utf8');
    const bootstrap = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(bootstrap).toContain(`'${LocalKey.CARE_MODE}'`);
    const runBootstrapAt = (path: string) => {
      window.history.replaceState(null, '', path);
      new Function(bootstrap)();
    };
    runBootstrapAt('/Recharge');
    expect(isCareModeOn()).toBe(false);
    window.localStorage.setItem(LocalKey.CARE_MODE, '1');
    runBootstrapAt('/console/numbers');
    expect(isCareModeOn()).toBe(false);
    runBootstrapAt('/Recharge');
    expect(isCareModeOn()).toBe(true);
  });

  it('keeps the local copy in step with the document', () => {
    applyCareMode(true);
    expect(document.documentElement.getAttribute('data-care-mode')).toBe('on');
    expect(window.localStorage.getItem(LocalKey.CARE_MODE)).toBe('1');
    applyCareMode(false);
    expect(document.documentElement.hasAttribute('data-care-mode')).toBe(false);
    expect(window.localStorage.getItem(LocalKey.CARE_MODE)).toBeNull();
  });

  it("takes the member's choice from the server whenever the member record loads", async () => {
    const queryClient = new QueryClient();
    const stop = followCareModeOfMember(queryClient);
    applyCareMode(true);
    queryClient.setQueryData(MEMBER_QUERY_KEY, member);
    expect(isCareModeOn()).toBe(false);
    queryClient.setQueryData(MEMBER_QUERY_KEY, { ...member, memberInfo: { ...member.memberInfo, careMode: true } });
    expect(isCareModeOn()).toBe(true);
    stop();
  });

  it('saves the switch on the server, then puts the page in care mode and updates the member record', async () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useCareMode(), { wrapper: withClient(queryClient) });
    await waitFor(() => expect(queryClient.getQueryData(MEMBER_QUERY_KEY)).toBeDefined());
    expect(result.current.isOn).toBe(false);
    await act(() => result.current.setCareMode(true));
    expect(saved).toEqual([{ enabled: true }]);
    expect(isCareModeOn()).toBe(true);
    await waitFor(() => expect(result.current.isOn).toBe(true));
  });
});
