import { ResponseCode } from '@hall/contract/codes';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { CONFIGURED_HOTLINE, withConfiguredHotline } from '../../shared/testing/configured-hotline.ts';
import { renderInApp } from '../../shared/testing/render-in-app.tsx';

// The care-mode hall: five large tiles read through the query pages' own queries, each with its
// loading and failure states, and the usual hall one tap below.

type Answer = () => Promise<unknown>;
const calls: string[] = [];
let answers: Record<string, Answer> = {};

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: (name: string) => {
    calls.push(name);
    const answer = answers[name];
    return answer ? answer() : Promise.reject(new ApiError(ResponseCode.INVALID, `${name} not expected`));
  },
}));

const { CareHallTiles, formatDataLeft } = await import('./components/care-hall-tiles.tsx');
const { CareHall } = await import('./components/care-hall.tsx');
const { applyCareMode } = await import('../../shared/care-mode/care-mode.ts');

const SERVER_ERROR = '服务器内部错误 (500)，请稍后重试...';
const never: Answer = () => new Promise(() => undefined);
const fails: Answer = () => Promise.reject(new ApiError(ResponseCode.TRANSPORT_FAILED, SERVER_ERROR, undefined, 500));
const answersWith =
  (data: unknown): Answer =>
  () =>
    Promise.resolve(data);

function memberRecord({ isBound = true, careMode = true } = {}) {
  return {
    memberInfo: { memberName: '张伟', avatarUrl: '', bindStatus: isBound ? 1 : 0, realName: 1, idCardNumber: '', careMode },
    mobilePhoneInfo: null,
  };
}
const usage = (surplus: number) => ({
  title: '国内流量',
  packageName: '畅享套餐',
  percentage: 10,
  used: 100,
  surplus,
  total: 100 + surplus,
  autoDayPackageNum: 0,
  unit: 'MB',
});
const setMeal = (...surpluses: number[]) => ({
  packageId: 'P1',
  packageName: '畅享套餐',
  explain: [],
  displayMode: 'yincang',
  list: { data: surpluses.map(usage), voice: [], sms: [], outside: { flowcount: 0, minutecount: 0, smscount: 0 } },
});

function boundMemberWithFigures() {
  return {
    PERSONAL_DATA: answersWith(memberRecord()),
    QUERY_BALANCE: answersWith({ amount: 5230, color: [], title: '账户余额', data: [], dataVal: [], explain: [] }),
    QUERY_BILL_DETAILS: answersWith({ amount: 3880, date: '202611', color: [], title: '', detailTitle: '', legend: [], chart: [], desc: [] }),
    QUERY_SET_MEAL: answersWith(setMeal(1024, 512)),
  };
}

const tile = (label: string) => screen.getByText(label).closest('li') as HTMLElement;
const tileLink = (label: string) => screen.getByText(label).closest('a') as HTMLAnchorElement;
/** Waits for a tile to show the text, finding the tile afresh: each state draws it anew. */
const findInTile = (label: string, text: string) => waitFor(() => within(tile(label)).getByText(text));

withConfiguredHotline();
beforeEach(() => {
  calls.length = 0;
  answers = boundMemberWithFigures();
});
afterEach(() => {
  cleanup();
  applyCareMode(false);
});

describe('the care-mode tiles', () => {
  it('show the balance, this month’s bill and the data left as key figures, each leading to its page', async () => {
    renderInApp(<CareHallTiles onRecharge={() => undefined} />);
    expect(await findInTile('话费余额', '¥52.30')).toHaveProperty('className', 'key-figure');
    expect(await findInTile('本月账单', '¥38.80')).toHaveProperty('className', 'key-figure');
    expect(await findInTile('剩余流量', '1.5GB')).toHaveProperty('className', 'key-figure');
    expect(tileLink('话费余额').getAttribute('href')).toBe('/balance');
    expect(tileLink('本月账单').getAttribute('href')).toBe('/bill');
    expect(tileLink('剩余流量').getAttribute('href')).toBe('/setMeal');
    expect(tileLink('充值').getAttribute('href')).toBe('/Recharge');
  });

  it('call the hotline with one tap (a tel: link)', () => {
    renderInApp(<CareHallTiles onRecharge={() => undefined} />);
    const hotline = tileLink('人工客服');
    expect(hotline.getAttribute('href')).toBe(`tel:${CONFIGURED_HOTLINE.replace(/-/g, '')}`);
    expect(hotline.textContent).toContain(CONFIGURED_HOTLINE);
  });

  it('say they are loading while the figures are on their way', async () => {
    answers = { PERSONAL_DATA: answersWith(memberRecord()), QUERY_BALANCE: never, QUERY_BILL_DETAILS: never, QUERY_SET_MEAL: never };
    renderInApp(<CareHallTiles onRecharge={() => undefined} />);
    await waitFor(() => expect(calls).toContain('QUERY_BALANCE'));
    for (const label of ['话费余额', '本月账单', '剩余流量']) {
      expect(within(tile(label)).getByText('加载中...')).toBeTruthy();
    }
  });

  it('show a failed figure with 重新加载, which asks the server again', async () => {
    answers.QUERY_BALANCE = fails;
    renderInApp(<CareHallTiles onRecharge={() => undefined} />);
    const retry = await screen.findByRole('button', { name: '重新加载话费余额' });
    expect(within(tile('话费余额')).getByText('加载失败')).toBeTruthy();
    expect(await findInTile('本月账单', '¥38.80')).toBeTruthy();
    answers.QUERY_BALANCE = answersWith({ amount: -120, color: [], title: '账户余额', data: [], dataVal: [], explain: [] });
    fireEvent.click(retry);
    expect(await findInTile('话费余额', '¥-1.20')).toBeTruthy();
    expect(calls.filter((name) => name === 'QUERY_BALANCE')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /重新加载/ })).toBeNull();
  });

  it('say 暂无账单 for a month without a bill, with nothing to retry', async () => {
    answers.QUERY_BILL_DETAILS = () => Promise.reject(new ApiError(ResponseCode.INVALID, '11月暂无账单'));
    renderInApp(<CareHallTiles onRecharge={() => undefined} />);
    expect(await findInTile('本月账单', '暂无账单')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载本月账单' })).toBeNull();
  });

  it('lead an unbound member to binding without asking for the figures', async () => {
    answers.PERSONAL_DATA = answersWith(memberRecord({ isBound: false }));
    renderInApp(<CareHallTiles onRecharge={() => undefined} />);
    expect(await findInTile('话费余额', '绑定号码后查看')).toBeTruthy();
    for (const label of ['话费余额', '本月账单', '剩余流量']) {
      expect(tileLink(label).getAttribute('href')).toBe('/PersonalInformation');
    }
    expect(calls.filter((name) => name !== 'PERSONAL_DATA')).toEqual([]);
  });

  it('show a member record that did not load as a failure with 重新加载, never as binding', async () => {
    answers.PERSONAL_DATA = fails;
    renderInApp(<CareHallTiles onRecharge={() => undefined} />);
    const retry = await screen.findByRole('button', { name: '重新加载话费余额' });
    expect(within(tile('剩余流量')).getByText('加载失败')).toBeTruthy();
    expect(screen.queryByText('绑定号码后查看')).toBeNull();
    answers.PERSONAL_DATA = answersWith(memberRecord());
    fireEvent.click(retry);
    expect(await findInTile('话费余额', '¥52.30')).toBeTruthy();
  });

  it('count data left in MB below 1 GB and in GB from there', () => {
    expect(formatDataLeft(setMeal(300, 200) as never)).toBe('500MB');
    expect(formatDataLeft(setMeal(2048, 512) as never)).toBe('2.5GB');
    expect(formatDataLeft(setMeal() as never)).toBe('0MB');
  });
});

describe('the hall in care mode', () => {
  const fullHall = <div>全部服务</div>;

  it('is the usual hall while care mode is off', async () => {
    answers.PERSONAL_DATA = answersWith(memberRecord({ careMode: false }));
    renderInApp(<CareHall>{fullHall}</CareHall>, ['/Recharge']);
    expect(await screen.findByText('全部服务')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '常用服务' })).toBeNull();
  });

  it('opens on the tiles, with the usual hall behind 更多服务', async () => {
    applyCareMode(true);
    renderInApp(<CareHall>{fullHall}</CareHall>, ['/Recharge']);
    expect(await screen.findByRole('list', { name: '常用服务' })).toBeTruthy();
    expect(screen.queryByText('全部服务')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '更多服务' }));
    expect(screen.getByText('全部服务')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '更多服务' })).toBeNull();
  });

  it('shows the usual hall under the tiles when the 充值 tile is tapped', async () => {
    applyCareMode(true);
    renderInApp(<CareHall>{fullHall}</CareHall>, ['/Recharge']);
    fireEvent.click(await screen.findByText('话费充值 ›'));
    expect(await screen.findByText('全部服务')).toBeTruthy();
  });

  it('shows a hall tab opened directly at once', async () => {
    applyCareMode(true);
    renderInApp(<CareHall>{fullHall}</CareHall>, ['/BusinessQuery']);
    expect(await screen.findByRole('list', { name: '常用服务' })).toBeTruthy();
    expect(screen.getByText('全部服务')).toBeTruthy();
  });
});
