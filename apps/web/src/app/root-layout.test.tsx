import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_NAVIGATION_MS } from '../config/ui-timings.ts';
import { RootLayout } from './root-layout.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the shell', () => {
  it('shows its second loading wording while a page is slow to arrive, and takes it down once it is there', async () => {
    vi.useFakeTimers();
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/', element: <p>首页</p>, handle: { title: '首页', keepAlive: false } },
            {
              path: '/slow',
              handle: { title: '慢页面', keepAlive: false },
              loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
              element: <p>慢页面内容</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('首页')).toBeTruthy();

    let navigated: Promise<void> = Promise.resolve();
    await act(async () => {
      navigated = router.navigate('/slow');
      await Promise.resolve();
    });
    await act(() => vi.advanceTimersByTimeAsync(SLOW_NAVIGATION_MS - 50));
    expect(screen.queryByText('加载中，请耐心等待...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status').textContent).toBe('加载中，请耐心等待...');

    await act(async () => {
      arrive();
      await navigated;
    });
    expect(screen.getByText('慢页面内容')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
