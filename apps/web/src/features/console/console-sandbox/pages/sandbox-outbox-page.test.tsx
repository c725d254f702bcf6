import { SANDBOX_SYSTEMS } from '@hall/contract/console-sandbox/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The sandbox outbox: the SMS list as before, and a second list, 微信消息, with what the sandbox's
// official account sent (template and subscription messages), filtered by the same number.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { SandboxOutboxPage } = await import('./sandbox-outbox-page.tsx');

const sms: OperationOutput<'CONSOLE_SANDBOX_OUTBOX'> = {
  list: [{ id: 1, phone: '17012340001', text: '您的验证码为123456，5分钟内有效。', createdAt: '2026-11-25T04:00:00.000Z' }],
};
const wechat: OperationOutput<'CONSOLE_SANDBOX_WECHAT_OUTBOX'> = {
  list: [
    {
      id: 7,
      kind: 'template',
      openid: 'o_demo_zhangwei',
      phone: '17012340001',
      nickname: '张伟',
      templateId: 'tpl-decision',
      url: 'http://localhost:3000/personal',
      data: { thing1: '销户申请', phrase2: '未通过', thing3: '原因：资料不全' },
      createdAt: '2026-11-25T04:01:00.000Z',
    },
  ],
};

beforeEach(() => {
  calls.length = 0;
  staffStub.answer = (name) => (name === 'CONSOLE_SANDBOX_WECHAT_OUTBOX' ? wechat : sms);
});
afterEach(() => cleanup());

describe('SandboxOutboxPage', () => {
  it('shows the SMS first and the official account’s messages under 微信消息, both for the number searched', async () => {
    renderConsolePage(<SandboxOutboxPage systems={SANDBOX_SYSTEMS} />);
    expect(await screen.findByText('您的验证码为123456，5分钟内有效。')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('按手机号筛选'), { target: { value: '17012340001' } });
    fireEvent.keyDown(screen.getByPlaceholderText('按手机号筛选'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('tab', { name: '微信消息' }));

    expect(await screen.findByText('原因：资料不全')).toBeTruthy();
    expect(screen.getByText('模板消息')).toBeTruthy();
    expect(screen.getByText('张伟 17012340001')).toBeTruthy();
    expect(screen.getByText('跳转：http://localhost:3000/personal')).toBeTruthy();
    expect(calls).toContainEqual({ name: 'CONSOLE_SANDBOX_WECHAT_OUTBOX', payload: { phone: '17012340001' } });
  });
});
