import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, loadOrReloadOnce } from './lazy-page.ts';

// A part of the app that fails to load (a deployment replaced the files, the network dropped)
// reloads the page once at the place being opened; failing again there, it is the route's error.

const replace = vi.fn();
const Page: ComponentType = () => null;
const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

/** Settles within a moment, or says the load is still waiting (it waits forever while the page reloads). */
function settle<T>(promise: Promise<T>): Promise<T | 'waiting'> {
  return Promise.race([promise, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 20))]);
}

beforeEach(() => {
  sessionStorage.clear();
  replace.mockReset();
  vi.stubGlobal('location', { ...window.location, replace });
});
afterEach(() => vi.unstubAllGlobals());

describe('loading a part of the app', () => {
  it('a page whose part fails reloads once, then shows the error', async () => {
    const load = lazyPage(failing);
    await expect(settle(load())).resolves.toBe('waiting');
    expect(replace).toHaveBeenCalledTimes(1);
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('the route table beyond the hall reloads once at the place being opened, then fails', async () => {
    await expect(settle(loadOrReloadOnce(failing, '/personal?from=menu'))).resolves.toBe('waiting');
    expect(replace).toHaveBeenCalledWith('/personal?from=menu');
    await expect(loadOrReloadOnce(failing, '/personal?from=menu')).rejects.toThrow('Failed to fetch');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('a table that loads after the reload does not clear the mark, so a failing page still reloads only once', async () => {
    const load = lazyPage(failing);
    await settle(load());
    expect(replace).toHaveBeenCalledTimes(1);
    await expect(loadOrReloadOnce(async () => 'table', '/')).resolves.toBe('table');
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('a page that loads clears the mark: a later failure reloads again', async () => {
    await settle(lazyPage(failing)());
    await expect(lazyPage(async () => Page)()).resolves.toEqual({ Component: Page });
    await expect(settle(lazyPage(failing)())).resolves.toBe('waiting');
    expect(replace).toHaveBeenCalledTimes(2);
  });
});
