import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTO_TOP_UP_ENDED_NOTE, UNBIND_SUCCESS_MESSAGE, UnbindSuccess } from './unbind-success.tsx';

// After unbinding, the member learns what went with the number: the auto top-up they signed for it.

afterEach(cleanup);

function renderOutcome(isAutoTopUpEnded: boolean, remainingNumbers = 1) {
  render(
    <MemoryRouter>
      <UnbindSuccess outcome={{ mobilePhone: '17012340001', remainingNumbers, isAutoTopUpEnded }} />
    </MemoryRouter>,
  );
}

describe('UnbindSuccess', () => {
  it('says the auto top-up the member signed for the number ended with it', () => {
    renderOutcome(true);
    expect(screen.getByText(UNBIND_SUCCESS_MESSAGE)).toBeTruthy();
    expect(screen.getByText('号码 17012340001 已解除绑定，已切换到您的其他号码')).toBeTruthy();
    expect(screen.getByText(AUTO_TOP_UP_ENDED_NOTE)).toBeTruthy();
  });

  it('says nothing of auto top-up when none ended', () => {
    renderOutcome(false, 0);
    expect(screen.getByText('号码 17012340001 已解除绑定')).toBeTruthy();
    expect(screen.queryByText(AUTO_TOP_UP_ENDED_NOTE)).toBeNull();
  });
});
