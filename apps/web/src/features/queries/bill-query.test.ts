import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
const navigations: string[] = [];

vi.mock('../../shared/ui/toast.ts', () => ({
  showToast: (content: string) => toasts.push(content),
  showSuccessToast: (content: string) => toasts.push(content),
}));
vi.mock('../../shared/ui/dialogs.ts', () => ({ showConfirm: async () => false, showAlert: async () => undefined }));
vi.mock('../../shared/lib/navigation.ts', () => ({ navigateTo: (to: string) => navigations.push(to) }));

const { billQuery } = await import('./api.ts');

function reply(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

const fetchBill = (date: string | null) => new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(billQuery(date));

beforeEach(() => {
  toasts.length = 0;
  navigations.length = 0;
  localStorage.setItem('token', 'stored-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('billQuery (/bill, /billDetails)', () => {
  it("a month without a bill is left to the page's empty state: no toast", async () => {
    vi.stubGlobal('fetch', reply({ code: -100, msg: '5月暂无账单' }));
    await expect(fetchBill(null)).rejects.toMatchObject({ code: -100, message: '5月暂无账单' });
    await expect(fetchBill('202405')).rejects.toMatchObject({ code: -100 });
    expect(toasts).toEqual([]);
  });

  it("other failures keep the catalogue's reaction", async () => {
    vi.stubGlobal('fetch', reply({ code: -102, msg: '请先绑定手机号' }));
    await expect(fetchBill(null)).rejects.toMatchObject({ code: -102 });
    expect(toasts).toEqual(['请先绑定手机号']);
    expect(navigations).toEqual(['/PersonalInformation']);
  });
});
