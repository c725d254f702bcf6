import type { ConsoleAgreementText, ConsoleAgreementVersion } from '@hall/contract/console-texts/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The agreements page: a failed load offers a retry; each kind shows its version in force and the
// history; a version's full text opens read-only; an edit starts from the text in force and is
// published as a new version only after the confirmation.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { AgreementsPage } = await import('./agreements-page.tsx');

const version = (kind: 'opening' | 'transfer', number: number, title: string, publishedBy = ''): ConsoleAgreementVersion => ({
  kind,
  version: number,
  title,
  publishedAt: '2026-11-20T02:00:00.000Z',
  publishedBy,
});

let opening: ConsoleAgreementVersion[];
let failuresLeft: number;
const bodies: Record<string, string> = { 'opening:1': '一、第一版第一条。\n二、第一版第二条。', 'transfer:1': '一、过户协议。' };

beforeEach(() => {
  calls.length = 0;
  failuresLeft = 0;
  opening = [version('opening', 1, '客户入网服务协议')];
  staffStub.answer = (name, payload) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new ApiError(0, '网络异常，请稍后重试');
    }
    if (name === 'CONSOLE_AGREEMENTS') {
      return {
        kinds: [
          { kind: 'opening', versions: opening },
          { kind: 'transfer', versions: [version('transfer', 1, '过户入网协议')] },
        ],
      };
    }
    if (name === 'CONSOLE_AGREEMENT_VERSION') {
      const { kind, version: number } = payload as { kind: 'opening' | 'transfer'; version: number };
      const row = (kind === 'opening' ? opening : []).find((item) => item.version === number) ?? version(kind, number, '过户入网协议');
      return { ...row, body: bodies[`${kind}:${number}`] ?? '' } satisfies ConsoleAgreementText;
    }
    if (name === 'CONSOLE_PUBLISH_AGREEMENT') {
      const { title, body } = payload as { title: string; body: string };
      const published = version('opening', opening.length + 1, title, '内容编辑');
      bodies[`opening:${published.version}`] = body;
      opening = [published, ...opening];
      return { ...published, body };
    }
    throw new Error(`unexpected ${name}`);
  };
});
afterEach(() => cleanup());

describe('AgreementsPage', () => {
  it('shows a failed load with a retry', async () => {
    failuresLeft = 1;
    renderConsolePage(<AgreementsPage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('开卡入网协议')).toBeTruthy();
    expect(screen.getByText('过户入网协议', { selector: '.ant-card-head-title' })).toBeTruthy();
  });

  it('shows the version in force and opens a version read-only', async () => {
    renderConsolePage(<AgreementsPage />);
    expect(await screen.findAllByText('第1版')).not.toHaveLength(0);
    expect(screen.getAllByText('系统初始版本').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: '查看全文（第1版）' })[0] as HTMLElement);
    expect(await screen.findByText('二、第一版第二条。')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('publishes an edit of the text in force only after the confirmation', async () => {
    renderConsolePage(<AgreementsPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: '编辑并发布新版本' }))[0] as HTMLElement);
    const body = await screen.findByLabelText('协议正文');
    expect((body as HTMLTextAreaElement).value).toBe('一、第一版第一条。\n二、第一版第二条。');
    fireEvent.change(screen.getByLabelText('协议标题'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '发布新版本' }));
    expect(await screen.findByText('请填写协议标题')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('协议标题'), { target: { value: '客户入网服务协议（修订）' } });
    fireEvent.change(body, { target: { value: '一、修订后的条款。' } });
    fireEvent.click(screen.getByRole('button', { name: '发布新版本' }));
    const confirmation = await screen.findByText('发布后新签署将使用新版本，已签署的记录保持原版本');
    const dialog = confirmation.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getAllByText('发布新版本？').length).toBeGreaterThan(0);
    expect(calls.some((call) => call.name === 'CONSOLE_PUBLISH_AGREEMENT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'CONSOLE_PUBLISH_AGREEMENT')?.payload).toEqual({
        kind: 'opening',
        title: '客户入网服务协议（修订）',
        body: '一、修订后的条款。',
      }),
    );
    expect(await screen.findAllByText('第2版')).not.toHaveLength(0);
    expect(screen.getAllByText('内容编辑').length).toBeGreaterThan(0);
  });
});
