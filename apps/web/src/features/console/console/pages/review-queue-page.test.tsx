import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadedFile } from '../../../../shared/api/downloaded-file.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// 审核队列's export of the decisions made: of every kind unless one is chosen, over a range of days
// checked before anything is sent, saved as the server's file.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const saved: DownloadedFile[] = [];
vi.mock('../../../../shared/lib/save-file.ts', () => ({ saveFile: (file: DownloadedFile) => saved.push(file) }));
const { calls } = staffStub;

const { ReviewQueuePage } = await import('./review-queue-page.tsx');

const sent = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  staffStub.answer = (name) => {
    switch (name) {
      case 'CONSOLE_REVIEW_KINDS':
        return {
          list: [
            { kind: 'cancellation', label: '销户申请', pending: 1 },
            { kind: 'simReplacement', label: '补换卡', pending: 0 },
          ],
        };
      case 'CONSOLE_REVIEW_LIST':
        return { list: [] };
      case 'CONSOLE_EXPORT_REVIEW_DECISIONS':
        return { fileName: '审核记录-补换卡-20261201-20261204.csv', blob: new Blob(['审核时间\r\n']) };
      default:
        throw new Error(`unexpected ${name}`);
    }
  };
});
afterEach(cleanup);

describe('ReviewQueuePage’s export of decisions', () => {
  it('exports every kind by default, or the one chosen, and saves the server’s file', async () => {
    renderConsolePage(<ReviewQueuePage />);
    fireEvent.change(await screen.findByLabelText('导出开始日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('导出结束日期'), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(sent('CONSOLE_EXPORT_REVIEW_DECISIONS')).toEqual([{ kind: '', from: '2026-12-01', to: '2026-12-04' }]));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '导出申请类型' }));
    fireEvent.click(await screen.findByTitle('补换卡'));
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(sent('CONSOLE_EXPORT_REVIEW_DECISIONS').at(-1)).toEqual({ kind: 'simReplacement', from: '2026-12-01', to: '2026-12-04' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['审核记录-补换卡-20261201-20261204.csv', '审核记录-补换卡-20261201-20261204.csv']));
  }, 20_000);

  it('refuses a reversed range before sending anything', async () => {
    renderConsolePage(<ReviewQueuePage />);
    fireEvent.change(await screen.findByLabelText('导出开始日期'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('导出结束日期'), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    expect(await screen.findByText('导出日期范围须在366天以内，且开始日期不晚于结束日期')).toBeTruthy();
    expect(sent('CONSOLE_EXPORT_REVIEW_DECISIONS')).toEqual([]);
  });
});
