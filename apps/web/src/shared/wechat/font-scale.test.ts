import { afterEach, describe, expect, it } from 'vitest';
import { keepWeChatFontScale } from './font-scale.ts';

const WECHAT_ANDROID = 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN';
const CHROME = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

/** A stand-in for WeChat's JS bridge: records the calls and lets the test fire its menu events. */
function fakeBridge() {
  const invoked: { name: string; args: Record<string, unknown> }[] = [];
  const handlers = new Map<string, () => void>();
  return {
    invoked,
    fire: (event: string) => handlers.get(event)?.(),
    bridge: {
      invoke: (name: string, args: Record<string, unknown>) => invoked.push({ name, args }),
      on: (event: string, handler: () => void) => handlers.set(event, handler),
    },
  };
}

/** The page's window as WeChat's web view extends it. */
const bridgeWindow = window as unknown as { WeixinJSBridge?: ReturnType<typeof fakeBridge>['bridge'] };

afterEach(() => {
  delete bridgeWindow.WeixinJSBridge;
});

describe('the fixed font scale in WeChat', () => {
  it('sets the font size to the standard once the bridge is ready, and back again when the menu changes it', () => {
    const fake = fakeBridge();
    keepWeChatFontScale(window, WECHAT_ANDROID);
    expect(fake.invoked).toEqual([]);

    bridgeWindow.WeixinJSBridge = fake.bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(fake.invoked).toEqual([{ name: 'setFontSizeCallback', args: { fontSize: 0 } }]);

    fake.fire('menu:setfont');
    expect(fake.invoked).toEqual([
      { name: 'setFontSizeCallback', args: { fontSize: 0 } },
      { name: 'setFontSizeCallback', args: { fontSize: 0 } },
    ]);
  });

  it('uses a bridge that is already there', () => {
    const fake = fakeBridge();
    bridgeWindow.WeixinJSBridge = fake.bridge;
    keepWeChatFontScale(window, WECHAT_ANDROID);
    expect(fake.invoked).toEqual([{ name: 'setFontSizeCallback', args: { fontSize: 0 } }]);
  });

  it('still sets the size with a bridge that has no events', () => {
    const invoked: string[] = [];
    bridgeWindow.WeixinJSBridge = { invoke: (name: string) => invoked.push(name) } as unknown as ReturnType<typeof fakeBridge>['bridge'];
    expect(() => keepWeChatFontScale(window, WECHAT_ANDROID)).not.toThrow();
    expect(invoked).toEqual(['setFontSizeCallback']);
  });

  it('does nothing outside WeChat', () => {
    const fake = fakeBridge();
    bridgeWindow.WeixinJSBridge = fake.bridge;
    keepWeChatFontScale(window, CHROME);
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(fake.invoked).toEqual([]);
  });
});
