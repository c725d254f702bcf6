import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadedFile } from '../../../../shared/api/downloaded-file.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// A dealer's fund-pool drawer: the balance and the ledger for anyone, the statement's export for
// whoever the contract lets export it (admin), of this dealer, saved as the server's file.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const saved: DownloadedFile[] = [];
vi.mock('../../../../shared/lib/save-file.ts', () => ({ saveFile: (file: DownloadedFile) => saved.push(file) }));
const { calls } = staffStub;

const { FundPoolDrawer } = await import('./fund-pool-drawer.tsx');

let roles: string[];
beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  roles = ['admin'];
  staffStub.answer = (name) => {
    switch (name) {
      case 'CONSOLE_SESSION':
        return { username: 'x', displayName: '员工', roles, sandboxSystems: [], hasTotp: false, mustEnrolTotp: false };
      case 'CONSOLE_FUND_POOL_LEDGER':
        return {
          fundPoolFen: 480_000,
          list: [
            { id: 1, createdAt: '2026-12-04T02:00:00.000Z', kind: 'top_up', amountFen: 500_000, balanceAfterFen: 500_000, actor: '系统管理员', note: '首充' },
          ],
        };
      case 'CONSOLE_FUND_POOL_EXPORT':
        return { fileName: '资金池流水-D1001-20261201-20261204.csv', blob: new Blob(['时间\r\n']) };
      default:
        throw new Error(`unexpected ${name}`);
    }
  };
});
afterEach(cleanup);

describe('FundPoolDrawer', () => {
  it('exports this dealer’s statement for an admin', async () => {
    renderConsolePage(<FundPoolDrawer dealer={{ id: 'D1001', name: '星海通讯天河店' }} onClose={() => undefined} />);
    expect(await screen.findByText('首充')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('导出开始日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('导出结束日期'), { target: { value: '2026-12-04' } });
    fireEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'CONSOLE_FUND_POOL_EXPORT').map((call) => call.payload)).toEqual([
        { dealerId: 'D1001', from: '2026-12-01', to: '2026-12-04' },
      ]),
    );
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['资金池流水-D1001-20261201-20261204.csv']));
  });

  it('offers no export to a role that may not export', async () => {
    roles = ['service'];
    renderConsolePage(<FundPoolDrawer dealer={{ id: 'D1001', name: '星海通讯天河店' }} onClose={() => undefined} />);
    expect(await screen.findByText('首充')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.name === 'CONSOLE_SESSION')).toBe(true));
    expect(screen.queryByRole('button', { name: '导出CSV' })).toBeNull();
  });
});
