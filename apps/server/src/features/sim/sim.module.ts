import type { simEndpoints } from '@hall/contract/sim/endpoints';
import { createSimReplacementReviewKind } from './sim.review-kind.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { applyForSimReplacement, startSimReplacementCheck } from './sim.service.ts';

export const simModule: FeatureModule<keyof typeof simEndpoints> = {
  name: 'sim',
  reviewKinds: (deps) => [createSimReplacementReviewKind(deps.secretKey)],
  handlers: (deps) => {
    return {
      CHANGE_CARD: ({ member, input }) => startSimReplacementCheck(deps, member, input),
      CHANGE_CARD_FORM: ({ member, input }) => applyForSimReplacement(deps, member, input),
    };
  },
};
