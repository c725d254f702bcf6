import { ANONYMOUS_LOOKUP, NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// WeChat's own services inside the hall: the JS-SDK's configuration (share cards, closeWindow,
// chooseImage) and the one-time subscription messages the member grants.
export const wechatEndpoints = {
  /** Addition to the spec's API: the signed `wx.config` of one page address. */
  WECHAT_JS_CONFIG: { method: 'POST', path: '/api/wechat/jsConfig', access: 'public', limits: ANONYMOUS_LOOKUP },
} as const satisfies Record<string, Endpoint>;

/**
 * Additions to the spec's API: the one-time subscription messages a member grants in the page
 * (wx-open-subscribe), recorded one by one and spent one per message (helper module of their own).
 */
export const wechatSubscriptionEndpoints = {
  /** Records one accepted subscription: a tap of 允许 is one message. */
  WECHAT_SUBSCRIBE_GRANT: {
    method: 'POST',
    path: '/api/wechat/subscribeGrant',
    access: 'member',
    limits: [
      { per: 'caller', max: 30, windowSeconds: 600 },
      { per: 'caller', max: 100, windowSeconds: 86_400 },
    ],
  },
  /** The template a scene asks for (null when not offered) and the grants the member holds. */
  WECHAT_SUBSCRIBE_GRANTS: { method: 'POST', path: '/api/wechat/subscribeGrants', access: 'member', limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;
