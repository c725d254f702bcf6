import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter, type MemoryRouterProps } from 'react-router';
import { withPopBlocking } from '../lib/pop-blocking.ts';

/**
 * Renders as the app does around a page: a query client of its own (no retries, so a failure shows
 * at once) and a router on a history that pages can block as the app's does; `history` moves it.
 */
export function renderInApp(ui: ReactNode, initialEntries?: MemoryRouterProps['initialEntries']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = withPopBlocking(createMemoryHistory({ initialEntries, v5Compat: true }));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={history}>{ui}</HistoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, history };
}
