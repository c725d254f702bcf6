import { CallDisplay } from '@hall/contract/package-change/rules';
import type { AppDeps } from '../deps.ts';

/**
 * False for a king-card package (Calldisplay 2) while the king-card switch (KING_CARD_TAB_ENABLED)
 * is off: the server leaves it out of the lists and refuses it, so the switch does not rest on the page.
 */
export function isOfferedCallDisplay(deps: Pick<AppDeps, 'config'>, callDisplay: number): boolean {
  return callDisplay !== CallDisplay.KING_CARD || deps.config.KING_CARD_TAB_ENABLED;
}
