import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONFIGURED_HOTLINE, withConfiguredHotline } from '../../shared/testing/configured-hotline.ts';
import { InternationalBusinessPage } from './pages/international-business-page.tsx';

withConfiguredHotline();

describe('/InternationalBusiness', () => {
  it("gives the hotline of the server's HOTLINE setting, not a built-in number, tappable to call", () => {
    render(
      <MemoryRouter>
        <InternationalBusinessPage />
      </MemoryRouter>,
    );
    const call = screen.getByRole('link', { name: CONFIGURED_HOTLINE });
    expect(call.getAttribute('href')).toBe('tel:4008123456');
    expect(call.parentElement?.textContent).toBe(`如需办理此业务，请拨打客服电话：${CONFIGURED_HOTLINE}`);
    expect(document.body.textContent).not.toContain('10020');
  });
});
