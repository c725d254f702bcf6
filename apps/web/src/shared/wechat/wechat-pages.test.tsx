import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultPage } from '../ui/result-page.tsx';
import { useWechatShare } from './wechat.ts';
import { replaceSdkEnvironment, type WxSdk } from './wechat-sdk.ts';

// The pages' use of the JS-SDK with a stubbed `wx`: a result page that ends a flow closes WeChat's
// page (完成), and a page sets its share card; outside WeChat both behave as before.

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN';
const CHROME_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const realUserAgent = navigator.userAgent;

const calls: string[] = [];
const wx = {
  config: () => calls.push('config'),
  ready: (callback: () => void) => queueMicrotask(callback),
  error: () => {},
  updateAppMessageShareData: ({ title }: { title: string }) => calls.push(`share:${title}`),
  updateTimelineShareData: ({ title }: { title: string }) => calls.push(`timeline:${title}`),
  closeWindow: () => calls.push('closeWindow'),
  chooseImage: () => {},
  getLocalImgData: () => {},
} as unknown as WxSdk;

function runIn(userAgent: string, isAvailable: boolean) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  replaceSdkEnvironment({
    userAgent: () => userAgent,
    isOffered: () => true,
    pageUrl: () => 'https://hall.example.com/paySuccess',
    fetchConfig: () => Promise.resolve({ isAvailable, appId: 'wx1234567890abcdef', timestamp: 1, nonceStr: 'n', signature: 's' }),
    loadScript: () => Promise.resolve(),
    wx: () => wx,
  });
}

function renderResult() {
  render(
    <MemoryRouter initialEntries={['/paySuccess']}>
      <Routes>
        <Route path="/paySuccess" element={<ResultPage title="支付结果" status="success" message="支付成功" buttonText="返回首页" closesInWechat />} />
        <Route path="/" element={<p>营业厅首页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function SharedPage() {
  useWechatShare({ title: '精彩活动', desc: '网上营业厅正在进行的活动' });
  return <p>活动</p>;
}

beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  cleanup();
  replaceSdkEnvironment(null);
  Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true });
  vi.restoreAllMocks();
});

describe('a result page that ends a flow', () => {
  it('inside WeChat with the SDK reads 完成 and closes WeChat’s page', async () => {
    runIn(WECHAT_UA, true);
    renderResult();
    fireEvent.click(await screen.findByRole('button', { name: '完成' }));
    await waitFor(() => expect(calls).toContain('closeWindow'));
    expect(screen.queryByText('营业厅首页')).toBeNull();
  });

  it('in the sandbox (no SDK) keeps its button and goes home', async () => {
    runIn(WECHAT_UA, false);
    renderResult();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText('营业厅首页')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('outside WeChat keeps its button and goes home', async () => {
    runIn(CHROME_UA, true);
    renderResult();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText('营业厅首页')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('a page with a share card', () => {
  it('sets it for friends and moments inside WeChat', async () => {
    runIn(WECHAT_UA, true);
    render(<SharedPage />);
    await waitFor(() => expect(calls).toEqual(['config', 'share:精彩活动', 'timeline:精彩活动']));
  });

  it('loads nothing outside WeChat', async () => {
    runIn(CHROME_UA, true);
    render(<SharedPage />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
