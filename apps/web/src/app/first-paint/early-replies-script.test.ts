import { EARLY_NUMBER_ATTRIBUTE, EARLY_REPLIES_GLOBAL } from '@hall/contract/hall/first-paint';
import { hallEndpoints } from '@hall/contract/hall/endpoints';
import { memberEndpoints } from '@hall/contract/member/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../shared/api/subscriber-client.ts';
import { writeToken } from '../../shared/lib/storage.ts';
import { earlyRepliesScript } from './early-replies-script.ts';

const globals = window as unknown as Record<string, unknown>;
const fetchMock = vi.fn<typeof fetch>();

function runPageScriptAt(path: string): void {
  window.history.replaceState(null, '', path);
  // As index.html runs it: a classic script in the page's global scope.
  new Function(earlyRepliesScript())();
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code: 1, msg: '成功', data: { from: 'server' } }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete globals[EARLY_REPLIES_GLOBAL];
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const sentPaths = () => fetchMock.mock.calls.map(([url]) => String(url));

describe("the page's bootstrap script of the first screen's reads", () => {
  it('sends the member and the recharge products on the hall landing paths, as the app would, with the token', () => {
    writeToken('t-hall');
    for (const path of ['/', '/Recharge', '/recharge/']) {
      fetchMock.mockClear();
      runPageScriptAt(path);
      expect(sentPaths(), path).toEqual([memberEndpoints.PERSONAL_DATA.path, hallEndpoints.RECHARGE_PRODUCT.path]);
      for (const [, init] of fetchMock.mock.calls) {
        expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ token: 't-hall' }), credentials: 'same-origin' });
      }
    }
  });

  it("sends the member on the hall's other tabs, where the hall's first read is the member's", () => {
    writeToken('t-hall');
    for (const path of ['/BusinessQuery', '/businesshandle', '/PersonalInformation/']) {
      fetchMock.mockClear();
      runPageScriptAt(path);
      expect(sentPaths(), path).toEqual([memberEndpoints.PERSONAL_DATA.path]);
    }
  });

  it('sends nothing without a token, or on any path outside the hall', () => {
    runPageScriptAt('/Recharge');
    writeToken('t-hall');
    runPageScriptAt('/personal');
    runPageScriptAt('/queryBill');
    runPageScriptAt('/BusinessQuery/detail');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is what the app's client then uses for those reads, instead of asking again", async () => {
    writeToken('t-hall');
    runPageScriptAt('/Recharge');
    await expect(call('PERSONAL_DATA', {})).resolves.toEqual({ from: 'server' });
    await expect(call('RECHARGE_PRODUCT', {})).resolves.toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await call('PERSONAL_DATA', {});
    expect(fetchMock, 'a later read asks the server').toHaveBeenCalledTimes(3);
  });

  it("paints the member's number into the frame's slot from the early reply, before the app runs, and leaves the reply to the app", async () => {
    writeToken('t-hall');
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ code: 1, msg: '成功', data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } }), { status: 200 }),
    );
    document.body.innerHTML = `<strong ${EARLY_NUMBER_ATTRIBUTE}=""></strong>`;
    runPageScriptAt('/Recharge');
    const slot = document.querySelector(`[${EARLY_NUMBER_ATTRIBUTE}]`);
    await vi.waitFor(() => expect(slot?.textContent).toBe('17012340001'));
    await expect(call('PERSONAL_DATA', {})).resolves.toEqual({ mobilePhoneInfo: { mobilePhone: '17012340001' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    document.body.innerHTML = '';
  });

  it('paints nothing for a member without a number or a refused reply', async () => {
    writeToken('t-hall');
    document.body.innerHTML = `<strong ${EARLY_NUMBER_ATTRIBUTE}=""></strong>`;
    for (const envelope of [
      { code: 1, msg: '成功', data: { mobilePhoneInfo: null } },
      { code: -101, msg: '请先登录' },
    ]) {
      fetchMock.mockImplementation(async () => new Response(JSON.stringify(envelope), { status: 200 }));
      runPageScriptAt('/Recharge');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.querySelector(`[${EARLY_NUMBER_ATTRIBUTE}]`)?.textContent).toBe('');
    }
    document.body.innerHTML = '';
  });

  it('is not used by the client once another member has logged in on the page', async () => {
    writeToken('t-hall');
    runPageScriptAt('/Recharge');
    writeToken('t-other');
    await call('PERSONAL_DATA', {});
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[2]?.[1]?.body).toBe(JSON.stringify({ token: 't-other' }));
  });
});
