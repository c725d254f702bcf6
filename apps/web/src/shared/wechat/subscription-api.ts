import type { SubscribeScene } from '@hall/contract/wechat/rules';
import { call } from '../api/subscriber-client.ts';

/** The scene's template (null when not offered) and the grants the member holds; null when it cannot be read. */
export function readSubscribeGrants(scene: SubscribeScene) {
  return call('WECHAT_SUBSCRIBE_GRANTS', { scene }, { isSilent: true, loading: false }).catch(() => null);
}

/** Records one 允许 of the scene's template: the grants the member now holds. */
export function recordSubscribeGrant(scene: SubscribeScene, templateId: string) {
  return call('WECHAT_SUBSCRIBE_GRANT', { scene, templateId }, { loading: false });
}
