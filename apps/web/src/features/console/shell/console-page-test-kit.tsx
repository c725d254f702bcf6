// Test kit for console pages and hooks: rendering as the console app does, and a stand-in for callStaff.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/** A query client as in the tests: no retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** What the console app puts around a page: the query client, antd's config and its App (messages). */
export function ConsoleTestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/** Renders a console page for a test as the console app does: its own query client (no retries), antd's App. */
export function renderConsolePage(page: ReactElement) {
  return render(<ConsoleTestProviders queryClient={createTestQueryClient()}>{page}</ConsoleTestProviders>);
}

/** A stand-in for callStaff in page tests: records each call and answers with `answer`. */
export const staffStub = {
  calls: [] as { name: string; payload: unknown }[],
  answer: (_name: string, _payload: unknown): unknown => undefined,
};

/**
 * Mocked in as callStaff, from an area's pages/:
 * `vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }))`.
 */
export async function stubCallStaff(name: string, payload: unknown): Promise<unknown> {
  staffStub.calls.push({ name, payload });
  return staffStub.answer(name, payload);
}
