import type { consoleTextsEndpoints } from '@hall/contract/console-texts/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import {
  listAgreements,
  publishAgreementVersion,
  readAgreementVersion,
  readChatSettings,
  readCooperationText,
  saveChatSettings,
  saveCooperationText,
} from './console-texts.service.ts';

/** The editors' texts with rules behind them: agreements, the customer-service chat, the cooperation text. */
export const consoleTextsModule: FeatureModule<keyof typeof consoleTextsEndpoints> = {
  name: 'console-texts',
  handlers: (deps) => ({
    CONSOLE_AGREEMENTS: () => listAgreements(deps),
    CONSOLE_AGREEMENT_VERSION: ({ input }) => readAgreementVersion(deps, input.kind, input.version),
    CONSOLE_PUBLISH_AGREEMENT: ({ staff, input }) => publishAgreementVersion(deps, staff.id, input),
    CONSOLE_CHAT_SETTINGS: () => readChatSettings(deps),
    CONSOLE_SAVE_CHAT_SETTINGS: ({ staff, input }) => saveChatSettings(deps, staff.id, input),
    CONSOLE_COOPERATION: () => readCooperationText(deps),
    CONSOLE_SAVE_COOPERATION: ({ staff, input }) => saveCooperationText(deps, staff.id, input),
  }),
};
