import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { SharedServices } from '../../platform/shared-services.ts';
import { applyForSimReplacement, startSimReplacementCheck } from './sim.service.ts';

export function createSimHandlers(deps: AppDeps, shared: SharedServices): HandlerTable<'CHANGE_CARD' | 'CHANGE_CARD_FORM'> {
  return {
    CHANGE_CARD: ({ member, input }) => startSimReplacementCheck(shared, member, input),
    CHANGE_CARD_FORM: ({ member, input }) => applyForSimReplacement(deps, shared, member, input),
  };
}
