import type { Endpoint } from '../operation.ts';

// The catalogue editors keep in the console (role editor): the hall's recharge products and the
// offers agents open numbers with, per system id.
const editor = { method: 'POST', access: 'staff', staffRoles: ['editor'] } as const;

export const consoleCatalogueEndpoints = {
  CONSOLE_RECHARGE_PRODUCTS: { ...editor, path: '/api/console/rechargeProducts' },
  CONSOLE_CREATE_RECHARGE_PRODUCT: { ...editor, path: '/api/console/createRechargeProduct' },
  CONSOLE_UPDATE_RECHARGE_PRODUCT: { ...editor, path: '/api/console/updateRechargeProduct' },
  CONSOLE_AGENT_OFFERS: { ...editor, path: '/api/console/agentOffers' },
  CONSOLE_CREATE_AGENT_OFFER: { ...editor, path: '/api/console/createAgentOffer' },
  CONSOLE_UPDATE_AGENT_OFFER: { ...editor, path: '/api/console/updateAgentOffer' },
} as const satisfies Record<string, Endpoint>;
