import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ComponentType } from 'react';
import {
  Outlet,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  type Location,
  type RouteObject,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../shared/lib/storage.ts';
import { AppRoutes } from './app-routes.tsx';
import { pageCode } from './lazy-page.ts';
import { createNavigationPreparer } from './prepare-navigation.ts';
import type { PageCode } from './route-handle.ts';

// What the app does between a location and its page: the guard first, the page's code and data
// started together, the table's redirects, titles, kept-alive pages and the error page.

function Page({ code }: { code: PageCode }) {
  const { Component } = code;
  return Component ? <Component /> : null;
}

function pageRoute(path: string, title: string, load: () => Promise<ComponentType>, extra: object = {}): RouteObject {
  const code = pageCode(load);
  return { id: path, path, element: <Page code={code} />, handle: { title, keepAlive: false, page: code, ...extra } };
}

const text = (words: string) => async () => () => <p>{words}</p>;

function renderRoutes(routes: RouteObject[], guard: (location: Location) => Promise<string | null> = async () => null, queryClient = new QueryClient()) {
  const prepare = createNavigationPreparer({ routesFor: async () => routes, guard, queryClient });
  const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
  render(
    <HistoryRouter history={history}>
      <AppRoutes prepare={prepare} />
    </HistoryRouter>,
  );
  return history;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('the app between a location and its page', () => {
  it('shows no page before the guard has let it, on the first load and on every navigation', async () => {
    const answers: ((to: string | null) => void)[] = [];
    const guard = vi.fn(() => new Promise<string | null>((resolve) => answers.push(resolve)));
    const history = renderRoutes([pageRoute('/', '首页', text('首页内容')), pageRoute('/personal', '号码信息', text('号码信息内容'))], guard);

    await waitFor(() => expect(answers).toHaveLength(1));
    expect(screen.queryByText('首页内容')).toBeNull();
    await act(async () => answers[0]?.(null));
    expect(await screen.findByText('首页内容')).toBeTruthy();

    act(() => history.push('/personal'));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(guard).toHaveBeenLastCalledWith(expect.objectContaining({ pathname: '/personal' }));
    expect(screen.queryByText('号码信息内容')).toBeNull();
    expect(screen.getByText('首页内容')).toBeTruthy();
    await act(async () => answers[1]?.(null));
    expect(await screen.findByText('号码信息内容')).toBeTruthy();
  });

  it('keeps the shown page on one location while the next is prepared, so its effects on the location do not run again', async () => {
    const seen: Location[] = [];
    function LocationWatcher() {
      const location = useLocation();
      useEffect(() => {
        seen.push(location);
      }, [location]);
      return <p>首页内容</p>;
    }
    const answers: ((to: string | null) => void)[] = [];
    const guard = (location: Location) => (location.pathname === '/' ? Promise.resolve(null) : new Promise<string | null>((resolve) => answers.push(resolve)));
    const history = renderRoutes([pageRoute('/', '首页', async () => LocationWatcher), pageRoute('/personal', '号码信息', text('号码信息内容'))], guard);
    await screen.findByText('首页内容');
    // The watcher's effect runs after the paint that findByText saw; count from after it.
    await waitFor(() => expect(seen).toHaveLength(1));
    const before = seen.length;

    act(() => history.push('/personal'));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: '页面加载中' })).toBeTruthy();
    expect(seen).toHaveLength(before);
  });

  it("goes where the guard answers instead, replacing the location (LOGIN's URL without its code)", async () => {
    const guard = vi.fn(async (location: Location) => (location.search.includes('code=') ? location.pathname : null));
    const history = renderRoutes([pageRoute('/', '首页', text('首页内容')), pageRoute('/personal', '号码信息', text('号码信息内容'))], guard);
    await screen.findByText('首页内容');

    act(() => history.push('/personal?code=abc'));
    expect(await screen.findByText('号码信息内容')).toBeTruthy();
    expect(history.location.pathname).toBe('/personal');
    expect(history.location.search).toBe('');
    act(() => history.go(-1));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('starts the data of a page with a token together with its code, not after the code has arrived', async () => {
    writeToken('token');
    let arrive: () => void = () => undefined;
    const prefetch = vi.fn(async () => undefined);
    const slowPage = () => new Promise<ComponentType>((resolve) => (arrive = () => resolve(() => <p>账单内容</p>)));
    const history = renderRoutes([pageRoute('/', '首页', text('首页内容')), pageRoute('/bill', '账单查询', slowPage, { prefetch })]);
    await screen.findByText('首页内容');

    act(() => history.push('/bill'));
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('账单内容')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('账单内容')).toBeTruthy();
  });

  it("does not start a layout's data again when only its child changes (the hall between its tabs)", async () => {
    writeToken('token');
    const hallData = vi.fn(async () => undefined);
    const tabData = vi.fn(async () => undefined);
    const hallCode = pageCode(async () => () => <Outlet />);
    const history = renderRoutes([
      {
        id: '/',
        path: '/',
        element: <Page code={hallCode} />,
        handle: { title: '网上营业厅', page: hallCode, prefetch: hallData },
        children: [
          { index: true, handle: { redirectTo: '/Recharge' } },
          pageRoute('Recharge', '充值缴费', text('充值内容'), { prefetch: tabData }),
          pageRoute('BusinessQuery', '业务查询', text('查询内容')),
        ],
      },
    ]);
    await screen.findByText('充值内容');
    act(() => history.push('/BusinessQuery'));
    await screen.findByText('查询内容');
    expect(hallData).toHaveBeenCalledTimes(1);
    act(() => history.push('/Recharge'));
    await screen.findByText('充值内容');
    expect(hallData).toHaveBeenCalledTimes(1);
    expect(tabData).toHaveBeenCalledTimes(2);
  });

  it('asks for no data without a token', async () => {
    const prefetch = vi.fn(async () => undefined);
    renderRoutes([pageRoute('/', '首页', text('首页内容'), { prefetch })]);
    await screen.findByText('首页内容');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("follows the table's redirects (a layout's bare path) without showing anything there", async () => {
    const layoutCode = pageCode(async () => () => (
      <section aria-label="积分商城">
        <Outlet />
      </section>
    ));
    const exchangeCode = pageCode(text('积分兑换内容'));
    const history = renderRoutes([
      pageRoute('/', '首页', text('首页内容')),
      {
        id: '/integral',
        path: '/integral',
        element: <Page code={layoutCode} />,
        handle: { title: '积分商城', page: layoutCode },
        children: [
          { index: true, handle: { redirectTo: '/integral/pointsExchange' } },
          { id: '/integral/pointsExchange', path: 'pointsExchange', element: <Page code={exchangeCode} />, handle: { title: '积分兑换', page: exchangeCode } },
        ],
      },
    ]);
    await screen.findByText('首页内容');

    act(() => history.push('/integral'));
    expect(await screen.findByText('积分兑换内容')).toBeTruthy();
    expect(history.location.pathname).toBe('/integral/pointsExchange');
    expect(screen.getByRole('region', { name: '积分商城' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('积分兑换'));
  });

  it("titles the document with the shown page's title", async () => {
    const history = renderRoutes([pageRoute('/', '网上营业厅', text('首页内容')), pageRoute('/balance', '余额查询', text('余额内容'))]);
    await screen.findByText('首页内容');
    await waitFor(() => expect(document.title).toBe('网上营业厅'));
    act(() => history.push('/balance'));
    await screen.findByText('余额内容');
    // The title is set by an effect after the paint findByText saw.
    await waitFor(() => expect(document.title).toBe('余额查询'));
  });

  it('keeps a keepAlive page mounted, with its state, while another page is shown', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          点了{count}次
        </button>
      );
    }
    const history = renderRoutes([pageRoute('/', '首页', async () => Counter, { keepAlive: true }), pageRoute('/balance', '余额查询', text('余额内容'))]);
    fireEvent.click(await screen.findByRole('button', { name: '点了0次' }));
    act(() => history.push('/balance'));
    await screen.findByText('余额内容');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => history.go(-1));
    expect(await screen.findByRole('button', { name: '点了1次' })).toBeTruthy();
  });

  it('shows the error page when a page fails to load again after its reload', async () => {
    sessionStorage.setItem('chunk-retry', '/');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([pageRoute('/', '首页', () => Promise.reject(new Error('Failed to fetch dynamically imported module')))], async () => {
      return null;
    });
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the error page when a page throws while rendering, and the next page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken: ComponentType = () => {
      throw new Error('broken page');
    };
    const history = renderRoutes([pageRoute('/', '首页', async () => Broken), pageRoute('/balance', '余额查询', text('余额内容'))]);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    act(() => history.push('/balance'));
    expect(await screen.findByText('余额内容')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
