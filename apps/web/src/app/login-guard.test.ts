import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const login = vi.fn<(payload: { code: string; state?: string }) => Promise<{ token: string }>>();

vi.mock('../shared/api/subscriber-client.ts', () => ({
  call: (name: string, payload: { code: string; state?: string }) => {
    if (name !== 'LOGIN') {
      throw new Error(`unexpected ${name}`);
    }
    return login(payload);
  },
}));

const replace = vi.fn();

/** A fresh guard per test: whether a LOGIN failed is remembered for the page load. */
async function loadGuard() {
  vi.resetModules();
  return (await import('./login-guard.ts')).loginGuardLoader;
}

function run(loader: Awaited<ReturnType<typeof loadGuard>>, path: string) {
  const request = new Request(`http://hall.test${path}`);
  return Promise.race([
    loader({ request, params: {}, context: undefined } as LoaderFunctionArgs),
    new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 20)),
  ]);
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
    expect((result as Response).headers.get('Location')).toBe('/personal');
  });

  it('opens the page after a failed LOGIN, without going back to authorisation in that page load', async () => {
    login.mockRejectedValue(new Error('授权已失效'));
    const loader = await loadGuard();
    const result = await run(loader, '/personal?code=stale&state=s');
    expect((result as Response).headers.get('Location')).toBe('/personal');
    await expect(run(loader, '/personal')).resolves.toBeNull();
    await expect(run(loader, '/record')).resolves.toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
