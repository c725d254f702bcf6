import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// /PersonageRealName needs a login token, otherwise /PersonalInformation (spec 3). The global login
// guard sends a visitor without one to WeChat authorisation first; when that login fails, the
// page opens without a token and this rule is what sends the visitor on.

vi.mock('../../../shared/api/subscriber-client.ts', () => ({ call: () => new Promise(() => undefined) }));

const { PersonageRealNamePage } = await import('./personage-real-name-page.tsx');

function renderPage() {
  return renderInApp(
    <Routes>
      <Route path="/PersonageRealName" element={<PersonageRealNamePage />} />
      <Route path="/PersonalInformation" element={<p>个人信息页</p>} />
    </Routes>,
    ['/PersonageRealName'],
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('/PersonageRealName', () => {
  it('sends a visitor without a login token to /PersonalInformation', async () => {
    renderPage();
    expect(await screen.findByText('个人信息页')).toBeTruthy();
  });

  it('stays for a visitor with a token', async () => {
    localStorage.setItem('token', 'a-token');
    renderPage();
    expect(await screen.findByRole('button', { name: '下一步' })).toBeTruthy();
    expect(screen.queryByText('个人信息页')).toBeNull();
  });
});
