import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The sign-in card tells the reward the server's points settings give, never a number of its own.

const answers = { reward: 3 };

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) =>
    name === 'SIGN_STATUS' ? { is_sign: false, reward: answers.reward } : { mobilePhoneInfo: { pointInfo: { currentPoints: 12 } } },
}));

const { SignInCard } = await import('./sign-in-card.tsx');

afterEach(() => cleanup());

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SignInCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SignInCard', () => {
  it('shows the sign-in reward the server answers', async () => {
    answers.reward = 3;
    renderCard();
    expect(await screen.findByText('每日签到可得3积分')).toBeTruthy();
  });

  it('promises no points when the settings give none', async () => {
    answers.reward = 0;
    renderCard();
    await screen.findByRole('button', { name: '签到' });
    expect(screen.getByText('每日签到')).toBeTruthy();
    expect(screen.queryByText(/可得/)).toBeNull();
  });
});
