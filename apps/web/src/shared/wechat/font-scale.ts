import { isWeChatBrowser } from '../lib/device.ts';

// The spec fixes the device font scale. WeChat on Android scales the page by the person's WeChat
// font setting regardless of CSS text-size-adjust; its JS bridge can set that scale back to the
// standard size (0) and keep it there when the person changes the setting from the page's menu.
// Large text for those who need it is the care mode's job, not the system font size.

/** The part of WeChat's in-page bridge that sets the font size (the payment's part is typed in shared/payment). */
interface FontSizeBridge {
  invoke: (name: string, args: Record<string, unknown>) => void;
  on?: (event: string, handler: () => void) => void;
}

function bridgeOf(win: Window): FontSizeBridge | undefined {
  return (win as unknown as { WeixinJSBridge?: FontSizeBridge }).WeixinJSBridge;
}

const STANDARD_FONT_SIZE = { fontSize: 0 };

function keepStandardSize(bridge: FontSizeBridge): void {
  bridge.invoke('setFontSizeCallback', STANDARD_FONT_SIZE);
  // A bridge without events (an older web view, a stand-in) still gets the first call.
  if (typeof bridge.on === 'function') {
    bridge.on('menu:setfont', () => bridge.invoke('setFontSizeCallback', STANDARD_FONT_SIZE));
  }
}

/** Inside WeChat, keeps WeChat's font setting from scaling the page, once its bridge is ready. */
export function keepWeChatFontScale(win: Window = window, userAgent: string = navigator.userAgent): void {
  if (!isWeChatBrowser(userAgent)) {
    return;
  }
  const bridge = bridgeOf(win);
  if (bridge && typeof bridge.invoke === 'function') {
    keepStandardSize(bridge);
    return;
  }
  win.document.addEventListener(
    'WeixinJSBridgeReady',
    () => {
      const readyBridge = bridgeOf(win);
      if (readyBridge) {
        keepStandardSize(readyBridge);
      }
    },
    { once: true },
  );
}
