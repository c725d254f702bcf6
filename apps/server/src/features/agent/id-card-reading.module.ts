import type { idCardReadingEndpoints } from '@hall/contract/agent/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readIdCard } from './id-card-reading.service.ts';

/** The agent's reading of the customer's ID card (OCR) in the opening. */
export const idCardReadingModule: FeatureModule<keyof typeof idCardReadingEndpoints> = {
  name: 'id-card-reading',
  handlers: (deps) => ({
    READ_ID_CARD: ({ agent, input }) => readIdCard(deps, agent, input),
  }),
};
