import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hall's whole endpoint table is a part of the app of its own; here that part never arrives.
const toasts: string[] = [];
let tableLoads = 0;

vi.mock('../ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content), showSuccessToast: (content: string) => toasts.push(content) }));
vi.mock('./subscriber-endpoint-table.ts', () => {
  tableLoads += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

const { call } = await import('./subscriber-client.ts');

function replyOk() {
  return vi.fn(async (_url: string) => new Response(JSON.stringify({ code: 1, msg: '成功', data: { ok: true } }), { status: 200 }));
}

beforeEach(() => {
  toasts.length = 0;
  localStorage.setItem('token', 'stored-token');
});
afterEach(() => vi.unstubAllGlobals());

describe("the hall's client and its endpoint table", () => {
  it("calls the first route's operations (login, member, care mode, the recharge tab) without the whole table", async () => {
    const fetchMock = replyOk();
    vi.stubGlobal('fetch', fetchMock);
    await call('LOGIN', { code: 'x' });
    await call('PERSONAL_DATA', {});
    await call('SET_CARE_MODE', { isOn: true } as never);
    await call('RECHARGE_PRODUCT', {});
    await call('RECHARGE_RECORD', {} as never);
    await call('ADD_ORDERS', {} as never);
    await call('BOSS_QUERY_ORDER', {} as never);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/wechat/login',
      '/api/wechat/memberInfo',
      '/api/wechat/careMode',
      '/api/wechat/product',
      '/api/wechat/rechargeRecord',
      '/api/wechat/addOrders',
      expect.stringMatching(/^\/api\/wechat\/bossQueryOrderByOutTradeNo\?/),
    ]);
    expect(tableLoads).toBe(0);
  });

  it('answers an operation whose table part cannot load as a request that did not get through, and sends nothing', async () => {
    const fetchMock = replyOk();
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('QUERY_BALANCE', {})).rejects.toMatchObject({ code: -1, status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toasts).toEqual(['系统更新中，请稍后重试...']);
  });
});
