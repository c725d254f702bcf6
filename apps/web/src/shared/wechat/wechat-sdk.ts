import { call } from '../api/subscriber-client.ts';
import { isWeChatBrowser } from '../lib/device.ts';
import { isWechatSdkOffered } from '../lib/runtime-config.ts';

// WeChat's JS-SDK (jweixin 1.6.0), loaded only inside WeChat and only when the server can sign its
// configuration (the page meta hall-wechat-sdk says the real WeChat is behind it, and
// WECHAT_JS_CONFIG answers isAvailable; the sandbox says no to both, so nothing is loaded).
// Loaded once per page address it is configured for; every use below falls back to the page's
// own way (its file input, its navigation) when the SDK is not there.

/** The script, and its documented fallback host. */
export const SDK_SCRIPT_URLS = ['https://res.wx.qq.com/open/js/jweixin-1.6.0.js', 'https://res2.wx.qq.com/open/js/jweixin-1.6.0.js'] as const;
const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'closeWindow', 'chooseImage', 'getLocalImgData'];
const OPEN_TAG_LIST = ['wx-open-subscribe'];
/** The app's icon on share cards (apps/web/public). */
const SHARE_ICON_PATH = '/share-icon.png';
/** How long wx.config may take to answer ready or error. */
const CONFIG_TIMEOUT_MS = 8000;

interface WxCallbacks<Result> {
  success?: (result: Result) => void;
  fail?: (error: unknown) => void;
  cancel?: () => void;
}

/** The part of jweixin's `wx` the hall uses. */
export interface WxSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[]; openTagList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (error: unknown) => void): void;
  updateAppMessageShareData(options: { title: string; desc: string; link: string; imgUrl: string } & WxCallbacks<unknown>): void;
  updateTimelineShareData(options: { title: string; link: string; imgUrl: string } & WxCallbacks<unknown>): void;
  closeWindow(): void;
  chooseImage(options: { count: number; sizeType: string[]; sourceType: string[] } & WxCallbacks<{ localIds: string[] }>): void;
  getLocalImgData(options: { localId: string } & WxCallbacks<{ localData: string }>): void;
}

declare global {
  interface Window {
    wx?: WxSdk;
  }
}

/** What the loader needs from its surroundings (replaced in tests). */
export interface SdkEnvironment {
  userAgent: () => string;
  /** The server's page meta: the real WeChat is behind it (hall-wechat-sdk). */
  isOffered: () => boolean;
  /** The page's address as WeChat signs it: without its #fragment. */
  pageUrl: () => string;
  fetchConfig: (url: string) => Promise<{ isAvailable: boolean; appId: string; timestamp: number; nonceStr: string; signature: string } | null>;
  /** Adds a script to the page; resolves when it ran, rejects when it could not be loaded. */
  loadScript: (src: string) => Promise<void>;
  wx: () => WxSdk | undefined;
}

/**
 * iOS WeChat signs a single-page app by the address the document was loaded at, not the one it
 * shows now: the navigation entry keeps it, however late this module is loaded.
 */
function landingUrl(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return (navigation?.name || window.location.href).split('#')[0] ?? '';
}

export const browserEnvironment: SdkEnvironment = {
  userAgent: () => navigator.userAgent,
  isOffered: isWechatSdkOffered,
  pageUrl: () => {
    const current = window.location.href.split('#')[0] ?? '';
    return /iPhone|iPad|iPod/i.test(navigator.userAgent) ? landingUrl() : current;
  },
  fetchConfig: (url) => call('WECHAT_JS_CONFIG', { url }, { isSilent: true, loading: false }).catch(() => null),
  loadScript: (src) =>
    new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error(`${src} could not be loaded`));
      };
      document.head.append(script);
    }),
  wx: () => window.wx,
};

let environment = browserEnvironment;
/** The configured SDK per signed address: one config call per page address. */
const configured = new Map<string, Promise<WxSdk | null>>();

/** Tests replace the surroundings; `null` restores the browser's. */
export function replaceSdkEnvironment(replacement: SdkEnvironment | null): void {
  environment = replacement ?? browserEnvironment;
  configured.clear();
}

async function loadScriptOnce(): Promise<WxSdk | null> {
  for (const src of SDK_SCRIPT_URLS) {
    if (environment.wx()) {
      break;
    }
    try {
      await environment.loadScript(src);
    } catch {
      // The next host.
    }
  }
  return environment.wx() ?? null;
}

async function configure(url: string): Promise<WxSdk | null> {
  const config = await environment.fetchConfig(url);
  if (!config?.isAvailable) {
    return null;
  }
  const wx = await loadScriptOnce();
  if (!wx) {
    return null;
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), CONFIG_TIMEOUT_MS);
    wx.ready(() => {
      clearTimeout(timer);
      resolve(wx);
    });
    wx.error(() => {
      clearTimeout(timer);
      resolve(null);
    });
    wx.config({
      debug: false,
      appId: config.appId,
      timestamp: config.timestamp,
      nonceStr: config.nonceStr,
      signature: config.signature,
      jsApiList: JS_API_LIST,
      openTagList: OPEN_TAG_LIST,
    });
  });
}

/** The configured SDK for the current page, or null outside WeChat, in the sandbox, or when it failed. */
export function wechatSdk(): Promise<WxSdk | null> {
  if (!isWeChatBrowser(environment.userAgent()) || !environment.isOffered()) {
    return Promise.resolve(null);
  }
  const url = environment.pageUrl();
  let sdk = configured.get(url);
  if (!sdk) {
    sdk = configure(url).catch(() => null);
    configured.set(url, sdk);
  }
  return sdk;
}

export interface ShareCard {
  title: string;
  desc: string;
  /** The shared address; the page's own (without #) by default. */
  link?: string;
  /** An absolute image address; the app's icon by default. */
  imgUrl?: string;
}

/** Sets what "send to a friend" and "share to moments" show for this page; false when the SDK is not there. */
export async function setShareCard(card: ShareCard): Promise<boolean> {
  const wx = await wechatSdk();
  if (!wx) {
    return false;
  }
  const link = card.link ?? window.location.href.split('#')[0] ?? '';
  const imgUrl = card.imgUrl ?? new URL(SHARE_ICON_PATH, window.location.origin).toString();
  wx.updateAppMessageShareData({ title: card.title, desc: card.desc, link, imgUrl });
  wx.updateTimelineShareData({ title: card.title, link, imgUrl });
  return true;
}

/** Closes WeChat's page (the flow ended); false when the SDK is not there and the page must go on itself. */
export async function closeWechatWindow(): Promise<boolean> {
  const wx = await wechatSdk();
  if (!wx) {
    return false;
  }
  wx.closeWindow();
  return true;
}

/** getLocalImgData answers base64 of a JPEG: on iOS with a data: prefix, on Android without. */
function fileOfLocalData(localData: string): File {
  const [, type = 'image/jpeg', base64 = ''] = /^data:([^;,]+)?(?:;base64)?,(.*)$/s.exec(localData) ?? [undefined, 'image/jpeg', localData];
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new File([bytes], 'wechat-photo.jpg', { type });
}

/**
 * Takes (or chooses) one photo through WeChat: the photo as a file, null when the person cancelled,
 * 'unavailable' when the SDK is not there (the page uses its file input).
 */
export async function chooseWechatPhoto(): Promise<File | null | 'unavailable'> {
  const wx = await wechatSdk();
  if (!wx) {
    return 'unavailable';
  }
  const localId = await new Promise<string | null>((resolve) => {
    wx.chooseImage({
      count: 1,
      sizeType: ['compressed'],
      sourceType: ['camera', 'album'],
      success: ({ localIds }) => resolve(localIds[0] ?? null),
      cancel: () => resolve(null),
      fail: () => resolve(null),
    });
  });
  if (!localId) {
    return null;
  }
  const localData = await new Promise<string | null>((resolve) => {
    wx.getLocalImgData({ localId, success: (result) => resolve(result.localData), fail: () => resolve(null) });
  });
  return localData ? fileOfLocalData(localData) : null;
}
