// Test kit for console pages: rendering as the console app does, and a stand-in for callStaff.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';

/** Renders a console page for a test as the console app does: its own query client (no retries), antd's App. */
export function renderConsolePage(page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>{page}</App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

/** A stand-in for callStaff in page tests: records each call and answers with `answer`. */
export const staffStub = {
  calls: [] as { name: string; payload: unknown }[],
  answer: (_name: string, _payload: unknown): unknown => undefined,
};

/** Mocked in as callStaff: `vi.mock('../call-staff.ts', async () => ({ callStaff: (await import('./console-page-test-kit.tsx')).stubCallStaff }))`. */
export async function stubCallStaff(name: string, payload: unknown): Promise<unknown> {
  staffStub.calls.push({ name, payload });
  return staffStub.answer(name, payload);
}
