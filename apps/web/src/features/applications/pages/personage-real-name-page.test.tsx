import { ApplicationMessage } from '@hall/contract/applications/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /PersonageRealName: the number field starts as the bound number; it must be given, then a
// mobile number (the first failure toasted); a good number starts the face check for it.

const started: unknown[] = [];
const toasts: string[] = [];

vi.mock('../../../shared/hooks/use-identity-check.ts', () => ({
  useIdentityCheck: () => ({ state: { status: 'idle' }, start: (...args: unknown[]) => started.push(args) }),
}));
vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async () => ({ mobilePhoneInfo: { mobilePhone: '17012340001', bindTime: '2024-01-01 10:00:00' } }),
}));
vi.mock('../../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { PersonageRealNamePage } = await import('./personage-real-name-page.tsx');

beforeEach(() => {
  started.length = 0;
  toasts.length = 0;
  localStorage.setItem('token', 'a-token');
  renderInApp(<PersonageRealNamePage />);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: '手机号码' });
const next = () => fireEvent.click(screen.getByRole('button', { name: '下一步' }));

describe('/PersonageRealName', () => {
  it('asks for a number, then a mobile number, toasting the first failure only', async () => {
    await waitFor(() => expect(field().value).toBe('17012340001'));
    fireEvent.change(field(), { target: { value: '' } });
    next();
    await waitFor(() => expect(toasts).toEqual([ApplicationMessage.PERSONAL_PHONE_REQUIRED]));
    fireEvent.change(field(), { target: { value: '1701234' } });
    next();
    await waitFor(() => expect(toasts).toEqual([ApplicationMessage.PERSONAL_PHONE_REQUIRED, ApplicationMessage.PHONE_INVALID]));
    expect(started).toEqual([]);
  });

  it('starts the face check for the bound number, or the one typed instead', async () => {
    await waitFor(() => expect(field().value).toBe('17012340001'));
    next();
    await waitFor(() => expect(started).toHaveLength(1));
    fireEvent.change(field(), { target: { value: '17012340002' } });
    next();
    await waitFor(() => expect(started).toHaveLength(2));
    expect(started).toEqual([
      ['PERSON_TRANS_ACCT_T', { serviceId: '17012340001' }, '/PersonageRealNameForm'],
      ['PERSON_TRANS_ACCT_T', { serviceId: '17012340002' }, '/PersonageRealNameForm'],
    ]);
    expect(toasts).toEqual([]);
  });
});
