import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InternationalBusinessPage } from './pages/international-business-page.tsx';

const CONFIGURED_HOTLINE = '4008-123-456';

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'hall-hotline';
  meta.content = CONFIGURED_HOTLINE;
  document.head.append(meta);
});
afterEach(() => {
  cleanup();
  document.head.querySelector('meta[name="hall-hotline"]')?.remove();
});

describe('/InternationalBusiness', () => {
  it("gives the hotline of the server's HOTLINE setting, not a built-in number", () => {
    render(
      <MemoryRouter>
        <InternationalBusinessPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(`如需办理此业务，请拨打客服电话：${CONFIGURED_HOTLINE}`)).toBeTruthy();
    expect(document.body.textContent).not.toContain('10020');
  });
});
