import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// An entry that cannot open a card (the virtual-operator page without ?title or ?pone, a scanned
// code that does not load) says so and what to do, and leaves no form to fill.

const alerts: string[] = [];
vi.mock('../../../shared/ui/dialogs.ts', () => ({
  showAlert: async (content: string) => {
    alerts.push(content);
  },
}));
const calls: { name: string; payload: Record<string, unknown> }[] = [];
let scanLoginRefusal: string | null = null;
const toasts: string[] = [];
vi.mock('../agent-toast.ts', () => ({ showAgentToast: (message: string) => toasts.push(message) }));
vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string, payload: Record<string, unknown>) => {
    calls.push({ name, payload });
    const { ApiError } = await import('../../../shared/api/api-error.ts');
    if (name === 'GET_ONLINE_SALE_RESOURCE') {
      if (payload.id === 'VR10010003') {
        return { serviceId: '16630000003', cardNo: '89860166300000030003', loginName: 'A10001', workNo: 'A10001' };
      }
      throw new ApiError(-100, '数据缺失，请重新打开链接');
    }
    if (name === 'VNO_SCAN_LOGIN') {
      if (scanLoginRefusal) {
        throw new ApiError(-100, scanLoginRefusal);
      }
      return {
        flag: '0000',
        message: '登录成功',
        token: 'scanned-agent-token',
        profile: {
          workNo: 'A10001',
          workName: '张代理',
          loginName: 'A10001',
          mobile: '',
          channel: '',
          dealerName: '',
          dealerId: 'D1001',
          dealerMainId: 'D1001',
          defaultSaleKind: 3,
          systemId: 3,
        },
      };
    }
    throw new Error(`unexpected ${name}`);
  },
}));

const { OpenCardFlow } = await import('./open-card-flow.tsx');

function open(path: string) {
  renderInApp(
    <Routes>
      <Route path="/VnoOpenCard" element={<OpenCardFlow applyEvent="VnoOpenCard" title="虚商开卡" payPath="/VnoOpenPay" />} />
      <Route path="/OpenCardMessage" element={<p>开卡首页</p>} />
      <Route path="/linkExpired" element={<p>链接已失效页</p>} />
      <Route path="/login" element={<p>代理商登录页</p>} />
    </Routes>,
    [path],
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('tokens', 'agent-token');
});
afterEach(() => {
  cleanup();
  alerts.length = 0;
  calls.length = 0;
  toasts.length = 0;
  scanLoginRefusal = null;
});

describe('the virtual-operator entry without a usable link', () => {
  it('without ?title or ?pone shows 数据缺失，请重新扫码 with what to do, and no form', async () => {
    open('/VnoOpenCard');
    expect(await screen.findByText('数据缺失，请重新扫码')).toBeTruthy();
    expect(screen.getByText(/开卡首页的「虚商开卡」进入/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '手机号' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回开卡首页' }));
    expect(await screen.findByText('开卡首页')).toBeTruthy();
  });

  it('with a scanned code that does not load shows why, and no form', async () => {
    open('/VnoOpenCard?pone=NOPE');
    expect(await screen.findByText('数据缺失，请重新打开链接')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '手机号' })).toBeNull();
  });
});

describe('the virtual-operator QR mode (?pone with the agent’s ticket)', () => {
  it('logs the code’s agent in on a phone without a session and fills the scanned number read-only', async () => {
    localStorage.clear();
    open('/VnoOpenCard?pone=VR10010003&ticket=sealed-ticket');
    const phone = await screen.findByDisplayValue('16630000003');
    expect(phone.hasAttribute('readonly')).toBe(true);
    expect(calls.find((call) => call.name === 'VNO_SCAN_LOGIN')?.payload).toEqual({ pone: 'VR10010003', ticket: 'sealed-ticket' });
    expect(localStorage.getItem('tokens')).toBe('scanned-agent-token');
  });

  it('an expired or used code leads to /linkExpired', async () => {
    localStorage.clear();
    scanLoginRefusal = '链接已失效，请退出此页面';
    open('/VnoOpenCard?pone=VR10010003&ticket=old-ticket');
    expect(await screen.findByText('链接已失效页')).toBeTruthy();
    expect(localStorage.getItem('tokens')).toBeNull();
  });

  it('a code without a ticket on a phone without a session says to log in first, then goes to the login', async () => {
    localStorage.clear();
    open('/VnoOpenCard?pone=VR10010003');
    expect(await screen.findByText('代理商登录页')).toBeTruthy();
    expect(toasts).toEqual(['请先登录代理商账号，登录后继续扫码开卡']);
    expect(calls).toEqual([]);
  });
});
