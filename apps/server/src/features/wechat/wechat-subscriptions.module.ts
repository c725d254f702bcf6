import type { wechatSubscriptionEndpoints } from '@hall/contract/wechat/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { wechatProviderOf } from '../../providers/wechat-credentials.ts';
import { readSubscribeGrants, recordSubscribeGrant } from '../../platform/wechat-subscriptions.ts';

/** The one-time subscription messages a member grants; sending them is platform/wechat-subscriptions.ts (sendSubscriptionMessage). */
export const wechatSubscriptionsModule: FeatureModule<keyof typeof wechatSubscriptionEndpoints> = {
  name: 'wechat-subscriptions',
  handlers: (deps) => ({
    WECHAT_SUBSCRIBE_GRANT: ({ member, input }) => recordSubscribeGrant(deps, member.id, input),
    WECHAT_SUBSCRIBE_GRANTS: ({ member, input }) => readSubscribeGrants(deps, member.id, input.scene),
  }),
  // Whether the page may load WeChat's JS-SDK at all: only with the real WeChat behind the server,
  // so a sandbox page never asks for a configuration it cannot use.
  pageMeta: (deps) => Promise.resolve({ 'hall-wechat-sdk': wechatProviderOf(deps.config) === 'wechat' ? '1' : '0' }),
};
