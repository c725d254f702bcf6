import { OtherServicesMessage } from '@hall/contract/other-services/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /complain: an empty complaint (spaces only too) is refused with the spec's toast; a complaint is
// sent trimmed and the page moves on to /complainSuccess.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    return { id: 1 };
  },
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { ComplainPage } = await import('./complain-page.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
});
afterEach(cleanup);

describe('/complain', () => {
  it('refuses an empty complaint, then sends it trimmed', async () => {
    renderInApp(
      <Routes>
        <Route path="/complain" element={<ComplainPage />} />
        <Route path="/complainSuccess" element={<p>提交成功页</p>} />
      </Routes>,
      ['/complain'],
    );
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));
    submit();
    await waitFor(() => expect(toasts).toEqual([OtherServicesMessage.COMPLAINT_REQUIRED]));
    fireEvent.change(screen.getByRole('textbox', { name: '投诉内容' }), { target: { value: '  ' } });
    submit();
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1]).toBe(OtherServicesMessage.COMPLAINT_REQUIRED);
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: '投诉内容' }), { target: { value: ' 地下车库没有信号 ' } });
    submit();
    expect(await screen.findByText('提交成功页')).toBeTruthy();
    expect(sent).toEqual([{ name: 'COMPLAINT', payload: { content: '地下车库没有信号' } }]);
  });
});
