import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadedFile } from '../../../shared/api/downloaded-file.ts';

// 获取个人信息副本: the request (delivery, address when mailed, the type 13 code of the active
// number), the copies with their states, one download of a ready copy, and the list's loading,
// empty and retry states.

const sent: { name: string; payload: Record<string, unknown> }[] = [];
const saved: DownloadedFile[] = [];
let listAnswers: ('down' | 'ready' | 'downloaded' | 'none')[] = [];

const copy = (state: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  delivery: 'download',
  email: '',
  state,
  requestedAt: '2026-12-01T02:00:00.000Z',
  expiresAt: '2026-12-08T02:00:00.000Z',
  ...extra,
});

vi.mock('../../../shared/lib/save-file.ts', () => ({ saveFile: (file: DownloadedFile) => saved.push(file) }));
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: Record<string, unknown>) => {
    sent.push({ name, payload });
    switch (name) {
      case 'PERSONAL_DATA':
        return { memberInfo: { contactEmail: 'contact@example.com' }, mobilePhoneInfo: { mobilePhone: '17012340001' } };
      case 'PERSONAL_INFO_COPIES': {
        const answer = listAnswers.shift() ?? 'ready';
        if (answer === 'down') {
          const { ApiError } = await import('../../../shared/api/api-error.ts');
          throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
        }
        if (answer === 'none') {
          return { copies: [] };
        }
        return {
          copies: [copy(answer === 'ready' ? 'downloadable' : 'downloaded'), copy('mailed', { id: 6, delivery: 'email', email: 'o***@example.com' })],
        };
      }
      case 'SEND_SMS_CODE':
        return { resendAfterSeconds: 60 };
      case 'PERSONAL_INFO_COPY_REQUEST':
        return copy('preparing', { id: 8, delivery: payload.delivery });
      case 'PERSONAL_INFO_COPY_DOWNLOAD':
        return { fileName: '个人信息副本.zip', blob: new Blob(['PK']) };
      default:
        throw new Error(`unexpected ${name}`);
    }
  },
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CopySection } = await import('./copy-section.tsx');

beforeEach(() => {
  sent.length = 0;
  saved.length = 0;
  listAnswers = [];
});
afterEach(cleanup);

describe('获取个人信息副本', () => {
  it('lists the copies with their states, and downloads a ready one once, then shows it downloaded', async () => {
    listAnswers = ['ready', 'downloaded'];
    renderInApp(<CopySection />);
    const list = await screen.findByRole('list', { name: '副本申请记录' });
    expect(list.textContent).toContain('可下载');
    expect(list.textContent).toContain('已发送');
    expect(list.textContent).toContain('发送到 o***@example.com');
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['个人信息副本.zip']));
    expect(sent.find((call) => call.name === 'PERSONAL_INFO_COPY_DOWNLOAD')?.payload).toEqual({ copyId: 7 });
    await waitFor(() => expect(screen.getByRole('list', { name: '副本申请记录' }).textContent).toContain('已下载'));
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
  });

  it('asks for a mailed copy with its address and the code sent to the active number', async () => {
    listAnswers = ['none', 'none'];
    renderInApp(<CopySection />);
    expect(await screen.findByText('暂无副本申请记录')).toBeTruthy();
    fireEvent.click(screen.getByText('发送到邮箱'));
    const address = (await screen.findByRole('textbox', { name: '邮箱' })) as HTMLInputElement;
    // The member's contact e-mail is offered first.
    await waitFor(() => expect(address.value).toBe('contact@example.com'));
    fireEvent.change(address, { target: { value: 'owner@example.com' } });
    await waitFor(() => expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe('17012340001'));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent.find((call) => call.name === 'SEND_SMS_CODE')?.payload).toMatchObject({ mobilePhone: '17012340001', type: '13' }));
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '申请副本' }));
    await waitFor(() =>
      expect(sent.find((call) => call.name === 'PERSONAL_INFO_COPY_REQUEST')?.payload).toEqual({
        code: '123456',
        delivery: 'email',
        email: 'owner@example.com',
      }),
    );
  });

  it('offers a retry after the list failed to load', async () => {
    listAnswers = ['down', 'ready'];
    renderInApp(<CopySection />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('button', { name: '下载' })).toBeTruthy();
  });
});
