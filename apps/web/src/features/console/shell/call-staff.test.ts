import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
const confirms: string[] = [];

vi.mock('../../../shared/ui/toast.ts', () => ({
  showToast: (content: string) => toasts.push(content),
  showSuccessToast: (content: string) => toasts.push(content),
}));
vi.mock('../../../shared/ui/dialogs.ts', () => ({
  showConfirm: async ({ content }: { content: string }) => confirms.push(content),
  showAlert: async () => undefined,
}));

const { callStaff } = await import('./call-staff.ts');

function reply(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  toasts.length = 0;
  confirms.length = 0;
  localStorage.setItem('token', 'subscriber-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('the console client', () => {
  it('relies on the staff cookie: no subscriber token travels with a staff operation', async () => {
    const fetchMock = reply({ code: 1, msg: '成功', data: {} });
    vi.stubGlobal('fetch', fetchMock);
    await callStaff('CONSOLE_SESSION', {});
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${url} ${String(init.body ?? '')}`).not.toContain('subscriber-token');
    expect(init.credentials).toBe('same-origin');
  });

  it('-101 leaves the subscriber session alone and shows nothing: the console shows its own login form', async () => {
    vi.stubGlobal('fetch', reply({ code: -101, msg: '请先登录管理后台' }));
    await expect(callStaff('CONSOLE_SESSION', {})).rejects.toMatchObject({ code: -101, message: '请先登录管理后台' });
    expect(toasts).toEqual([]);
    expect(confirms).toEqual([]);
    expect(localStorage.getItem('token')).toBe('subscriber-token');
  });
});
