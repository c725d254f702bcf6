import { ConsentPurpose } from '@hall/contract/consent';
import { AuthType } from '@hall/contract/identity/rules';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The identity-check pattern every face-checked flow shares: consent first, the start sent with
// consent and a return URL, the hand-over kept in session storage before leaving, and on the
// return page one read of the result, after the wait, for the stored check only.

interface SentCall {
  name: string;
  payload: unknown;
  options?: unknown;
}

const sent: SentCall[] = [];
const consents: string[] = [];
let isConsentGiven = true;
let reply: (name: string) => Promise<unknown> = async () => ({});

vi.mock('../api/subscriber-client.ts', () => ({
  call: (name: string, payload: unknown, options?: unknown) => {
    sent.push({ name, payload, options });
    return reply(name);
  },
}));
vi.mock('../ui/consent-dialog.ts', () => ({
  askConsent: async (purpose: string) => {
    consents.push(purpose);
    return isConsentGiven;
  },
}));
const successToasts: { message: string; durationMs?: number }[] = [];
vi.mock('../ui/toast.ts', () => ({
  showToast: () => undefined,
  showSuccessToast: (message: string, durationMs?: number) => successToasts.push({ message, durationMs }),
}));
vi.mock('../ui/promise-video-dialog.tsx', () => ({ showPromiseVideoDialog: async () => undefined }));

const { IDENTITY_RESULT_WAIT_MS } = await import('../../config/ui-timings.ts');
const { ApiError } = await import('../api/api-error.ts');
const { useIdentityCheck } = await import('./use-identity-check.ts');

/** What session storage held when the hook sent the browser to the check. */
const departures: { url: string; authType: string | null; bizNo: string | null; returnPath: string | null }[] = [];

beforeEach(() => {
  sent.length = 0;
  successToasts.length = 0;
  consents.length = 0;
  departures.length = 0;
  isConsentGiven = true;
  reply = async () => ({});
  sessionStorage.clear();
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
    departures.push({
      url: String(url),
      authType: sessionStorage.getItem('AUTH_TYPE'),
      bizNo: sessionStorage.getItem('biz_no'),
      returnPath: sessionStorage.getItem('FACE_AUTH_CHANGE_CARD'),
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useIdentityCheck: start on the entry page', () => {
  it('sends nothing and stays on the form when the consent is declined', async () => {
    isConsentGiven = false;
    const { result } = renderHook(() => useIdentityCheck({ authType: AuthType.CHANGE_CARD }));
    await act(() => result.current.start('CHANGE_CARD', { idCard: '110105199003071234', name: '张伟' }, '/changeCardForm'));
    expect(consents).toEqual([ConsentPurpose.FACE_CHECK]);
    expect(sent).toEqual([]);
    expect(departures).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it('sends the start with consent and the return URL, and keeps the auth type and biz_no before leaving', async () => {
    reply = async () => ({ biz_no: 'BZ0001', url: '/face?biz_no=BZ0001' });
    const { result } = renderHook(() => useIdentityCheck({ authType: AuthType.CHANGE_CARD }));
    await act(() => result.current.start('CHANGE_CARD', { idCard: '110105199003071234', name: '张伟' }, '/changeCardForm'));
    expect(sent).toEqual([
      { name: 'CHANGE_CARD', payload: { idCard: '110105199003071234', name: '张伟', returnUrl: '/changeCardForm', consent: true }, options: undefined },
    ]);
    expect(departures).toEqual([{ url: '/face?biz_no=BZ0001', authType: 'CHANGE_CARD', bizNo: 'BZ0001', returnPath: '/changeCardForm' }]);
    // The spec's session keys only: AUTH_TYPE, biz_no and FACE_AUTH_{type}, the route that reads it.
    expect(Object.keys(sessionStorage).sort()).toEqual(['AUTH_TYPE', 'FACE_AUTH_CHANGE_CARD', 'biz_no']);
  });
  it('a refused start settles, stays on the form and tells the page through onFailed', async () => {
    const refusal = new ApiError(-100, '身份信息不匹配');
    reply = async () => {
      throw refusal;
    };
    const onFailed = vi.fn();
    const { result } = renderHook(() => useIdentityCheck({ authType: AuthType.CHANGE_CARD }));
    await act(() => result.current.start('CHANGE_CARD', { idCard: '110105199003071234', name: '张伟' }, '/changeCardForm', { onFailed }));
    expect(onFailed).toHaveBeenCalledWith(refusal);
    expect(departures).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it('a failing step before leaving counts as a failed start: nothing is kept and the browser stays', async () => {
    reply = async () => ({ biz_no: 'BZ0003', url: '/face?biz_no=BZ0003' });
    const uploadFailure = new Error('upload failed');
    const onFailed = vi.fn();
    const { result } = renderHook(() => useIdentityCheck({ authType: AuthType.TRANS_ACCT_T }));
    await act(() =>
      result.current.start(
        'TRANS_ACCT_T',
        { idCard: 'GH0001', name: '123456', receiverName: '陈晨', receiverIdCard: '11010519491231002X' },
        '/transAcctTForm',
        {
          beforeLeave: async () => {
            throw uploadFailure;
          },
          onFailed,
        },
      ),
    );
    expect(onFailed).toHaveBeenCalledWith(uploadFailure);
    expect(departures).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('useIdentityCheck: the return page', () => {
  beforeEach(() => vi.useFakeTimers());

  /** A check started for `returnPath`, read with the browser on `returnPath` (the return route). */
  function storeCheck(authType: string, bizNo?: string, returnPath = '/checkReturn') {
    sessionStorage.setItem('AUTH_TYPE', authType);
    sessionStorage.setItem(`FACE_AUTH_${authType}`, returnPath);
    if (bizNo) {
      sessionStorage.setItem('biz_no', bizNo);
    }
    window.history.replaceState(null, '', returnPath);
  }

  it('takes the stored biz_no, reads the result after the wait and reports the pass', async () => {
    storeCheck(AuthType.CHANGE_CARD, 'BZ0002');
    reply = async () => ({ biz_no: 'BZ0002', phone: '17012340001', authType: AuthType.CHANGE_CARD });
    const onPassed = vi.fn();
    const onFailed = vi.fn();
    const { result } = renderHook(() => useIdentityCheck({ authType: AuthType.CHANGE_CARD, onPassed, onFailed }));
    expect(result.current.state).toEqual({ status: 'checking' });
    expect(sessionStorage.getItem('biz_no')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_RESULT_WAIT_MS - 1));
    expect(sent).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sent).toEqual([{ name: 'RESULT_QUERY', payload: { biz_no: 'BZ0002' }, options: { isSilent: true } }]);
    expect(onPassed).toHaveBeenCalledWith({ bizNo: 'BZ0002', phone: '17012340001' });
    expect(onFailed).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'passed', bizNo: 'BZ0002', phone: '17012340001' });
  });

  it("says 身份核验成功 for the spec's 800-900 ms of a verification message", async () => {
    storeCheck(AuthType.CHANGE_CARD, 'BZ0004');
    reply = async () => ({ biz_no: 'BZ0004', phone: '17012340001', authType: AuthType.CHANGE_CARD });
    renderHook(() => useIdentityCheck({ authType: AuthType.CHANGE_CARD }));
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_RESULT_WAIT_MS));
    expect(successToasts).toHaveLength(1);
    expect(successToasts[0]?.message).toBe('身份核验成功');
    expect(successToasts[0]?.durationMs).toBeGreaterThanOrEqual(800);
    expect(successToasts[0]?.durationMs).toBeLessThanOrEqual(900);
  });

  it("reads the result through the page's own operation when given one, in one call", async () => {
    storeCheck(AuthType.REAL_NAME, 'BZ0003');
    const readResult = vi.fn(async (bizNo: string) => ({ biz_no: bizNo, phone: '17012340002' }));
    const onPassed = vi.fn();
    renderHook(() => useIdentityCheck({ authType: AuthType.REAL_NAME, onPassed, readResult }));
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_RESULT_WAIT_MS));
    expect(readResult).toHaveBeenCalledWith('BZ0003');
    expect(sent).toEqual([]);
    expect(onPassed).toHaveBeenCalledWith({ bizNo: 'BZ0003', phone: '17012340002' });
  });

  it("reports a refused check with the server's code and message", async () => {
    storeCheck(AuthType.QUERY_PHONE, 'BZexpired');
    const envelope = { code: -998, msg: '核验记录不存在或已过期，请重新核验' };
    reply = async () => {
      throw new ApiError(envelope.code, envelope.msg, envelope);
    };
    const onPassed = vi.fn();
    const onFailed = vi.fn();
    const { result } = renderHook(() => useIdentityCheck({ authType: AuthType.QUERY_PHONE, onPassed, onFailed }));
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_RESULT_WAIT_MS));
    expect(onFailed).toHaveBeenCalledWith({ code: -998, message: '核验记录不存在或已过期，请重新核验' });
    expect(onPassed).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'failed', code: -998, message: '核验记录不存在或已过期，请重新核验' });
  });

  it('leaves the check for its return route when the entry page is opened again (the browser back)', async () => {
    storeCheck(AuthType.UNSET_ACCONT, 'BZ0005', '/cancelForm');
    window.history.replaceState(null, '', '/cancel');
    const entryPage = renderHook(() => useIdentityCheck({ authType: AuthType.UNSET_ACCONT }));
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_RESULT_WAIT_MS * 4));
    expect(sent).toEqual([]);
    expect(entryPage.result.current.state).toEqual({ status: 'idle' });
    expect(sessionStorage.getItem('biz_no')).toBe('BZ0005');

    reply = async () => ({ biz_no: 'BZ0005', phone: '17012340001' });
    window.history.replaceState(null, '', '/cancelForm');
    const onPassed = vi.fn();
    renderHook(() => useIdentityCheck({ authType: AuthType.UNSET_ACCONT, onPassed }));
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_RESULT_WAIT_MS));
    expect(sent).toEqual([{ name: 'RESULT_QUERY', payload: { biz_no: 'BZ0005' }, options: { isSilent: true } }]);
    expect(onPassed).toHaveBeenCalledWith({ bizNo: 'BZ0005', phone: '17012340001' });
  });

  it('calls nothing without a stored biz_no, nor for a check of another flow', async () => {
    const onPassed = vi.fn();
    const onFailed = vi.fn();
    storeCheck(AuthType.CHANGE_CARD);
    const withoutBizNo = renderHook(() => useIdentityCheck({ authType: AuthType.CHANGE_CARD, onPassed, onFailed }));
    storeCheck(AuthType.CALL_DIVERT, 'BZ0004');
    const otherFlow = renderHook(() => useIdentityCheck({ authType: AuthType.CHANGE_CARD, onPassed, onFailed }));
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_RESULT_WAIT_MS * 4));
    expect(sent).toEqual([]);
    expect(onPassed).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
    expect(withoutBizNo.result.current.state).toEqual({ status: 'idle' });
    expect(otherFlow.result.current.state).toEqual({ status: 'idle' });
    // The other flow's check stays for its own return page.
    expect(sessionStorage.getItem('biz_no')).toBe('BZ0004');
  });
});
