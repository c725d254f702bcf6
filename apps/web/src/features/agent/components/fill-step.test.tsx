import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';
import type { OpenCardFlowState } from '../use-open-card-flow.ts';

// Step 0 looks the number's opening record up first: a recorded opening resumes at its step, and
// only a new one has its card checked against the number (a resumed one was checked when it began).

const calls: string[] = [];
let record: Record<string, unknown> | null = null;
vi.mock('../agent-toast.ts', () => ({ showAgentToast: () => undefined }));
vi.mock('../../../shared/ui/dialogs.ts', () => ({ showAlert: async () => undefined }));
vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string) => {
    calls.push(name);
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
    updateFields: () => undefined,
    rememberNumber: () => undefined,
    setOpening: () => undefined,
    resumeAt,
    showOffers: () => undefined,
  } as unknown as OpenCardFlowState;
  renderInApp(<FillStep flow={flow} />, ['/OpenCard']);
  return { resumeAt };
}

afterEach(() => {
  cleanup();
  calls.length = 0;
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
