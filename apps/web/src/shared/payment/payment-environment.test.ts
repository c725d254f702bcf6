import { describe, expect, it } from 'vitest';
import { agentPaymentSceneOf, paymentEnvironmentOf, paymentSceneOf } from './payment-environment.ts';

// The page pays in the only way its environment can: JSAPI needs WeChat's own browser, H5 needs a
// phone with the WeChat app beside the browser, anything else scans a QR code.

const userAgents = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  huaweiBrowser: 'Mozilla/5.0 (Linux; HarmonyOS 4.0; ALN-AL00) AppleWebKit/537.36 (KHTML, like Gecko) HuaweiBrowser/14.0 Mobile Safari/537.36',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Safari/604.1',
  chromeAndroidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  chromeDesktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
};

describe('the payment scene chosen by the environment', () => {
  it('inside WeChat (phone or desktop client) pays through the JS bridge', () => {
    for (const userAgent of [userAgents.wechatAndroid, userAgents.wechatIphone, userAgents.wechatWindows]) {
      expect(paymentEnvironmentOf(userAgent)).toBe('wechat');
      expect(paymentSceneOf(paymentEnvironmentOf(userAgent))).toBe('jsapi');
    }
  });

  it("a phone's own browser pays on WeChat Pay's H5 page", () => {
    for (const userAgent of [userAgents.safariIphone, userAgents.chromeAndroid, userAgents.huaweiBrowser]) {
      expect(paymentEnvironmentOf(userAgent)).toBe('phone-browser');
      expect(paymentSceneOf(paymentEnvironmentOf(userAgent))).toBe('h5');
    }
  });

  it('a computer or a tablet shows a QR code to scan with the phone (Native)', () => {
    for (const userAgent of [userAgents.chromeDesktop, userAgents.edgeWindows, userAgents.safariIpad, userAgents.chromeAndroidTablet]) {
      expect(paymentEnvironmentOf(userAgent)).toBe('computer');
      expect(paymentSceneOf(paymentEnvironmentOf(userAgent))).toBe('native');
    }
  });

  it("an agent's opening fee is never JSAPI (the customer pays, not the agent): a QR code on a computer, else WeChat Pay's H5 page", () => {
    expect(agentPaymentSceneOf(paymentEnvironmentOf(userAgents.chromeDesktop))).toBe('native');
    expect(agentPaymentSceneOf(paymentEnvironmentOf(userAgents.chromeAndroidTablet))).toBe('native');
    expect(agentPaymentSceneOf(paymentEnvironmentOf(userAgents.chromeAndroid))).toBe('h5');
    expect(agentPaymentSceneOf(paymentEnvironmentOf(userAgents.wechatAndroid))).toBe('h5');
  });
});
