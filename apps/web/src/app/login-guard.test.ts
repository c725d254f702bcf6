import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const login = vi.fn<(payload: { code: string; state?: string }) => Promise<{ token: string }>>();

vi.mock('../shared/api/subscriber-client.ts', () => ({
  call: (name: string, payload: { code: string; state?: string }) => {
    if (name !== 'LOGIN') {
      throw new Error(`unexpected ${name}`);
    }
    return login(payload);
  },
  loadSubscriberEndpoints: async () => ({}),
}));

const replace = vi.fn();

/**
 * A fresh guard per test: whether a LOGIN failed is remembered for the page load. The rest of
 * the route table is loaded first, as the router does for any path outside the hall.
 */
async function loadGuard() {
  vi.resetModules();
  await import('./page-modules.ts');
  return (await import('./login-guard.ts')).loginGuard;
}

function run(guard: Awaited<ReturnType<typeof loadGuard>>, path: string) {
  const url = new URL(path, 'http://hall.test');
  return Promise.race([guard({ pathname: url.pathname, search: url.search }), new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 20))]);
}

beforeEach(() => {
  login.mockReset();
  replace.mockReset();
  localStorage.clear();
  vi.stubGlobal('location', { ...window.location, replace });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login guard', () => {
  it('sends a page without a token to WeChat authorisation', async () => {
    const loader = await loadGuard();
    await expect(run(loader, '/personal')).resolves.toBe('waiting');
    expect(replace).toHaveBeenCalledWith('/api/wechat/authorize?redirect=%2Fpersonal');
  });

  it('stores the token of a successful LOGIN and opens the page without the code', async () => {
    login.mockResolvedValue({ token: 'fresh' });
    const loader = await loadGuard();
    const result = await run(loader, '/personal?code=abc&state=s');
    expect(login).toHaveBeenCalledWith({ code: 'abc', state: 's' });
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(result).toBe('/personal');
  });

  it('keeps the other query parameters when it takes the code out of the URL', async () => {
    login.mockResolvedValue({ token: 'fresh' });
    const guard = await loadGuard();
    await expect(run(guard, '/record?code=abc&state=s&from=menu')).resolves.toBe('/record?from=menu');
  });

  it('opens the page after a failed LOGIN, without going back to authorisation in that page load', async () => {
    login.mockRejectedValue(new Error('授权已失效'));
    const loader = await loadGuard();
    const result = await run(loader, '/personal?code=stale&state=s');
    expect(result).toBe('/personal');
    await expect(run(loader, '/personal')).resolves.toBeNull();
    await expect(run(loader, '/record')).resolves.toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a hall path without a token to WeChat authorisation without the rest of the route table', async () => {
    vi.resetModules();
    vi.doMock('./page-modules.ts', () => {
      throw new Error('the rest of the route table is not needed in the hall');
    });
    const loader = (await import('./login-guard.ts')).loginGuard;
    await expect(run(loader, '/Recharge')).resolves.toBe('waiting');
    expect(replace).toHaveBeenCalledWith('/api/wechat/authorize?redirect=%2FRecharge');
    vi.doUnmock('./page-modules.ts');
  });

  it('opens a login-exempt page of the rest of the table on a phone without a token', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' });
    const loader = await loadGuard();
    await expect(run(loader, '/realNameLink')).resolves.toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
