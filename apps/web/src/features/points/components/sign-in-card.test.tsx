import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// The sign-in card tells the reward the server's points settings give, never a number of its own.

const answers = { reward: 3 };

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) =>
    name === 'SIGN_STATUS' ? { is_sign: false, reward: answers.reward } : { mobilePhoneInfo: { pointInfo: { currentPoints: 12 } } },
}));

const { SignInCard } = await import('./sign-in-card.tsx');

afterEach(() => cleanup());

function renderCard() {
  return renderInApp(<SignInCard />);
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
