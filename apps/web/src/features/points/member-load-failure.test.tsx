import { ResponseCode } from '@hall/contract/codes';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { renderInApp } from '../../shared/testing/render-in-app.tsx';

// A member record that did not load (network, 500) says nothing about binding: my points and the
// sign-in card show the error and 重新加载, never 去绑定 / 绑定号码; only a loaded member without a
// number is "not bound".

const member = { fails: true, phoneInfo: null as null | { pointInfo: { currentPoints: number; grandTotalPoints: number } } };

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    if (name === 'SIGN_STATUS') {
      return { is_sign: false, reward: 3 };
    }
    if (member.fails) {
      throw new ApiError(ResponseCode.TRANSPORT_FAILED, '服务器内部错误 (500)，请稍后重试...', undefined, 500);
    }
    return { mobilePhoneInfo: member.phoneInfo };
  },
}));

const { MyPointsPage } = await import('./pages/my-points-page.tsx');
const { SignInCard } = await import('./components/sign-in-card.tsx');

beforeEach(() => {
  member.fails = true;
  member.phoneInfo = null;
});
afterEach(cleanup);

function renderPage(Page: ComponentType) {
  return renderInApp(<Page />);
}

describe('a member record that failed to load is not "not bound"', () => {
  it('my points shows the error and 重新加载, which loads the points', async () => {
    renderPage(MyPointsPage);
    const reload = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByText('积分加载失败')).toBeTruthy();
    expect(screen.queryByText('您还未绑定手机号')).toBeNull();
    expect(screen.queryByText('去绑定')).toBeNull();
    member.fails = false;
    member.phoneInfo = { pointInfo: { currentPoints: 120, grandTotalPoints: 300 } };
    fireEvent.click(reload);
    expect((await screen.findByTestId('my-points')).textContent).toBe('120');
  });

  it('my points still says 去绑定 for a loaded member without a number', async () => {
    member.fails = false;
    renderPage(MyPointsPage);
    expect(await screen.findByText('您还未绑定手机号')).toBeTruthy();
    expect(screen.getByText('去绑定')).toBeTruthy();
  });

  it('the sign-in card offers 重新加载, not 绑定号码, and signs in once the member loads', async () => {
    renderPage(SignInCard);
    const reload = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByText('积分加载失败')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '绑定号码' })).toBeNull();
    member.fails = false;
    member.phoneInfo = { pointInfo: { currentPoints: 12, grandTotalPoints: 12 } };
    fireEvent.click(reload);
    expect(await screen.findByRole('button', { name: '签到' })).toBeTruthy();
    expect(screen.getByTestId('current-points').textContent).toBe('12');
  });

  it('the sign-in card still says 绑定号码 for a loaded member without a number', async () => {
    member.fails = false;
    renderPage(SignInCard);
    expect(await screen.findByRole('button', { name: '绑定号码' })).toBeTruthy();
  });
});
