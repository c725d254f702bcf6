import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CONFIGURED_HOTLINE, withConfiguredHotline } from '../../shared/testing/configured-hotline.ts';

vi.mock('./api.ts', () => ({
  cooperationQuery: { queryKey: ['cooperation'], queryFn: async () => ({ title: '', content: '' }) },
}));

const { CooperatePage } = await import('./pages/cooperate-page.tsx');

withConfiguredHotline();

describe('/cooperate without cooperation text', () => {
  it('gives the configured hotline, tappable to call', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CooperatePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const call = await screen.findByRole('link', { name: CONFIGURED_HOTLINE });
    expect(call.getAttribute('href')).toBe('tel:4008123456');
    expect(call.parentElement?.textContent).toBe(`如有合作意向，请拨打客服热线 ${CONFIGURED_HOTLINE}`);
  });
});
