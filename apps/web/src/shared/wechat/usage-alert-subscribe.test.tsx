import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceSdkEnvironment, type WxSdk } from './wechat-sdk.ts';

// The page's ask for one-time subscription messages: inside WeChat with the SDK and an offered
// scene it shows WeChat's open tag with the template; an accepted subscription is recorded once.

const recorded: string[] = [];
vi.mock('./subscription-api.ts', () => ({
  readSubscribeGrants: () => Promise.resolve({ templateId: 'tpl-usage-alert', grants: 1 }),
  recordSubscribeGrant: (scene: string, templateId: string) => {
    recorded.push(`${scene}:${templateId}`);
    return Promise.resolve({ grants: 2 });
  },
}));
// The toast UI loads and renders on its own schedule, which could outlive the test file's page.
const toasts: string[] = [];
vi.mock('../ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));
const { WechatSubscribe, isAccepted } = await import('./usage-alert-subscribe.tsx');

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN';
const realUserAgent = navigator.userAgent;
const wx = { config: () => {}, ready: (callback: () => void) => queueMicrotask(callback), error: () => {} } as unknown as WxSdk;

function runIn(userAgent: string, isAvailable: boolean) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  replaceSdkEnvironment({
    userAgent: () => userAgent,
    isOffered: () => true,
    pageUrl: () => 'https://hall.example.com/setMeal',
    fetchConfig: () => Promise.resolve({ isAvailable, appId: 'wx1234567890abcdef', timestamp: 1, nonceStr: 'n', signature: 's' }),
    loadScript: () => Promise.resolve(),
    wx: () => wx,
  });
}

const accepted = (templateId: string, status: string) => ({ subscribeDetails: JSON.stringify({ [templateId]: JSON.stringify({ status }) }) });

beforeEach(() => {
  recorded.length = 0;
  toasts.length = 0;
});
afterEach(() => {
  cleanup();
  replaceSdkEnvironment(null);
  Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true });
});

describe('isAccepted', () => {
  it('reads the status WeChat gives each template', () => {
    expect(isAccepted(accepted('tpl-usage-alert', 'accept'), 'tpl-usage-alert')).toBe(true);
    expect(isAccepted(accepted('tpl-usage-alert', 'reject'), 'tpl-usage-alert')).toBe(false);
    expect(isAccepted(accepted('tpl-other', 'accept'), 'tpl-usage-alert')).toBe(false);
    expect(isAccepted({ subscribeDetails: 'not json' }, 'tpl-usage-alert')).toBe(false);
  });
});

describe('WechatSubscribe', () => {
  it('shows the open tag with the scene’s template inside WeChat and records an accepted subscription', async () => {
    runIn(WECHAT_UA, true);
    render(<WechatSubscribe scene="usageAlert" title="用量提醒" />);
    expect(await screen.findByText('用量提醒：可接收 1 次微信提醒')).toBeTruthy();
    const tag = document.querySelector('wx-open-subscribe');
    expect(tag?.getAttribute('template')).toBe('tpl-usage-alert');

    act(() => {
      tag?.dispatchEvent(new CustomEvent('success', { detail: accepted('tpl-usage-alert', 'reject') }));
    });
    expect(recorded).toEqual([]);
    act(() => {
      tag?.dispatchEvent(new CustomEvent('success', { detail: accepted('tpl-usage-alert', 'accept') }));
    });
    expect(await screen.findByText('用量提醒：可接收 2 次微信提醒')).toBeTruthy();
    expect(recorded).toEqual(['usageAlert:tpl-usage-alert']);
    expect(toasts).toEqual(['订阅成功，将通过微信提醒您']);
  });

  it('shows nothing where the SDK is not available (the sandbox)', async () => {
    runIn(WECHAT_UA, false);
    const { container } = render(<WechatSubscribe scene="usageAlert" title="用量提醒" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
