import type { SandboxSystem } from '@hall/contract/console-sandbox/rules';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsolePage, staffStub } from '../console-page-test-kit.tsx';

// The console's menu offers a sandbox section only while a system it shows is on its sandbox, and
// no 沙箱演示 group at all when none is (a production start with every system real).

vi.mock('../call-staff.ts', async () => ({ callStaff: (await import('../console-page-test-kit.tsx')).stubCallStaff }));

const { ConsoleApp } = await import('./console-app.tsx');

function openConsoleWith(sandboxSystems: SandboxSystem[]) {
  staffStub.answer = (name) => (name === 'CONSOLE_SESSION' ? { username: 'ops', displayName: '运营', roles: ['admin'], sandboxSystems } : { list: [] });
  renderConsolePage(
    <MemoryRouter initialEntries={['/console/numbers']}>
      <ConsoleApp />
    </MemoryRouter>,
  );
}
afterEach(() => cleanup());

describe('ConsoleApp: the sandbox sections', () => {
  it('offers none while no system is on its sandbox', async () => {
    openConsoleWith([]);
    expect(await screen.findByText('审核队列')).toBeTruthy();
    expect(screen.queryByText('沙箱演示')).toBeNull();
    expect(screen.queryByText('演示步骤')).toBeNull();
    expect(screen.queryByText('短信收件箱')).toBeNull();
  });

  it('offers the demo steps alone when the invoice platform is the only sandbox', async () => {
    openConsoleWith(['invoice']);
    expect(await screen.findByText('演示步骤')).toBeTruthy();
    expect(screen.queryByText('短信收件箱')).toBeNull();
    expect(screen.queryByText('邮件发件箱')).toBeNull();
  });

  it('offers every sandbox section while every system is on its sandbox', async () => {
    openConsoleWith(['wechat', 'sms', 'face', 'ocr', 'mail', 'ip-city', 'invoice', 'demo']);
    expect(await screen.findByText('演示步骤')).toBeTruthy();
    expect(screen.getByText('短信收件箱')).toBeTruthy();
    expect(screen.getByText('邮件发件箱')).toBeTruthy();
  });
});
