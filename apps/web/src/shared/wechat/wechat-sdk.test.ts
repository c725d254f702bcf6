import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserEnvironment,
  chooseWechatPhoto,
  closeWechatWindow,
  SDK_SCRIPT_URLS,
  setShareCard,
  replaceSdkEnvironment,
  wechatSdk,
  type SdkEnvironment,
  type WxSdk,
} from './wechat-sdk.ts';

// The JS-SDK loader with a stubbed `wx`: nothing is loaded outside WeChat or where the server
// cannot sign (the sandbox); inside WeChat with a signature, wx.config gets it for the page's
// address and the share card, closeWindow and chooseImage go through the SDK.

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const SIGNED = {
  isAvailable: true,
  appId: 'wx1234567890abcdef',
  timestamp: 1_764_000_000,
  nonceStr: 'Wm3WZYTPz0wzccnW',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
};
const PAGE_URL = 'https://hall.example.com/activityDetails?activityId=3';

/** A stub of jweixin's `wx`: records calls; config answers ready unless told to fail. */
function stubWx(options: { configFails?: boolean; choose?: 'photo' | 'cancel'; localData?: string } = {}) {
  const calls: Array<{ name: string; args: unknown }> = [];
  let onReady = () => {};
  let onError: (error: unknown) => void = () => {};
  const wx: WxSdk = {
    config: (args) => {
      calls.push({ name: 'config', args });
      queueMicrotask(() => (options.configFails ? onError({ errMsg: 'config:invalid signature' }) : onReady()));
    },
    ready: (callback) => {
      onReady = callback;
    },
    error: (callback) => {
      onError = callback;
    },
    updateAppMessageShareData: (args) => calls.push({ name: 'updateAppMessageShareData', args }),
    updateTimelineShareData: (args) => calls.push({ name: 'updateTimelineShareData', args }),
    closeWindow: () => calls.push({ name: 'closeWindow', args: null }),
    chooseImage: (args) => {
      calls.push({ name: 'chooseImage', args: { count: args.count, sourceType: args.sourceType } });
      if (options.choose === 'cancel') {
        args.cancel?.();
      } else {
        args.success?.({ localIds: ['wxLocalResource://photo-1'] });
      }
    },
    getLocalImgData: (args) => {
      calls.push({ name: 'getLocalImgData', args: { localId: args.localId } });
      args.success?.({ localData: options.localData ?? '' });
    },
  };
  return { wx, calls };
}

function environmentOf(options: {
  userAgent: string;
  isOffered?: boolean;
  config?: typeof SIGNED | { isAvailable: false } | null;
  wx?: WxSdk;
  failingHosts?: string[];
}) {
  const loaded: string[] = [];
  const configFor: string[] = [];
  let installed: WxSdk | undefined;
  const environment: SdkEnvironment = {
    userAgent: () => options.userAgent,
    isOffered: () => options.isOffered ?? true,
    pageUrl: () => PAGE_URL,
    fetchConfig: (url) => {
      configFor.push(url);
      const config = options.config === undefined ? SIGNED : options.config;
      return Promise.resolve(config && { appId: '', timestamp: 0, nonceStr: '', signature: '', ...config });
    },
    loadScript: (src) => {
      loaded.push(src);
      if (options.failingHosts?.some((host) => src.includes(host))) {
        return Promise.reject(new Error('blocked'));
      }
      installed = options.wx;
      return Promise.resolve();
    },
    wx: () => installed,
  };
  replaceSdkEnvironment(environment);
  return { loaded, configFor };
}

afterEach(() => replaceSdkEnvironment(null));

describe('the JS-SDK loader', () => {
  it('loads nothing and asks for no signature outside WeChat', async () => {
    const { wx, calls } = stubWx();
    const { loaded, configFor } = environmentOf({ userAgent: SAFARI_UA, wx });
    expect(await setShareCard({ title: '网上营业厅', desc: '话费充值、账单查询' })).toBe(false);
    expect(await closeWechatWindow()).toBe(false);
    expect(await chooseWechatPhoto()).toBe('unavailable');
    expect({ loaded, configFor, calls }).toEqual({ loaded: [], configFor: [], calls: [] });
  });

  it('asks for no signature inside WeChat when the page says the sandbox is behind the server', async () => {
    const { wx, calls } = stubWx();
    const { loaded, configFor } = environmentOf({ userAgent: WECHAT_UA, isOffered: false, wx });
    expect(await wechatSdk()).toBeNull();
    expect(await chooseWechatPhoto()).toBe('unavailable');
    expect({ loaded, configFor, calls }).toEqual({ loaded: [], configFor: [], calls: [] });
  });

  it('loads no script inside WeChat when the server cannot sign (WECHAT_JS_CONFIG answers isAvailable false)', async () => {
    const { wx, calls } = stubWx();
    const { loaded, configFor } = environmentOf({ userAgent: WECHAT_UA, config: { isAvailable: false }, wx });
    expect(await wechatSdk()).toBeNull();
    expect(await closeWechatWindow()).toBe(false);
    expect(configFor).toEqual([PAGE_URL]);
    expect(loaded).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('configures the SDK once per page address with the signed answer, the APIs and the subscribe open tag', async () => {
    const { wx, calls } = stubWx();
    const { loaded, configFor } = environmentOf({ userAgent: WECHAT_UA, wx });
    expect(await wechatSdk()).toBe(wx);
    expect(await wechatSdk()).toBe(wx);
    expect(loaded).toEqual([SDK_SCRIPT_URLS[0]]);
    expect(configFor).toEqual([PAGE_URL]);
    expect(calls).toEqual([
      {
        name: 'config',
        args: {
          debug: false,
          appId: SIGNED.appId,
          timestamp: SIGNED.timestamp,
          nonceStr: SIGNED.nonceStr,
          signature: SIGNED.signature,
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'closeWindow', 'chooseImage', 'getLocalImgData'],
          openTagList: ['wx-open-subscribe'],
        },
      },
    ]);
  });

  it('falls back to res2.wx.qq.com when res.wx.qq.com cannot be reached', async () => {
    const { wx } = stubWx();
    const { loaded } = environmentOf({ userAgent: WECHAT_UA, wx, failingHosts: ['//res.wx.qq.com'] });
    expect(await wechatSdk()).toBe(wx);
    expect(loaded).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js', 'https://res2.wx.qq.com/open/js/jweixin-1.6.0.js']);
  });

  it('does without the SDK when wx.config fails (a bad signature)', async () => {
    const { wx, calls } = stubWx({ configFails: true });
    environmentOf({ userAgent: WECHAT_UA, wx });
    expect(await closeWechatWindow()).toBe(false);
    expect(calls.map((call) => call.name)).toEqual(['config']);
  });
});

describe('the SDK in use', () => {
  it('sets the share card for friends and moments with the page address and the app icon', async () => {
    const { wx, calls } = stubWx();
    environmentOf({ userAgent: WECHAT_UA, wx });
    expect(await setShareCard({ title: '双十一充值送流量', desc: '精彩活动', link: PAGE_URL })).toBe(true);
    const imgUrl = new URL('/share-icon.png', window.location.origin).toString();
    expect(calls.slice(1)).toEqual([
      { name: 'updateAppMessageShareData', args: { title: '双十一充值送流量', desc: '精彩活动', link: PAGE_URL, imgUrl } },
      { name: 'updateTimelineShareData', args: { title: '双十一充值送流量', link: PAGE_URL, imgUrl } },
    ]);
  });

  it('closes the window at the end of a flow', async () => {
    const { wx, calls } = stubWx();
    environmentOf({ userAgent: WECHAT_UA, wx });
    expect(await closeWechatWindow()).toBe(true);
    expect(calls.at(-1)).toEqual({ name: 'closeWindow', args: null });
  });

  it('takes a photo with chooseImage and reads it with getLocalImgData (Android base64 without prefix)', async () => {
    const { wx, calls } = stubWx({ localData: btoa('\xff\xd8\xff\xe0jpeg-bytes') });
    environmentOf({ userAgent: WECHAT_UA, wx });
    const photo = await chooseWechatPhoto();
    expect(photo).toBeInstanceOf(File);
    const file = photo as File;
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(Uint8Array.from('\xff\xd8\xff\xe0jpeg-bytes', (character) => character.charCodeAt(0)));
    expect(calls.slice(1)).toEqual([
      { name: 'chooseImage', args: { count: 1, sourceType: ['camera', 'album'] } },
      { name: 'getLocalImgData', args: { localId: 'wxLocalResource://photo-1' } },
    ]);
  });

  it('reads an iOS photo (base64 with its data: prefix), and answers null when the person cancels', async () => {
    const { wx } = stubWx({ localData: `data:image/png;base64,${btoa('png-bytes')}` });
    environmentOf({ userAgent: WECHAT_UA, wx });
    const photo = (await chooseWechatPhoto()) as File;
    expect(photo.type).toBe('image/png');
    expect(await photo.text()).toBe('png-bytes');

    const cancelling = stubWx({ choose: 'cancel' });
    environmentOf({ userAgent: WECHAT_UA, wx: cancelling.wx });
    expect(await chooseWechatPhoto()).toBeNull();
  });
});

describe('the address wx.config is signed for', () => {
  const realUserAgent = navigator.userAgent;
  afterEach(() => {
    Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true });
    vi.restoreAllMocks();
  });

  it('is the address the document was loaded at on iOS, and the current one (without #) elsewhere', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'https://hall.example.com/?from=menu#top' } as PerformanceEntry]);
    Object.defineProperty(navigator, 'userAgent', { value: WECHAT_UA, configurable: true });
    expect(browserEnvironment.pageUrl()).toBe('https://hall.example.com/?from=menu');
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35)',
      configurable: true,
    });
    expect(browserEnvironment.pageUrl()).toBe(window.location.href.split('#')[0]);
  });
});
