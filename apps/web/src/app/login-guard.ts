import type { Path } from 'react-router';
import { call } from '../shared/api/subscriber-client.ts';
import { isPhone, isWeChatBrowser } from '../shared/lib/device.ts';
import { readToken, writeToken } from '../shared/lib/storage.ts';
import { showAlert } from '../shared/ui/dialogs.ts';
import { hallRoute } from './hall-route.ts';
import { loadOtherRoutes } from './load-other-routes.ts';
import { createRouteFinder } from './route-finder.ts';

export const WECHAT_ONLY_MESSAGE = '请在微信客户端访问本页面';

let pendingLocation = '/';

const findHallRoute = createRouteFinder([hallRoute, ...hallRoute.children]);

/**
 * Set once a LOGIN failed in this page load: the pages then open without a token (their
 * not-logged-in state) instead of going back to WeChat authorisation, which would fail the same
 * way (授权已失效 when the web view keeps no cookie, a 503) and loop forever.
 */
let hasLoginFailed = false;

/** The location being navigated to, for the chunk-load retry. */
export function readPendingLocation(): string {
  return pendingLocation;
}

function goToAuthorization(path: string): Promise<never> {
  window.location.replace(`/api/wechat/authorize?redirect=${encodeURIComponent(path)}`);
  // The page is leaving; keep the router waiting instead of rendering anything.
  return new Promise<never>(() => undefined);
}

/**
 * Runs before every navigation shows its page. Exempt paths only check the browser. Other paths
 * need a token: with ?code= in the URL, LOGIN exchanges it (a failure is only logged, and the page
 * opens at the URL without the code, the answer); otherwise the browser goes to WeChat
 * authorisation and comes back here, once per page load. Null opens the page.
 */
export async function loginGuard(location: Pick<Path, 'pathname' | 'search'>): Promise<string | null> {
  const { pathname } = location;
  const path = `${pathname}${location.search}`;
  const query = new URLSearchParams(location.search);
  pendingLocation = path;
  // Any path outside the hall has brought the whole route table into the router already.
  const route = findHallRoute(pathname) ?? (await loadOtherRoutes()).findRoute(pathname);
  if (!route || route.isStaffArea) {
    return null;
  }
  if (route.loginExempt) {
    if (!isPhone() && !isWeChatBrowser()) {
      await showAlert(WECHAT_ONLY_MESSAGE);
      return goToAuthorization(path);
    }
    return null;
  }
  if (readToken()) {
    return null;
  }
  const code = query.get('code');
  if (!code) {
    return hasLoginFailed ? null : goToAuthorization(path);
  }
  const state = query.get('state') ?? undefined;
  try {
    const { token } = await call('LOGIN', { code, state }, { isSilent: true });
    writeToken(token);
  } catch (error) {
    console.error('login failed', error);
    hasLoginFailed = true;
  }
  query.delete('code');
  query.delete('state');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
