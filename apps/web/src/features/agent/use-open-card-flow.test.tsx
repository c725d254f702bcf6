import { AgentCode, AgentMessage, OpenCardStep } from '@hall/contract/agent/rules';
import type { OpenCardRecord } from '@hall/contract/agent/opening-schemas';
import { ResponseCode } from '@hall/contract/codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';

// The opening's state machine: a step is shown only once its location is saved, a step that
// finds no record starts again, and a submission the server refuses with RESTART goes to step 0.

type Handler = (payload: Record<string, unknown>) => Promise<unknown>;

const calls: { name: string; payload: Record<string, unknown>; options?: unknown }[] = [];
const handlers = new Map<string, Handler>();
const alerts: string[] = [];

vi.mock('./call-agent.ts', () => ({
  callAgent: (name: string, payload: Record<string, unknown>, options?: unknown) => {
    calls.push({ name, payload, options });
    const handler = handlers.get(name);
    return handler ? handler(payload) : Promise.reject(new Error(`unexpected ${name}`));
  },
}));
vi.mock('../../shared/ui/dialogs.ts', () => ({
  showAlert: async (content: string) => {
    alerts.push(content);
  },
}));

const { useOpenCardFlow } = await import('./use-open-card-flow.ts');

const RECORD: OpenCardRecord = {
  applyEvent: 'OpenCard',
  belongCode: '360',
  uimId: '89860166100000010001',
  dealerId: 'D1',
  dealerMainId: 'D1',
  cityCode: '360',
  serviceId: '16610000001',
  resInstId: 'R1',
  uimResInstId: 'U1',
  prodOfferId: '1354122',
  prodOfferName: '标准卡A套餐（预存50元）',
  ifCheckCard: 1,
  serviceKind: 1,
  acceptPerson: 'A10001',
  recordNumber: 'REC1',
  sumFee: 0,
  rechargeFlag: 'nopay',
  outTradeNo: '',
  openCardLocation: OpenCardStep.PHOTO,
  netSignUrl: 'sign.png',
  TogetherUrl: '',
} as OpenCardRecord;

function createWrapper(path = '/OpenCard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function renderFlow() {
  return renderHook(() => useOpenCardFlow({ applyEvent: 'OpenCard', payPath: '/OpenPay' }), { wrapper: createWrapper() });
}

/** The flow with the page it is on, for the moves that leave for the payment page. */
function renderFlowWithPath() {
  return renderHook(() => ({ flow: useOpenCardFlow({ applyEvent: 'OpenCard', payPath: '/OpenPay' }), path: useLocation().pathname }), {
    wrapper: createWrapper(),
  });
}

beforeEach(() => {
  calls.length = 0;
  alerts.length = 0;
  handlers.clear();
  localStorage.clear();
  localStorage.setItem('tokens', 'agent-session');
  localStorage.setItem('uimId', RECORD.uimId);
});
afterEach(cleanup);

describe('advanceTo', () => {
  it('saves the location before the next step is shown', async () => {
    let finishSave: (record: OpenCardRecord) => void = () => undefined;
    handlers.set('ADD_OPEN_CARD_LOCATION', () => new Promise((resolve) => (finishSave = resolve)));
    const { result } = renderFlow();
    const fields = { uimId: RECORD.uimId, serviceId: RECORD.serviceId, prodOfferId: RECORD.prodOfferId, netSignUrl: 'sign.png' };

    let advancing: Promise<void> = Promise.resolve();
    act(() => {
      advancing = result.current.advanceTo(OpenCardStep.PHOTO, fields);
    });
    await waitFor(() => expect(calls.map((call) => call.name)).toEqual(['ADD_OPEN_CARD_LOCATION']));
    expect(calls[0]?.payload).toEqual({ applyEvent: 'OpenCard', ...fields, openCardLocation: OpenCardStep.PHOTO });
    expect(calls[0]?.options).toEqual({ isSilent: true });
    expect(result.current.step).toBe(OpenCardStep.FILL);

    await act(async () => {
      finishSave(RECORD);
      await advancing;
    });
    expect(result.current.step).toBe(OpenCardStep.PHOTO);
  });

  it('starts again with the spec message when the save fails', async () => {
    handlers.set('ADD_OPEN_CARD_LOCATION', () => Promise.reject(new ApiError(ResponseCode.INVALID, '保存失败')));
    const { result } = renderFlow();
    act(() => result.current.resumeAt(RECORD));
    expect(result.current.step).toBe(OpenCardStep.PHOTO);

    await act(() => result.current.advanceTo(OpenCardStep.REAL_NAME, { uimId: RECORD.uimId, serviceId: RECORD.serviceId, prodOfferId: RECORD.prodOfferId }));
    expect(alerts).toEqual([AgentMessage.RECORD_SAVE_FAILED]);
    expect(result.current.step).toBe(OpenCardStep.FILL);
    expect(localStorage.getItem('uimId')).toBeNull();
  });

  it('leaves for the payment page after saving location 1 (a package with a fee)', async () => {
    handlers.set('ADD_OPEN_CARD_LOCATION', async () => RECORD);
    const { result } = renderFlowWithPath();
    await act(() =>
      result.current.flow.advanceTo(OpenCardStep.PACKAGE, {
        uimId: RECORD.uimId,
        serviceId: RECORD.serviceId,
        prodOfferId: RECORD.prodOfferId,
        rechargeFlag: 'start',
      }),
    );
    expect(calls.map((call) => call.name)).toEqual(['ADD_OPEN_CARD_LOCATION']);
    expect(result.current.path).toBe('/OpenPay');
    expect(localStorage.getItem('PayBackUrl')).toBe('/OpenCard');
  });
});

describe('resumeAt', () => {
  it('lands on the step the record says, the agreement once a fee is paid, and the payment page while it is not', () => {
    const { result } = renderFlowWithPath();
    act(() => result.current.flow.resumeAt({ ...RECORD, openCardLocation: OpenCardStep.REAL_NAME }));
    expect(result.current.flow.step).toBe(OpenCardStep.REAL_NAME);
    expect(result.current.flow.fields).toMatchObject({ phone: RECORD.serviceId, cardLast7: RECORD.uimId.slice(-7) });

    act(() => result.current.flow.resumeAt({ ...RECORD, openCardLocation: OpenCardStep.PACKAGE, sumFee: 5000, rechargeFlag: 'finish' }));
    expect(result.current.flow.step).toBe(OpenCardStep.AGREEMENT);
    expect(result.current.path).toBe('/OpenCard');

    act(() => result.current.flow.resumeAt({ ...RECORD, openCardLocation: OpenCardStep.PACKAGE, sumFee: 5000, rechargeFlag: 'start' }));
    expect(result.current.path).toBe('/OpenPay');
  });
});

describe('requireRecord', () => {
  it('answers the record the server holds for the stored card', async () => {
    handlers.set('QUERY_OPEN_CARD_LOCATION', async () => ({ record: RECORD }));
    const { result } = renderFlow();
    act(() => result.current.resumeAt(RECORD));

    let record: OpenCardRecord | null = null;
    await act(async () => {
      record = await result.current.requireRecord();
    });
    expect(record).toEqual(RECORD);
    expect(calls.map((call) => call.payload)).toEqual([{ uimId: RECORD.uimId }]);
    expect(result.current.step).toBe(OpenCardStep.PHOTO);
  });

  it('starts again at step 0 when the record is gone', async () => {
    handlers.set('QUERY_OPEN_CARD_LOCATION', async () => ({ record: null }));
    const { result } = renderFlow();
    act(() => result.current.resumeAt(RECORD));

    let record: OpenCardRecord | null = RECORD;
    await act(async () => {
      record = await result.current.requireRecord();
    });
    expect(record).toBeNull();
    expect(alerts).toEqual([AgentMessage.RECORD_MISSING]);
    expect(result.current.step).toBe(OpenCardStep.FILL);
    expect(localStorage.getItem('uimId')).toBeNull();
  });
});

describe('back from the real-name service', () => {
  function replyUntilSubmit(submitError: ApiError) {
    localStorage.setItem('Judge', '1');
    localStorage.setItem('BizNo', 'BIZ1');
    handlers.set('QUERY_OPEN_CARD_LOCATION', async () => ({ record: { ...RECORD, openCardLocation: OpenCardStep.REAL_NAME } }));
    handlers.set('GET_SIMPLE_OR_CARD_NUM', async () => ({
      cardNum: { success: true, front: '', back: '', address: '地址', confirmName: '孙悦', confirmIdcardNumber: '110101199001011234', message: '' },
      simple: { success: true, image: '', message: '' },
    }));
    handlers.set('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', async () => ({}));
    handlers.set('QUERY_SIGN', async () => ({ sign: 'sign', timestamp: '1700000000' }));
    handlers.set('DO_SUBMIT', () => Promise.reject(submitError));
  }

  it('returns to step 0 when the submission is refused with RESTART', async () => {
    replyUntilSubmit(new ApiError(AgentCode.RESTART, '请重新开户'));
    const { result } = renderFlow();
    await waitFor(() => expect(localStorage.getItem('Judge')).toBeNull());
    expect(calls.at(-1)?.name).toBe('DO_SUBMIT');
    expect(calls.at(-1)?.payload).toMatchObject({ bizId: 'BIZ1', uimId: RECORD.uimId, customerName: '孙悦' });
    expect(result.current.step).toBe(OpenCardStep.FILL);
    expect(localStorage.getItem('uimId')).toBeNull();
  });

  it('submits system id 3 in the virtual-operator flow and the agent’s own elsewhere', async () => {
    localStorage.setItem('systemId', '7');
    replyUntilSubmit(new ApiError(ResponseCode.INVALID, '签名已过期，请重新提交'));
    renderHook(() => useOpenCardFlow({ applyEvent: 'VnoOpenCard', payPath: '/VnoOpenPay' }), { wrapper: createWrapper('/VnoOpenCard?title=1') });
    await waitFor(() => expect(calls.at(-1)?.name).toBe('DO_SUBMIT'));
    expect(calls.at(-1)?.payload).toMatchObject({ systemId: 3 });
    cleanup();
    replyUntilSubmit(new ApiError(ResponseCode.INVALID, '签名已过期，请重新提交'));
    renderFlow();
    await waitFor(() => expect(calls.filter((call) => call.name === 'DO_SUBMIT')).toHaveLength(2));
    expect(calls.at(-1)?.payload).toMatchObject({ systemId: 7 });
  });

  it('stays on the real-name step for any other refusal', async () => {
    replyUntilSubmit(new ApiError(ResponseCode.INVALID, '签名已过期，请重新提交'));
    const { result } = renderFlow();
    await waitFor(() => expect(localStorage.getItem('Judge')).toBeNull());
    expect(result.current.step).toBe(OpenCardStep.REAL_NAME);
    expect(localStorage.getItem('uimId')).toBe(RECORD.uimId);
  });
});
