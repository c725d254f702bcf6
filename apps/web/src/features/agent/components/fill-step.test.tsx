import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';
import type { NumberFields, OpenCardAction } from '../open-card-flow-reducer.ts';
import type { CardOpeningFlow } from '../use-open-card-flow.ts';

// Step 0 looks the number's opening record up first: a recorded opening resumes at its step, and
// only a new one has its card checked against the number (a resumed one was checked when it began).
// Before that its rows are checked in order, the first refusal in the agent's toast.

const calls: string[] = [];
const payloads: Record<string, unknown>[] = [];
const toasts: string[] = [];
let record: Record<string, unknown> | null = null;
vi.mock('../agent-toast.ts', () => ({ showAgentToast: (message: string) => toasts.push(message) }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({ showAlert: async () => undefined }));
vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string, payload: Record<string, unknown>) => {
    calls.push(name);
    payloads.push(payload);
    const { ApiError } = await import('../../../shared/api/api-error.ts');
    switch (name) {
      case 'SIM_OR_SERVICE_ID_QUERY':
        return { code: '0000', cardNo: '89860166300000030003', cityCode: '200', cityName: '广州' };
      case 'QUERY_OPEN_CARD_LOCATION':
        return { record };
      case 'CHECK_ICCID':
        throw new ApiError(-100, '卡号与号码不匹配');
      default:
        throw new Error(`unexpected ${name}`);
    }
  },
}));

const { FillStep } = await import('./fill-step.tsx');

function renderStep() {
  const resumeAt = vi.fn();
  const flow = {
    fields: { phone: '16630000003', cardLast7: '0000000', sparePhone: '' },
    isScanned: false,
    isScanReady: true,
    isVirtual: false,
    dispatch: () => undefined,
    rememberNumber: () => undefined,
    resumeAt,
  } as unknown as CardOpeningFlow;
  renderInApp(<FillStep flow={flow} />, ['/OpenCard']);
  return { resumeAt };
}

/** The step with the flow's own copy of the rows, as the flow keeps it. */
function Harness({ onFields }: { onFields: (fields: NumberFields) => void }) {
  const [fields, setFields] = useState<NumberFields>({ phone: '', cardLast7: '', sparePhone: '' });
  const flow = {
    fields,
    isScanned: false,
    isScanReady: true,
    isVirtual: false,
    dispatch: (action: OpenCardAction) => {
      if (action.type === 'fieldsChanged') {
        setFields((current) => {
          const merged = { ...current, ...action.changes };
          onFields(merged);
          return merged;
        });
      }
    },
    rememberNumber: () => undefined,
    resumeAt: () => undefined,
  } as unknown as CardOpeningFlow;
  return <FillStep flow={flow} />;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
/** Presses 下一步 once the step is no longer busy (a busy step ignores the press, its button showing the spinner). */
const next = async () => fireEvent.click(await screen.findByRole('button', { name: '下一步' }));

afterEach(() => {
  cleanup();
  calls.length = 0;
  payloads.length = 0;
  toasts.length = 0;
  record = null;
});

describe('the opening step 0', () => {
  it('resumes a recorded opening without checking the card typed', async () => {
    record = { serviceId: '16630000003', uimId: '89860166300000030003', openCardLocation: 2 };
    const { resumeAt } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(resumeAt).toHaveBeenCalledWith(record));
    expect(calls).not.toContain('CHECK_ICCID');
  });

  it('checks the card of a new opening before anything else is asked', async () => {
    const { resumeAt } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(calls).toContain('CHECK_ICCID'));
    expect(calls).not.toContain('CHECK_PHONE_VALID');
    expect(resumeAt).not.toHaveBeenCalled();
  });
});

describe('the rows of step 0', () => {
  it('refuse in the order number or card, number, card, contact, and look nothing up meanwhile', async () => {
    renderInApp(<Harness onFields={() => undefined} />, ['/OpenCard']);
    await next();
    await waitFor(() => expect(toasts).toEqual(['手机号或卡号不能为空']));
    type('手机号', '12345678901');
    type('卡号后7位', '123');
    await next();
    await waitFor(() => expect(toasts.at(-1)).toBe('请输入正确的手机号'));
    type('手机号', '16610000001');
    await next();
    await waitFor(() => expect(toasts.at(-1)).toBe('卡号长度有误，请重新输入'));
    type('卡号后7位', '9999999');
    type('联系电话', '123');
    await next();
    await waitFor(() => expect(toasts.at(-1)).toBe('请输入正确的联系人号码'));
    expect(toasts).toEqual(['手机号或卡号不能为空', '请输入正确的手机号', '卡号长度有误，请重新输入', '请输入正确的联系人号码']);
    expect(calls).toEqual([]);
  });

  it('keep what each row allows, hand it to the flow, and look the number up with it', async () => {
    let latest: NumberFields | null = null;
    const keepLatest = (fields: NumberFields) => {
      latest = fields;
    };
    renderInApp(<Harness onFields={keepLatest} />, ['/OpenCard']);
    type('手机号', '166-1000-0001');
    type('卡号后7位', 'ab-12 34c');
    type('联系电话', '138 0000 1001');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '卡号后7位' }).value).toBe('AB1234C');
    await waitFor(() => expect(latest).toEqual({ phone: '16610000001', cardLast7: 'AB1234C', sparePhone: '13800001001' }));
    await next();
    await waitFor(() => expect(calls).toContain('CHECK_ICCID'));
    expect(payloads[0]).toEqual({ iccidOrServiceId: '16610000001', sparePhone: '13800001001', type: 2 });
    expect(payloads[calls.indexOf('CHECK_ICCID')]).toEqual({ serviceId: '16610000001', iccid: 'AB1234C' });
    expect(toasts).toEqual([]);
  });
});
