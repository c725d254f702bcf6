import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_NAVIGATION_MS } from '../config/ui-timings.ts';
import { AppRoutes } from './app-routes.tsx';
import { pageCode } from './lazy-page.ts';
import { createNavigationPreparer } from './prepare-navigation.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the shell', () => {
  it('shows its second loading wording while a page is slow to arrive, and takes it down once it is there', async () => {
    vi.useFakeTimers();
    let arrive: () => void = () => undefined;
    const SlowPage: ComponentType = () => <p>慢页面内容</p>;
    const slowPage = pageCode(() => new Promise<ComponentType>((resolve) => (arrive = () => resolve(SlowPage))));
    const routes = [
      { path: '/', element: <p>首页</p>, handle: { title: '首页', keepAlive: false } },
      { path: '/slow', element: <SlowPage />, handle: { title: '慢页面', keepAlive: false, page: slowPage } },
    ];
    const prepare = createNavigationPreparer({ routesFor: async () => routes, guard: async () => null, queryClient: new QueryClient() });
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <AppRoutes prepare={prepare} />
      </HistoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('首页')).toBeTruthy();

    await act(async () => {
      history.push('/slow');
      await Promise.resolve();
    });
    expect(screen.getByRole('progressbar', { name: '页面加载中' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_NAVIGATION_MS - 50));
    expect(screen.queryByText('加载中，请耐心等待...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status').textContent).toBe('加载中，请耐心等待...');
    expect(screen.queryByText('慢页面内容')).toBeNull();
    expect(screen.getByText('首页')).toBeTruthy();

    await act(async () => {
      arrive();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('慢页面内容')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
