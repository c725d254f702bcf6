import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../shared/testing/render-in-app.tsx';

// The bind form's 收不到验证码？ goes to /noCode, as spec 3 says. /noCode is also the face check's
// return route: opened without a check to read, it leads on to the identity form of /AccountBind.

vi.mock('../shared/api/subscriber-client.ts', () => ({ call: () => new Promise(() => undefined) }));

const { setKnownRoutes } = await import('../shared/lib/navigation.ts');
const { BindForm } = await import('../shared/member/bind-form.tsx');
const { NoCodePage } = await import('../features/account/pages/no-code-page.tsx');

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderBindForm() {
  return renderInApp(
    <>
      <CurrentPath />
      <Routes>
        <Route path="/PersonalInformation" element={<BindForm onBound={() => undefined} />} />
        <Route path="/noCode" element={<NoCodePage />} />
        <Route path="/AccountBind" element={<p>机主身份信息</p>} />
      </Routes>
    </>,
    ['/PersonalInformation'],
  );
}

beforeEach(() => {
  sessionStorage.clear();
  setKnownRoutes(['/PersonalInformation', '/noCode', '/AccountBind']);
});
afterEach(cleanup);

describe('收不到验证码？ on the bind form', () => {
  it('links to /noCode', () => {
    renderBindForm();
    expect(screen.getByRole('link', { name: '收不到验证码？' }).getAttribute('href')).toBe('/noCode');
  });

  it('opens the identity form of /AccountBind through /noCode when no face check is there to read', async () => {
    renderBindForm();
    fireEvent.click(screen.getByRole('link', { name: '收不到验证码？' }));
    expect(await screen.findByText('机主身份信息')).toBeTruthy();
    expect(screen.getByLabelText('path').textContent).toBe('/AccountBind');
  });
});
