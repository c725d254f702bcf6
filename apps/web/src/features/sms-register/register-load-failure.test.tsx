import { ResponseCode } from '@hall/contract/codes';
import { SmsRegisterMessage } from '@hall/contract/sms-register/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { renderInApp } from '../../shared/testing/render-in-app.tsx';

// The SMS do-not-disturb sub-pages (QUERY_SMSREGISTER): -100 toasts the spec's 接口参数缺失！ and
// leaves (/NoteRegister for 业务办理, the register pages for /WillRegister); any other failure shows
// the error state with 重新加载 instead of a skeleton that stays for good, and leaves the toast and
// the -102 binding redirect to the shared catalogue.

const answer = { error: null as ApiError | null };
const calls: { name: string; options?: { isSilent?: boolean; silentCodes?: readonly number[] } }[] = [];
const toasts: string[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, _body: unknown, options?: { isSilent?: boolean; silentCodes?: readonly number[] }) => {
    calls.push({ name, options });
    if (answer.error) {
      throw answer.error;
    }
    return new Promise(() => undefined);
  },
}));
vi.mock('../../shared/ui/toast.ts', () => ({
  showToast: (message: string) => toasts.push(message),
  showFailToast: (message: string) => toasts.push(message),
  showSuccessToast: (message: string) => toasts.push(message),
}));

const { NoteRegisterPage } = await import('./pages/note-register-page.tsx');
const { RejectionBusinessPage } = await import('./pages/rejection-business-page.tsx');
const { RejectNumberPage } = await import('./pages/reject-number-page.tsx');

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
});
afterEach(cleanup);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string, routePath: string, page: ReactNode) {
  return renderInApp(
    <Routes>
      <Route path={routePath} element={page} />
      <Route path="*" element={<Where />} />
    </Routes>,
    [path],
  );
}

const PAGES = [
  ['/NoteRegister/17012340001', '/NoteRegister/:phone', <NoteRegisterPage />, '/BusinessHandle'],
  ['/RejectionBusiness', '/RejectionBusiness', <RejectionBusinessPage />, '/WillRegister'],
  ['/RejectNumber', '/RejectNumber', <RejectNumberPage />, '/WillRegister'],
] as const;

describe('SMS register sub-pages whose register state did not load', () => {
  it.each(PAGES)('%s on -100 toasts 接口参数缺失！ and leaves for the page it came from', async (path, routePath, page, leaveTo) => {
    answer.error = new ApiError(ResponseCode.INVALID, '您尚未订购短信免打扰服务');
    renderAt(path, routePath, page);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(leaveTo));
    expect(toasts).toEqual([SmsRegisterMessage.PARAMETER_MISSING]);
  });

  it.each(PAGES)('%s on -100 shows no error state of its own while it leaves', async (path, routePath, page, leaveTo) => {
    answer.error = new ApiError(ResponseCode.INVALID, '您尚未订购短信免打扰服务');
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderAt(path, routePath, page);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(leaveTo));
    observer.disconnect();
    expect(shown.filter((text) => text.includes('登记信息加载失败') || text.includes('您尚未订购短信免打扰服务'))).toEqual([]);
  });

  it.each(PAGES)('%s on a 500 shows the error and 重新加载 asks again, staying on the page', async (path, routePath, page) => {
    answer.error = new ApiError(ResponseCode.TRANSPORT_FAILED, '服务器内部错误 (500)，请稍后重试...', undefined, 500);
    renderAt(path, routePath, page);
    const reload = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByText('登记信息加载失败')).toBeTruthy();
    expect(screen.queryByLabelText('加载中')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
    fireEvent.click(reload);
    await waitFor(() => expect(calls.filter((call) => call.name === 'QUERY_SMSREGISTER')).toHaveLength(2));
  });

  it('leaves network, 500 and -102 to the shared catalogue (its toast, -102 to binding): only -100 is the page’s own', async () => {
    answer.error = new ApiError(ResponseCode.NOT_BOUND, '请先绑定手机号');
    renderAt(PAGES[1][0], PAGES[1][1], PAGES[1][2]);
    await screen.findByRole('button', { name: '重新加载' });
    const query = calls.find((call) => call.name === 'QUERY_SMSREGISTER');
    expect(query?.options?.isSilent).toBeFalsy();
    expect(query?.options?.silentCodes).toEqual([ResponseCode.INVALID]);
    expect(toasts).toEqual([]);
  });
});
