import { SIM_REPLACEMENT_KIND } from '@hall/contract/applications/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A SIM replacement application goes out with the passed check's biz_no, silently (the page words
// refusals), and the latest-application status is read again so /changeCardauditCabcel shows it.

const sent: { name: string; payload: unknown; options?: unknown }[] = [];
vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown, options?: unknown) => {
    sent.push({ name, payload, options });
    return {};
  },
}));

const { useApplyForSimReplacement } = await import('./api.ts');
const { applicationStatusQuery } = await import('../../shared/ui/application-status/application-status-query.ts');

describe('useApplyForSimReplacement', () => {
  it('sends the form with the biz_no, silently, and marks the latest application stale', async () => {
    const queryClient = new QueryClient();
    const statusKey = applicationStatusQuery(SIM_REPLACEMENT_KIND).queryKey;
    queryClient.setQueryData(statusKey, { application: null });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useApplyForSimReplacement(), { wrapper });
    const form = {
      reason: '手机丢失',
      mobilePhone: '17012340005',
      phonePassword: '123456',
      receive_man: '张伟',
      receive_phone: '13800138000',
      receive_addr: '北京',
    };
    await act(() => result.current.mutateAsync({ bizNo: 'BZ0001', form }));
    expect(sent).toEqual([{ name: 'CHANGE_CARD_FORM', payload: { ...form, biz_no: 'BZ0001' }, options: { isSilent: true } }]);
    expect(queryClient.getQueryState(statusKey)?.isInvalidated).toBe(true);
  });
});
