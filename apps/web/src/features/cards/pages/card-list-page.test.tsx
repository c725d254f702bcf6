import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const confirms: string[] = [];
let confirmAnswer = false;

vi.mock('../../../shared/ui/dialogs.ts', () => ({
  showConfirm: async ({ content }: { content: string }) => {
    confirms.push(content);
    return confirmAnswer;
  },
  showAlert: async () => undefined,
}));
vi.mock('../../../shared/hooks/use-identity-check.ts', () => ({
  useIdentityCheck: () => ({ state: { status: 'passed', bizNo: 'biz-1', phone: '' } }),
}));
vi.mock('../api.ts', () => ({
  cardListQuery: (bizNo: string) => ({
    queryKey: ['cards', bizNo],
    queryFn: async () => ({
      memberInfo: { name: '张*', idCardNumber: '1101**********1234' },
      list: [{ mobileNumber: '17012340001', packageName: '畅享套餐', time: '2024-01-01', balance: 1000, status: '正常服务' }],
    }),
  }),
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { CardListPage } = await import('./card-list-page.tsx');

/** /card as the face check's full-page return leaves it: the first entry of the app's history. */
function renderReturnedCardPage() {
  return renderInApp(
    <Routes>
      <Route path="/card" element={<CardListPage />} />
      <Route path="/queryCard" element={<p>号卡查询</p>} />
    </Routes>,
    ['/card'],
  ).history;
}

beforeEach(() => {
  confirms.length = 0;
  confirmAnswer = false;
});
afterEach(cleanup);

describe('/card', () => {
  it('asks before the browser back leaves the shown list, though the page is the first history entry', async () => {
    const history = renderReturnedCardPage();
    await screen.findByText('17012340001');
    await waitFor(() => expect(history.action).toBe('PUSH'));

    act(() => history.go(-1));
    await waitFor(() => expect(confirms).toEqual(['确定要离开号卡列表吗？']));
    expect(history.location.pathname).toBe('/card');
    expect(history.location.state).toEqual({ isBackGuard: true });
    expect(screen.getByText('17012340001')).toBeTruthy();
  });

  it('leaves for /queryCard once the browser back is confirmed', async () => {
    confirmAnswer = true;
    const history = renderReturnedCardPage();
    await screen.findByText('17012340001');
    await waitFor(() => expect(history.action).toBe('PUSH'));

    act(() => history.go(-1));
    await waitFor(() => expect(history.location.pathname).toBe('/queryCard'));
    expect(await screen.findByText('号卡查询')).toBeTruthy();
  });
});
