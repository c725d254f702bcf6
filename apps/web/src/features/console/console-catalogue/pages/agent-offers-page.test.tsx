import type { ConsoleAgentOffer } from '@hall/contract/console-catalogue/schemas';
import type { ConsolePackage } from '@hall/contract/console-content/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The agent offers page: a failed load offers a retry; offers show with their package's name; a new
// offer needs its BOSS id in digits and a package, and is warned when its system cannot open that id;
// an edit stops an offer with its prestore in fen.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { AgentOffersPage } = await import('./agent-offers-page.tsx');

const STANDARD: ConsoleAgentOffer = {
  id: '1354122',
  name: '标准卡A套餐（预存50元）',
  sumFeeFen: 5000,
  descriptionHtml: '<p>开户预存50元</p>',
  requiresCardPhoto: true,
  packageId: 'PKG_STD_A',
  systemId: 7,
  isChangeable: false,
  sortOrder: 0,
  isOnSale: true,
};
const PACKAGE = { id: 'PKG_STD_A', name: '标准卡A' } as ConsolePackage;

let list: ConsoleAgentOffer[];
let failuresLeft: number;

beforeEach(() => {
  calls.length = 0;
  list = [STANDARD];
  failuresLeft = 0;
  staffStub.answer = (name, payload) => {
    if (name === 'CONSOLE_PACKAGES') {
      return { list: [PACKAGE] };
    }
    if (name === 'CONSOLE_UPDATE_AGENT_OFFER' || name === 'CONSOLE_CREATE_AGENT_OFFER') {
      const saved = payload as ConsoleAgentOffer;
      list = [...list.filter((item) => item.id !== saved.id), saved];
      return saved;
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new ApiError(0, '网络异常，请稍后重试');
    }
    return { list };
  };
});
afterEach(() => cleanup());

const sent = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);

describe('AgentOffersPage', () => {
  it('shows a failed load with a retry, then each offer with its package name', async () => {
    failuresLeft = 1;
    renderConsolePage(<AgentOffersPage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('标准卡A套餐（预存50元）')).toBeTruthy();
    expect(await screen.findByText('标准卡A')).toBeTruthy();
  });

  it('says how to add an offer while there are none', async () => {
    list = [];
    renderConsolePage(<AgentOffersPage />);
    expect(await screen.findByText('暂无开卡套餐，点击“新增开卡套餐”添加')).toBeTruthy();
  });

  it('asks a new offer for its BOSS id in digits and a package before sending it', async () => {
    renderConsolePage(<AgentOffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: '新增开卡套餐' }));
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.change(drawer.getByLabelText('BOSS 套餐编号'), { target: { value: 'A1354' } });
    fireEvent.change(drawer.getByLabelText('套餐名称'), { target: { value: '新套餐' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await drawer.findByText('BOSS 套餐编号只能包含数字')).toBeTruthy();
    expect(await drawer.findByText('请选择资费套餐')).toBeTruthy();
    expect(sent('CONSOLE_CREATE_AGENT_OFFER')).toHaveLength(0);
  });

  it('stops an offer and changes its prestore, sent in fen under the same id', async () => {
    renderConsolePage(<AgentOffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.queryByLabelText('BOSS 套餐编号')).toBeNull();
    fireEvent.change(drawer.getByLabelText('预存金额（元）'), { target: { value: '30' } });
    fireEvent.click(drawer.getByRole('switch', { name: '在售' }));
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('CONSOLE_UPDATE_AGENT_OFFER')).toHaveLength(1));
    expect(sent('CONSOLE_UPDATE_AGENT_OFFER')[0]).toEqual({ ...STANDARD, sumFeeFen: 3000, isOnSale: false });
    expect(await screen.findByText('已停售')).toBeTruthy();
  });
});
