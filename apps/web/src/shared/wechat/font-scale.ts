import { isWeChatBrowser } from '../lib/device.ts';

// The spec fixes the device font scale. WeChat on Android scales the page by the person's WeChat
// font setting regardless of CSS text-size-adjust; its JS bridge can set that scale back to the
// standard size (0) and keep it there when the person changes the setting from the page's menu.
// Large text for those who need it is the care mode's job, not the system font size.

interface WeixinJSBridge {
  invoke: (name: string, args: Record<string, unknown>, callback?: (result: unknown) => void) => void;
  on: (event: string, handler: () => void) => void;
}

type BridgeWindow = Window & { WeixinJSBridge?: WeixinJSBridge };

const STANDARD_FONT_SIZE = { fontSize: 0 };

function keepStandardSize(bridge: WeixinJSBridge): void {
  bridge.invoke('setFontSizeCallback', STANDARD_FONT_SIZE);
  bridge.on('menu:setfont', () => bridge.invoke('setFontSizeCallback', STANDARD_FONT_SIZE));
}

/** Inside WeChat, keeps WeChat's font setting from scaling the page, once its bridge is ready. */
export function keepWeChatFontScale(win: BridgeWindow = window, userAgent: string = navigator.userAgent): void {
  if (!isWeChatBrowser(userAgent)) {
    return;
  }
  const bridge = win.WeixinJSBridge;
  if (bridge && typeof bridge.invoke === 'function') {
    keepStandardSize(bridge);
    return;
  }
  win.document.addEventListener(
    'WeixinJSBridgeReady',
    () => {
      if (win.WeixinJSBridge) {
        keepStandardSize(win.WeixinJSBridge);
      }
    },
    { once: true },
  );
}
