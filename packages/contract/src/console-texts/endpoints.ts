import type { Endpoint } from '../operation.ts';

// Texts with rules behind them that the editors keep in the console (role editor): the versioned
// network-access agreements, the online customer-service chat entries WX_URL answers, and the
// business-cooperation text.
const editor = { method: 'POST', access: 'staff', staffRoles: ['editor'] } as const;

export const consoleTextsEndpoints = {
  CONSOLE_AGREEMENTS: { ...editor, path: '/api/console/agreements' },
  CONSOLE_AGREEMENT_VERSION: { ...editor, path: '/api/console/agreementVersion' },
  CONSOLE_PUBLISH_AGREEMENT: { ...editor, path: '/api/console/publishAgreement' },
  CONSOLE_CHAT_SETTINGS: { ...editor, path: '/api/console/chatSettings' },
  CONSOLE_SAVE_CHAT_SETTINGS: { ...editor, path: '/api/console/saveChatSettings' },
  CONSOLE_COOPERATION: { ...editor, path: '/api/console/cooperation' },
  CONSOLE_SAVE_COOPERATION: { ...editor, path: '/api/console/saveCooperation' },
} as const satisfies Record<string, Endpoint>;
