import type { wechatEndpoints } from '@hall/contract/wechat/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { registerMpVerifyRoute } from './mp-verify.routes.ts';
import { schedulePayerOpenidSweep } from './payer-openid.schedule.ts';
import { registerPayerRoutes } from './payer.routes.ts';
import { jsConfigOf } from './wechat.service.ts';

export const wechatModule: FeatureModule<keyof typeof wechatEndpoints> = {
  name: 'wechat',
  handlers: (deps) => ({
    WECHAT_JS_CONFIG: ({ input }) => jsConfigOf(deps, input.url),
  }),
  routes: (app, deps) => {
    registerPayerRoutes(app, deps);
    registerMpVerifyRoute(app, deps);
  },
  schedules: schedulePayerOpenidSweep,
};
