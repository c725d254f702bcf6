import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

let role = 'agent';

vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string) => {
    if (name === 'VNO_SCAN_LINK') {
      return { link: 'https://hall.test/VnoOpenCard?pone=VR10010003&ticket=t', image: 'data:image/png;base64,AAAA', expiresAt: '2026-11-26T08:00:00.000Z' };
    }
    if (name === 'CHECK_WORK_NO_INFO') {
      return { workName: '张代理', workNo: 'A10001', loginName: 'A10001', mobile: '', channel: '', role };
    }
    throw new Error(`unexpected ${name}`);
  },
}));

const { OpenCardMessagePage } = await import('./open-card-message-page.tsx');

function openHome() {
  renderInApp(
    <Routes>
      <Route path="/OpenCardMessage" element={<OpenCardMessagePage />} />
      <Route path="/VnoOpenCard" element={<p>虚商开卡流程</p>} />
      <Route path="/OnlineOpenCard" element={<p>线上开卡流程</p>} />
      <Route path="/agentFundPool" element={<p>资金池流水页</p>} />
    </Routes>,
    ['/OpenCardMessage'],
  );
}

beforeEach(() => {
  role = 'agent';
  localStorage.clear();
  localStorage.setItem('tokens', 'agent-token');
});
afterEach(cleanup);

describe('the agent home', () => {
  it('has an entry to the virtual-operator opening', async () => {
    openHome();
    fireEvent.click(screen.getByText('虚商开卡'));
    expect(await screen.findByText('虚商开卡流程')).toBeTruthy();
  });

  it('has an entry to the online opening', async () => {
    openHome();
    fireEvent.click(screen.getByText('线上开卡'));
    expect(await screen.findByText('线上开卡流程')).toBeTruthy();
  });
});

describe('扫码开卡 on the agent home', () => {
  it('makes the QR code of a card for the phone that opens it', async () => {
    openHome();
    fireEvent.click(screen.getByText('扫码开卡'));
    fireEvent.change(await screen.findByRole('textbox', { name: '开户记录编号' }), { target: { value: 'VR10010003' } });
    fireEvent.click(screen.getByRole('button', { name: '生成二维码' }));
    const image = await screen.findByAltText('扫码开卡二维码');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByText(/10分钟内有效，仅可使用一次/)).toBeTruthy();
  });

  it("lists 资金池流水 for the dealer's manager only", async () => {
    openHome();
    expect(await screen.findByText('张代理')).toBeTruthy();
    expect(screen.queryByText('资金池流水')).toBeNull();
    cleanup();
    role = 'manager';
    openHome();
    fireEvent.click(await screen.findByText('资金池流水'));
    expect(await screen.findByText('资金池流水页')).toBeTruthy();
  });
});
