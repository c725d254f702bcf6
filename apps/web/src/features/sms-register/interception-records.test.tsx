import { ResponseCode } from '@hall/contract/codes';
import type { OperationOutput } from '@hall/contract/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { renderInApp } from '../../shared/testing/render-in-app.tsx';

// 拦截记录 (/InterceptionRecords) and its line on /SelectFunction: SMS_INTERCEPTIONS for the number
// picked with 去登记. Loading, the list (China time, masked sender, category), the empty state, a
// failure with 重新加载, -100 leaving like the register pages, and back to 功能办理.

type Interceptions = OperationOutput<'SMS_INTERCEPTIONS'>;
const answer: { data: Interceptions | null; error: ApiError | null } = { data: null, error: null };
const calls: { name: string; body: unknown; options?: { isSilent?: boolean; silentCodes?: readonly number[] } }[] = [];
const toasts: string[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, body: unknown, options?: { isSilent?: boolean; silentCodes?: readonly number[] }) => {
    calls.push({ name, body, options });
    if (answer.error) {
      throw answer.error;
    }
    return answer.data ?? new Promise(() => undefined);
  },
}));
vi.mock('../../shared/ui/toast.ts', () => ({
  showToast: (message: string) => toasts.push(message),
  showFailToast: (message: string) => toasts.push(message),
  showSuccessToast: (message: string) => toasts.push(message),
}));

const { InterceptionRecordsPage } = await import('./pages/interception-records-page.tsx');
const { SelectFunctionPage } = await import('./pages/select-function-page.tsx');
const { writeServicePhone } = await import('./api.ts');

const RECORDS: Interceptions = {
  total: 3,
  list: [
    { id: 9, occurredAt: '2026-12-01T06:05:00.000Z', sender: '106****5555', categoryName: null, reason: 'number', count: 1 },
    { id: 7, occurredAt: '2026-11-30T16:30:00.000Z', sender: '106****3333', categoryName: '房产中介', reason: 'category', count: 2 },
  ],
};

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
  answer.data = null;
  answer.error = null;
  writeServicePhone('17012340001');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return renderInApp(
    <Routes>
      <Route path="/InterceptionRecords" element={<InterceptionRecordsPage />} />
      <Route path="/SelectFunction" element={<SelectFunctionPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    [path],
  );
}

describe('/InterceptionRecords', () => {
  it('shows a skeleton while it loads, for the number picked with 去登记', async () => {
    renderAt('/InterceptionRecords');
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    expect(calls).toEqual([
      { name: 'SMS_INTERCEPTIONS', body: { serviceid: '17012340001' }, options: { loading: false, silentCodes: [ResponseCode.INVALID] } },
    ]);
  });

  it('lists the intercepted messages newest first: China time, masked sender, category or rejected number', async () => {
    answer.data = RECORDS;
    renderAt('/InterceptionRecords');
    expect(await screen.findByText('近30天共拦截 3 条短信')).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text.indexOf('106****5555')).toBeGreaterThan(-1);
    expect(text.indexOf('106****5555')).toBeLessThan(text.indexOf('106****3333'));
    // 06:05 UTC is 14:05 in China; 16:30 UTC on the 30th is 00:30 on the 1st.
    expect(screen.getByText('2026-12-01 14:05')).toBeTruthy();
    expect(screen.getByText('2026-12-01 00:30')).toBeTruthy();
    expect(screen.getByText('拒收号码')).toBeTruthy();
    expect(screen.getByText('房产中介 · 拒收行业')).toBeTruthy();
    expect(screen.getByText('2条')).toBeTruthy();
  });

  it('says 暂无拦截记录 when nothing was intercepted', async () => {
    answer.data = { total: 0, list: [] };
    renderAt('/InterceptionRecords');
    expect(await screen.findByText('暂无拦截记录')).toBeTruthy();
  });

  it('shows the failure with 重新加载, which asks again in place', async () => {
    answer.error = new ApiError(ResponseCode.TRANSPORT_FAILED, '服务器内部错误 (500)，请稍后重试...', undefined, 500);
    renderAt('/InterceptionRecords');
    const reload = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByText('拦截记录加载失败')).toBeTruthy();
    answer.error = null;
    answer.data = { total: 0, list: [] };
    fireEvent.click(reload);
    expect(await screen.findByText('暂无拦截记录')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'SMS_INTERCEPTIONS')).toHaveLength(2);
  });

  it('on -100 toasts 接口参数缺失！ and leaves for /WillRegister, as the register pages do', async () => {
    answer.error = new ApiError(ResponseCode.INVALID, '只能办理本机号码的业务');
    renderAt('/InterceptionRecords');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/WillRegister'));
    expect(toasts).toEqual(['接口参数缺失！']);
  });

  it('without a picked number leaves for /WillRegister without asking', async () => {
    localStorage.clear();
    renderAt('/InterceptionRecords');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/WillRegister'));
    expect(calls).toEqual([]);
  });

  it('goes back to 功能办理', async () => {
    answer.data = { total: 0, list: [] };
    renderAt('/InterceptionRecords');
    await screen.findByText('暂无拦截记录');
    fireEvent.click(screen.getByRole('button', { name: /返回/ }));
    expect(await screen.findByText('请选择要办理的功能')).toBeTruthy();
  });
});

describe('/SelectFunction', () => {
  it('counts the last 30 days’ interceptions (asked silently) and leads to 拦截记录', async () => {
    answer.data = RECORDS;
    renderAt('/SelectFunction');
    expect(await screen.findByText('近30天已为您拦截 3 条短信')).toBeTruthy();
    expect(calls.find((call) => call.name === 'SMS_INTERCEPTIONS')?.options?.isSilent).toBe(true);
    fireEvent.click(screen.getByText('拦截记录'));
    expect(await screen.findByText('近30天共拦截 3 条短信')).toBeTruthy();
  });

  it('offers 一站式登记, the combined view of the picked number', async () => {
    renderAt('/SelectFunction');
    fireEvent.click(await screen.findByText('一站式登记'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/NoteRegister/17012340001'));
  });
});
