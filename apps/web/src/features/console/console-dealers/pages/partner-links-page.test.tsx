import type { PartnerLinkRow } from '@hall/contract/console-dealers/schemas';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The partner links page: the list with each channel's page, agent and state (retry on failure,
// an empty state); rotating a secret shows the new one once, with how the partner signs its links.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { PartnerLinksPage } = await import('./partner-links-page.tsx');

const DX: PartnerLinkRow = {
  channel: 'Dx',
  workNo: 'P30001',
  agentName: '合作渠道',
  dealerName: '合作渠道直营店',
  isDisabled: false,
  createdAt: '2026-11-20T02:00:00.000Z',
  secretRotatedAt: '2026-11-20T02:00:00.000Z',
};
const SECRET = 'q3Vb1sZ0aH7kPp2mXy9T0wq3Vb1sZ0aH7kPp2mXy9T0';

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = () => ({ list: [DX] });
});
afterEach(cleanup);

describe('PartnerLinksPage', () => {
  it('offers a retry when the list fails, then shows each link with its login page and agent', async () => {
    let isDown = true;
    staffStub.answer = () => {
      if (isDown) {
        throw new ApiError(-1, '网络异常，请稍后重试');
      }
      return { list: [DX] };
    };
    renderConsolePage(<PartnerLinksPage />);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('/DxLoginWithoutCodeForWechatAgent')).toBeTruthy();
    expect(screen.getByText('P30001')).toBeTruthy();
    expect(screen.getByText('合作渠道直营店')).toBeTruthy();
  });

  it('says so when there is no link yet', async () => {
    staffStub.answer = () => ({ list: [] });
    renderConsolePage(<PartnerLinksPage />);
    expect(await screen.findByText('暂无合作链接')).toBeTruthy();
  });

  it('rotates a secret after confirmation and shows the new one once', async () => {
    staffStub.answer = (name) => (name === 'CONSOLE_ROTATE_PARTNER_SECRET' ? { channel: 'Dx', secret: SECRET } : { list: [DX] });
    renderConsolePage(<PartnerLinksPage />);
    fireEvent.click(await screen.findByRole('button', { name: '更换密钥' }));
    fireEvent.click(await screen.findByRole('button', { name: '更换' }));
    expect(await screen.findByText(SECRET)).toBeTruthy();
    expect(screen.getByText(/密钥只显示这一次/)).toBeTruthy();
    expect(calls.filter((call) => call.name === 'CONSOLE_ROTATE_PARTNER_SECRET').map((call) => call.payload)).toEqual([{ channel: 'Dx' }]);
  });
});
