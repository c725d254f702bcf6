import type { MyRights } from '@hall/contract/points/schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /myRights (我的权益): a skeleton while it loads, the failure with 重新加载, each section's own
// empty state, the filled sections with their links, and 去绑定 for a member without a number.

const sent: string[] = [];
let isDown = false;
let pending: Promise<never> | null = null;
let rights: MyRights;
let member: { isPending: boolean; isError: boolean; data?: { mobilePhoneInfo?: { mobilePhone: string } } };

const FILLED: MyRights = {
  month: '202612',
  packageName: '标准卡A套餐',
  allowances: [
    { kind: 'data', title: '国内通用流量', packageName: '标准卡A套餐', isPack: false, total: 10240, used: 10240, surplus: 0, unit: 'MB' },
    { kind: 'data', title: '2GB月包', packageName: '2GB月包', isPack: true, total: 2048, used: 300, surplus: 1748, unit: 'MB' },
    { kind: 'voice', title: '国内语音通话', packageName: '标准卡A套餐', isPack: false, total: 100, used: 12, surplus: 88, unit: '分钟' },
  ],
  points: { currentPoints: 1287, grandTotalPoints: 3847, signInReward: 7, isSignedIn: false },
  callerServices: [
    { packageId: 'CALLER_DISPLAY', callType: 2, title: '来电显示', monthlyFee: 600, status: 'open', since: '2026-10-01T02:00:00.000Z', until: '' },
    {
      packageId: 'CALLER_REMIND',
      callType: 1,
      title: '来电提醒',
      monthlyFee: 200,
      status: 'cancelled',
      since: '2026-12-01T02:00:00.000Z',
      until: '2026-12-31T16:00:00.000Z',
    },
  ],
  offers: [
    { type: 0, packageName: '标准卡A套餐', status: 1, effectTime: '2025-03-01T02:00:00.000Z', overTime: '' },
    { type: 1, packageName: '2GB月包', status: 1, effectTime: '2026-12-01T02:00:00.000Z', overTime: '2026-12-31T15:59:59.999Z' },
    { type: 2, packageName: '炫铃', status: 0, effectTime: '2027-01-01T00:00:00.000Z', overTime: '' },
  ],
};
const EMPTY: MyRights = {
  month: '202612',
  packageName: '标准卡A套餐',
  allowances: [],
  points: { currentPoints: 0, grandTotalPoints: 0, signInReward: 1, isSignedIn: true },
  callerServices: [],
  offers: [],
};

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, _payload: unknown, options?: { loading?: boolean }) => {
    sent.push(`${name}${options?.loading === false ? ' (no overlay)' : ''}`);
    if (pending) {
      return pending;
    }
    if (isDown) {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试');
    }
    return rights;
  },
}));
vi.mock('../../../shared/member/use-member.ts', () => ({ useMember: () => member, MEMBER_QUERY_KEY: ['member'] }));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { MyRightsPage } = await import('./my-rights-page.tsx');

beforeEach(() => {
  sent.length = 0;
  isDown = false;
  pending = null;
  rights = FILLED;
  member = { isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } };
});
afterEach(cleanup);

const section = (name: string) => screen.getByRole('region', { name });

describe('/myRights', () => {
  it('shows the allowances, points and sign-in, caller services and offers the number holds, in one read without the overlay', async () => {
    renderInApp(<MyRightsPage />);
    expect(await screen.findByRole('heading', { name: '2026年12月套餐余量' })).toBeTruthy();
    expect(sent).toEqual(['MY_RIGHTS (no overlay)']);
    expect(screen.getByRole('heading', { level: 1, name: '我的权益' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();

    const allowances = section('2026年12月套餐余量');
    expect(within(allowances).getByText('当前套餐：标准卡A套餐')).toBeTruthy();
    const pack = within(allowances).getByText('2GB月包', { selector: '.rights-row-title' }).closest('li') as HTMLElement;
    expect(pack.textContent).toContain('已用 300MB / 共 2048MB');
    expect(pack.textContent).toContain('剩余 1748MB');
    expect(within(pack).getByText('加油包')).toBeTruthy();
    const voice = within(allowances).getByText('国内语音通话').closest('li') as HTMLElement;
    expect(voice.textContent).toContain('剩余 88分钟');
    expect(within(voice).queryByText('加油包')).toBeNull();

    const points = section('积分与签到');
    expect(within(points).getByTestId('rights-current-points').textContent).toBe('1287');
    expect(within(points).getByText('3847')).toBeTruthy();
    expect(within(points).getByText('+7')).toBeTruthy();
    expect(within(points).getByText('今日未签到，签到可得7积分')).toBeTruthy();
    expect(within(points).getByRole('link', { name: '积分商城' }).getAttribute('href')).toBe('/integral');
    expect(within(points).getByRole('link', { name: '去签到' }).getAttribute('href')).toBe('/integral/pointsExchange');

    const caller = section('来电业务');
    const display = within(caller).getByText('来电显示').closest('li') as HTMLElement;
    expect(within(display).getByText('生效中')).toBeTruthy();
    expect(within(display).getByText('月功能费：6元/月')).toBeTruthy();
    expect(within(display).getByText('开通时间：2026-10-01')).toBeTruthy();
    const remind = within(caller).getByText('来电提醒').closest('li') as HTMLElement;
    expect(within(remind).getByText('已退订')).toBeTruthy();
    expect(within(remind).getByText('可用至：2027-01-01（到期后不再收费）')).toBeTruthy();
    expect(within(caller).getByRole('link', { name: '管理来电提醒' }).getAttribute('href')).toBe('/PackageOpen?type=1');
    expect(within(caller).getByRole('link', { name: '管理来电显示' }).getAttribute('href')).toBe('/PackageOpen?type=2');

    const offers = section('在订业务');
    expect(within(offers).getAllByRole('listitem')).toHaveLength(3);
    const monthPack = within(offers).getByText('2GB月包').closest('li') as HTMLElement;
    expect(monthPack.textContent).toContain('流量包');
    expect(monthPack.textContent).toContain('生效时间：2026-12-01，失效时间：2026-12-31');
    const pendingOffer = within(offers).getByText('炫铃').closest('li') as HTMLElement;
    expect(within(pendingOffer).getByText('待生效')).toBeTruthy();
    expect(pendingOffer.textContent).toContain('长期有效');
  });

  it('gives each empty section its own empty state, and says a signed-in day is signed', async () => {
    rights = EMPTY;
    renderInApp(<MyRightsPage />);
    expect(await screen.findByText('暂无套餐余量')).toBeTruthy();
    expect(within(section('来电业务')).getByText('暂无来电业务')).toBeTruthy();
    expect(within(section('来电业务')).getByRole('link', { name: '去开通' })).toBeTruthy();
    expect(within(section('在订业务')).getByText('暂无在订业务')).toBeTruthy();
    expect(within(section('积分与签到')).getByText('今日已签到')).toBeTruthy();
    expect(within(section('积分与签到')).getByRole('link', { name: '查看签到' })).toBeTruthy();
  });

  it('shows a skeleton while the member or the rights load', async () => {
    member = { isPending: true, isError: false };
    const first = renderInApp(<MyRightsPage />);
    expect(first.container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(sent).toEqual([]);
    first.unmount();

    member = { isPending: false, isError: false, data: { mobilePhoneInfo: { mobilePhone: '17012340001' } } };
    pending = new Promise<never>(() => undefined);
    const second = renderInApp(<MyRightsPage />);
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    expect(second.container.querySelector('.page-section')).toBeNull();
  });

  it('offers 重新加载 when the rights did not load, and shows them once they do', async () => {
    isDown = true;
    renderInApp(<MyRightsPage />);
    expect(await screen.findByText('权益加载失败')).toBeTruthy();
    expect(screen.getByText('网络异常，请稍后重试')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '来电业务' })).toBeTruthy();
    expect(sent).toHaveLength(2);
  });

  it('asks a member without a bound number to bind first, and asks the server nothing', async () => {
    member = { isPending: false, isError: false, data: {} };
    renderInApp(<MyRightsPage />);
    expect(await screen.findByText('您还未绑定手机号')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去绑定' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
