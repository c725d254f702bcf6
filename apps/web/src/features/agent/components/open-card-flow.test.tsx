import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// An entry that cannot open a card (the virtual-operator page without ?title or ?pone, a scanned
// code that does not load) says so and what to do, and leaves no form to fill.

const alerts: string[] = [];
vi.mock('../../../shared/ui/dialogs.ts', () => ({
  showAlert: async (content: string) => {
    alerts.push(content);
  },
}));
vi.mock('../call-agent.ts', () => ({
  callAgent: async (name: string) => {
    const { ApiError } = await import('../../../shared/api/api-error.ts');
    if (name === 'GET_ONLINE_SALE_RESOURCE') {
      throw new ApiError(-100, '数据缺失，请重新打开链接');
    }
    throw new Error(`unexpected ${name}`);
  },
}));

const { OpenCardFlow } = await import('./open-card-flow.tsx');

function open(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/VnoOpenCard" element={<OpenCardFlow applyEvent="VnoOpenCard" title="虚商开卡" payPath="/VnoOpenPay" />} />
          <Route path="/OpenCardMessage" element={<p>开卡首页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('tokens', 'agent-token');
});
afterEach(() => {
  cleanup();
  alerts.length = 0;
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
