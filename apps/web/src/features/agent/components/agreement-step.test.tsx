import { AgreementMessage } from '@hall/contract/agreements/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { OpenCardAction, StepDrafts } from '../open-card-flow-reducer.ts';
import type { CardOpeningFlow } from '../use-open-card-flow.ts';

// The agreement step reads the agreement in force from the server, signs under its version, and
// when a newer version was published meanwhile shows it and asks to read and sign again.

type Handler = (payload: Record<string, unknown>) => Promise<unknown>;
const calls: { name: string; payload: Record<string, unknown> }[] = [];
const handlers = new Map<string, Handler>();
const toasts: string[] = [];

vi.mock('../call-agent.ts', () => ({
  callAgent: (name: string, payload: Record<string, unknown>) => {
    calls.push({ name, payload });
    const handler = handlers.get(name);
    return handler ? handler(payload) : Promise.reject(new Error(`unexpected ${name}`));
  },
}));
vi.mock('../agent-toast.ts', () => ({ showAgentToast: (message: string) => toasts.push(message) }));
vi.mock('./signature-pad.tsx', () => ({
  SignatureBoard: ({ onChange }: { onChange: (dataUrl: string | null) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,AAAA')}>
      签名
    </button>
  ),
}));

const { AgreementStep } = await import('./agreement-step.tsx');

const RECORD = { uimId: '89860166100000010001', serviceId: '16610000001', prodOfferId: '1354122', ifCheckCard: 0 };
const advanced: unknown[] = [];

function Harness() {
  const [drafts, setDrafts] = useState<StepDrafts>({ isAgreementRead: false, isAgreed: false, signature: null, photo: null });
  const flow = {
    drafts,
    dispatch: (action: OpenCardAction) => {
      if (action.type === 'draftsChanged') {
        setDrafts((current) => ({ ...current, ...action.changes }));
      }
    },
    requireRecord: async () => RECORD,
    advanceTo: async (...args: unknown[]) => {
      advanced.push(args);
    },
  } as unknown as CardOpeningFlow;
  return (
    <>
      <AgreementStep flow={flow} />
      <output data-testid="drafts">{JSON.stringify(drafts)}</output>
    </>
  );
}

function renderStep() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
}

const V1 = { version: 1, title: '客户入网服务协议', paragraphs: ['一、第一条。', '二、第二条。'] };
const V2 = { version: 2, title: '客户入网服务协议（修订）', paragraphs: ['一、修订后的条款。'] };

beforeEach(() => {
  calls.length = 0;
  handlers.clear();
  toasts.length = 0;
  advanced.length = 0;
});
afterEach(cleanup);

async function agreeAndSign() {
  fireEvent.click(await screen.findByText(/我已阅读并同意/));
  fireEvent.click(await screen.findByRole('button', { name: '签名' }));
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
}

describe('AgreementStep', () => {
  it('shows the agreement in force from the server and signs under its version', async () => {
    handlers.set('OPENING_AGREEMENT', async () => V1);
    handlers.set('SIGNATURE_UPLOAD', async () => ({ url: '/api/gzh/files/s1' }));
    renderStep();
    expect(screen.getByLabelText('入网协议加载中')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '客户入网服务协议' })).toBeTruthy();
    expect(screen.getByText('二、第二条。')).toBeTruthy();
    await agreeAndSign();
    await waitFor(() => expect(advanced).toHaveLength(1));
    expect(calls.find((call) => call.name === 'SIGNATURE_UPLOAD')?.payload).toMatchObject({ uimId: RECORD.uimId, agreementVersion: 1 });
  });

  it('offers 重新加载 when the agreement cannot be loaded', async () => {
    handlers.set('OPENING_AGREEMENT', async () => {
      throw new ApiError(0, '网络异常');
    });
    renderStep();
    expect(await screen.findByText('入网协议加载失败，请检查网络后重试')).toBeTruthy();
    handlers.set('OPENING_AGREEMENT', async () => V1);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('一、第一条。')).toBeTruthy();
  });

  it('shows the newer version and asks to agree and sign again when the one read is outdated', async () => {
    let version = V1;
    handlers.set('OPENING_AGREEMENT', async () => version);
    handlers.set('SIGNATURE_UPLOAD', async (payload) => {
      if (payload.agreementVersion !== 2) {
        version = V2;
        throw new ApiError(-100, AgreementMessage.OUTDATED);
      }
      return { url: '/api/gzh/files/s2' };
    });
    renderStep();
    await agreeAndSign();
    expect(await screen.findByText('一、修订后的条款。')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('drafts').textContent ?? '{}')).toMatchObject({ isAgreed: false, signature: null });
    expect(advanced).toHaveLength(0);
    await agreeAndSign();
    await waitFor(() => expect(advanced).toHaveLength(1));
    expect(calls.filter((call) => call.name === 'SIGNATURE_UPLOAD').map((call) => call.payload.agreementVersion)).toEqual([1, 2]);
  });

  it('refuses to go on before the customer agrees', async () => {
    handlers.set('OPENING_AGREEMENT', async () => V1);
    renderStep();
    await screen.findByText('已阅读完毕');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(toasts).toContain('请阅读并同意协议'));
    expect(calls.some((call) => call.name === 'SIGNATURE_UPLOAD')).toBe(false);
  });
});
