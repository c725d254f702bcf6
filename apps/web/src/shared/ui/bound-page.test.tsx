import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_BOUND_MESSAGE } from './bind-required.tsx';
import { BoundPage } from './bound-page.tsx';
import type { ViewedQuery } from './query-view.tsx';

// A page of a service that needs a bound phone keeps its header in every state: 去绑定 for no
// bound phone, the body with the phone once one is bound.

afterEach(cleanup);

type Member = { mobilePhoneInfo: { mobilePhone: string } | null };

function memberOf(data: Member): ViewedQuery<Member> {
  return { data, error: null, isError: false, isFetching: false, refetch: vi.fn(() => Promise.resolve()) };
}

describe('BoundPage', () => {
  it('keeps its header above 去绑定 when no phone is bound', () => {
    render(
      <MemoryRouter>
        <BoundPage title="套餐变更" backTo="/BusinessHandle" member={memberOf({ mobilePhoneInfo: null })}>
          {(phone) => <p>号码 {phone}</p>}
        </BoundPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '套餐变更' })).toBeTruthy();
    expect(screen.getByText(NOT_BOUND_MESSAGE)).toBeTruthy();
  });

  it('hands the bound phone to the body under its header', () => {
    render(
      <MemoryRouter>
        <BoundPage title="短信免打扰服务" member={memberOf({ mobilePhoneInfo: { mobilePhone: '17012340001' } })}>
          {(phone) => <p>号码 {phone}</p>}
        </BoundPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '短信免打扰服务' })).toBeTruthy();
    expect(screen.getByText('号码 17012340001')).toBeTruthy();
  });
});
