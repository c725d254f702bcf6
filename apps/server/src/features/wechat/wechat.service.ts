import { WechatMessage } from '@hall/contract/wechat/rules';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { wechatProviderOf } from '../../providers/wechat-credentials.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomNonce(length = 16): string {
  return Array.from(randomBytes(length), (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('');
}

/** The page address without its fragment, when it is a page of this app; null otherwise. */
function ownPageAddress(publicUrl: string, url: string): string | null {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return null;
  }
  if (page.origin !== new URL(publicUrl).origin) {
    return null;
  }
  return url.split('#')[0] ?? null;
}

/** The signed wx.config of one page of this app. */
export async function jsConfigOf(deps: AppDeps, url: string) {
  const page = ownPageAddress(deps.config.PUBLIC_URL, url);
  if (page === null) {
    throw invalid(WechatMessage.FOREIGN_PAGE);
  }
  const jsapiTicket = await deps.providers.wechatApi.jsapiTicket();
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  const nonceStr = randomNonce();
  return {
    isAvailable: wechatProviderOf(deps.config) === 'wechat',
    appId: deps.config.WECHAT_APP_ID ?? 'wx-sandbox-app',
    timestamp,
    nonceStr,
    signature: jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url: page }),
  };
}
