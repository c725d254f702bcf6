import { ANONYMOUS_LOOKUP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// WeChat's own services inside the hall: the JS-SDK's configuration (share cards, closeWindow,
// chooseImage) and the one-time subscription messages the member grants.
export const wechatEndpoints = {
  /** Addition to the spec's API: the signed `wx.config` of one page address. */
  WECHAT_JS_CONFIG: { method: 'POST', path: '/api/wechat/jsConfig', access: 'public', limits: ANONYMOUS_LOOKUP },
} as const satisfies Record<string, Endpoint>;
