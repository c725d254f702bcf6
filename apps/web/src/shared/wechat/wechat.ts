import { useEffect, useState } from 'react';
import { isWeChatBrowser } from '../lib/device.ts';
import type { ShareCard } from './wechat-sdk.ts';

// The pages' way to the JS-SDK. Outside WeChat nothing is loaded at all; inside it, the loader
// (wechat-sdk.ts) comes as its own small chunk on first use.

const loadSdk = () => import('./wechat-sdk.ts');

/** Sets the page's share card (send to a friend, moments) while it is shown, inside WeChat. */
export function useWechatShare(card: ShareCard | null): void {
  const { title, desc, link, imgUrl } = card ?? {};
  useEffect(() => {
    if (title === undefined || desc === undefined || !isWeChatBrowser()) {
      return;
    }
    void loadSdk().then((sdk) => sdk.setShareCard({ title, desc, link, imgUrl }));
  }, [title, desc, link, imgUrl]);
}

/** Closes WeChat's page at the end of a flow; false outside WeChat or without the SDK (the page goes on itself). */
export async function closeWechatWindow(): Promise<boolean> {
  if (!isWeChatBrowser()) {
    return false;
  }
  return (await loadSdk()).closeWechatWindow();
}

/** Whether the SDK is ready on this page (inside WeChat and configured); false until it is known, and when not wanted. */
export function useWechatSdkReady(isWanted = true): boolean {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    if (!isWanted || !isWeChatBrowser()) {
      return;
    }
    let isCurrent = true;
    void loadSdk()
      .then((sdk) => sdk.wechatSdk())
      .then((wx) => {
        if (isCurrent) {
          setIsReady(wx !== null);
        }
      });
    return () => {
      isCurrent = false;
    };
  }, [isWanted]);
  return isWanted && isReady;
}

/**
 * The end of a flow inside WeChat: `canClose` once the SDK is ready (the page's button then reads
 * 完成), and `finish` closes WeChat's page, or runs the page's own way on (`otherwise`) without it.
 */
export function useWechatFinish(isWanted: boolean): { canClose: boolean; finish: (otherwise: () => void) => void } {
  const canClose = useWechatSdkReady(isWanted);
  return {
    canClose,
    finish: (otherwise) => {
      if (!canClose) {
        otherwise();
        return;
      }
      void closeWechatWindow().then((isClosed) => {
        if (!isClosed) {
          otherwise();
        }
      });
    },
  };
}

/** A photo through WeChat's chooseImage: the file, null when cancelled, 'unavailable' without the SDK. */
export async function chooseWechatPhoto(): Promise<File | null | 'unavailable'> {
  if (!isWeChatBrowser()) {
    return 'unavailable';
  }
  return (await loadSdk()).chooseWechatPhoto();
}
