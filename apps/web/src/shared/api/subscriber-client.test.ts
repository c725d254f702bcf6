import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
const toastDurations: (number | undefined)[] = [];
const confirms: { title?: string; content: string; confirmText?: string }[] = [];
const navigations: string[] = [];
let confirmAnswer = true;

vi.mock('../ui/toast.ts', () => ({
  showToast: (content: string, durationMs?: number) => {
    toasts.push(content);
    toastDurations.push(durationMs);
  },
  showSuccessToast: (content: string) => toasts.push(content),
}));
vi.mock('../ui/dialogs.ts', () => ({
  showConfirm: async (options: { title?: string; content: string; confirmText?: string }) => {
    confirms.push(options);
    return confirmAnswer;
  },
  showAlert: async () => undefined,
}));
vi.mock('../lib/navigation.ts', () => ({ navigateTo: (to: string) => navigations.push(to) }));

const { call, loadSubscriberEndpoints } = await import('./subscriber-client.ts');
// As in the app, where the other pages' loaders bring the hall's whole endpoint table.
await loadSubscriberEndpoints();
const { readLoading } = await import('../ui/loading-store.ts');

function reply(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  toasts.length = 0;
  toastDurations.length = 0;
  confirms.length = 0;
  navigations.length = 0;
  confirmAnswer = true;
  localStorage.setItem('token', 'stored-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('call: the number the pages show', () => {
  it('names it in every call once the member record told it, so the server refuses a number switched away elsewhere', async () => {
    const { setShownNumber } = await import('./shown-number.ts');
    const fetchMock = reply({ code: 1, msg: '成功', data: {} });
    vi.stubGlobal('fetch', fetchMock);
    setShownNumber(undefined);
    await call('QUERY_BALANCE', {});
    setShownNumber('17012340005');
    await call('QUERY_BALANCE', {});
    const headersOf = (index: number) => new Headers((fetchMock.mock.calls[index] as unknown as [string, RequestInit])[1].headers);
    expect(headersOf(0).has('x-hall-number')).toBe(false);
    expect(headersOf(1).get('x-hall-number')).toBe('17012340005');
    setShownNumber(undefined);
  });
});

describe('call: success', () => {
  it('posts the payload with the stored token and resolves with data', async () => {
    const fetchMock = reply({ code: 1, msg: '成功', data: { token: 'abc' } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('LOGIN', { code: 'x' })).resolves.toEqual({ token: 'abc' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/wechat/login');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'x', token: 'stored-token' });
  });

  it('treats code 0 as normal and a reply without data as its own result', async () => {
    vi.stubGlobal('fetch', reply({ code: 0, msg: 'ok' }));
    await expect(call('PERSONAL_DATA', {})).resolves.toEqual({ code: 0, msg: 'ok' });
    expect(toasts).toEqual([]);
  });

  it("shows the loading overlay with the operation's text while waiting", async () => {
    let release: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const pending = call('RESULT_QUERY', { biz_no: 'BZ1' });
    expect(readLoading()).toEqual({ count: 1, text: '结果查询中...' });
    release(new Response(JSON.stringify({ code: 1, msg: '', data: {} })));
    await pending;
    expect(readLoading().count).toBe(0);
  });
});

describe('call: the error catalogue', () => {
  it('-100 toasts the message (also from data.msg) and rejects', async () => {
    vi.stubGlobal('fetch', reply({ code: -100, msg: '请输入正确的手机号' }));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ code: -100 });
    vi.stubGlobal('fetch', reply({ code: -100, msg: '', data: { msg: '数据里的消息' } }));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ code: -100 });
    expect(toasts).toEqual(['请输入正确的手机号', '数据里的消息']);
  });

  it('-101 removes the token and asks to log in, going to PersonalInformation on confirm', async () => {
    vi.stubGlobal('fetch', reply({ code: -101, msg: '登录已失效，请重新登录' }));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ code: -101 });
    await Promise.resolve();
    expect(localStorage.getItem('token')).toBeNull();
    expect(confirms).toEqual([{ title: '提示', content: '登录已失效，请重新登录', confirmText: '去登录' }]);
    expect(navigations).toEqual(['/PersonalInformation']);
  });

  it("-102 in spec 2's handling flows asks with 去登录, like -101, going to PersonalInformation on confirm", async () => {
    vi.stubGlobal('fetch', reply({ code: -102, msg: '' }));
    await expect(call('INSERTUSERAPPEAL', { service_id: '17012340001', appeal_type: '功能', appeal_note: '建议' })).rejects.toMatchObject({
      code: -102,
    });
    await Promise.resolve();
    expect(toasts).toEqual([]);
    expect(confirms).toEqual([{ title: '提示', content: '请先绑定手机号', confirmText: '去登录' }]);
    expect(navigations).toEqual(['/PersonalInformation']);
  });

  it('-102 in the hall toasts (default: bind first) and goes to PersonalInformation', async () => {
    vi.stubGlobal('fetch', reply({ code: -102, msg: '' }));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ code: -102 });
    expect(toasts).toEqual(['请先绑定手机号']);
    expect(navigations).toEqual(['/PersonalInformation']);
  });

  it.each([60001, 60002, 60003])('%i asks to reopen the link', async (code) => {
    vi.stubGlobal('fetch', reply({ code, msg: 'x' }));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ code });
    expect(toasts).toEqual(['请关闭当前链接，重新进入进行开卡。']);
  });

  it('any other code toasts its message or 操作失败, unless silenced', async () => {
    vi.stubGlobal('fetch', reply({ code: 7, msg: '' }));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ code: 7 });
    vi.stubGlobal('fetch', reply({ code: 7, msg: '别的原因' }));
    await expect(call('PERSONAL_DATA', {}, { isSilent: true })).rejects.toMatchObject({ code: 7 });
    expect(toasts).toEqual(['操作失败']);
  });

  it('silentCodes silences only the listed codes; the others keep their reaction', async () => {
    vi.stubGlobal('fetch', reply({ code: -100, msg: '5月暂无账单' }));
    await expect(call('PERSONAL_DATA', {}, { silentCodes: [-100] })).rejects.toMatchObject({ code: -100, message: '5月暂无账单' });
    vi.stubGlobal('fetch', reply({ code: -102, msg: '' }));
    await expect(call('PERSONAL_DATA', {}, { silentCodes: [-100] })).rejects.toMatchObject({ code: -102 });
    expect(toasts).toEqual(['请先绑定手机号']);
    expect(navigations).toEqual(['/PersonalInformation']);
  });

  it('code 5 removes the stored token', async () => {
    vi.stubGlobal('fetch', reply({ code: 5, msg: '会话结束' }));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ code: 5 });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('call: transport failures', () => {
  it("405 is the endpoint's spec name plus 异常", async () => {
    vi.stubGlobal('fetch', reply({ code: -100, msg: 'x' }, 405));
    await expect(call('BIND_PHONE', { phone: '17012340001', code: '1' })).rejects.toMatchObject({ status: 405 });
    expect(toasts).toEqual(['BIND_PHONE异常']);
  });

  it('500 and other failures', async () => {
    vi.stubGlobal('fetch', reply({ code: -1, msg: 'hidden' }, 500));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ status: 502 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ status: 0 });
    expect(toasts).toEqual(['服务器内部错误 (500)，请稍后重试...', '系统更新中，请稍后重试...', '系统更新中，请稍后重试...']);
  });

  it('an error reply with a code of its own shows its message', async () => {
    vi.stubGlobal('fetch', reply({ code: -100, msg: '接口不存在' }, 404));
    await expect(call('PERSONAL_DATA', {})).rejects.toMatchObject({ status: 404 });
    expect(toasts).toEqual(['接口不存在']);
  });

  it('times out after 30 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = call('PERSONAL_DATA', {});
    const outcome = expect(pending).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
    expect(toasts).toEqual(['请求超时，请稍后重试...']);
  });
});
