import type { wechatSubscriptionEndpoints } from '@hall/contract/wechat/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readSubscribeGrants, recordSubscribeGrant } from '../../platform/wechat-subscriptions.ts';

/** The one-time subscription messages a member grants; sending them is platform/wechat-subscriptions.ts (sendSubscriptionMessage). */
export const wechatSubscriptionsModule: FeatureModule<keyof typeof wechatSubscriptionEndpoints> = {
  name: 'wechat-subscriptions',
  handlers: (deps) => ({
    WECHAT_SUBSCRIBE_GRANT: ({ member, input }) => recordSubscribeGrant(deps, member.id, input),
    WECHAT_SUBSCRIBE_GRANTS: ({ member, input }) => readSubscribeGrants(deps, member.id, input.scene),
  }),
};
