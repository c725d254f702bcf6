import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { applyForSimReplacement, startSimReplacementCheck } from './sim.service.ts';

export function createSimHandlers(deps: AppDeps): HandlerTable<'CHANGE_CARD' | 'CHANGE_CARD_FORM'> {
  return {
    CHANGE_CARD: ({ member, input }) => startSimReplacementCheck(deps, member, input),
    CHANGE_CARD_FORM: ({ member, input }) => applyForSimReplacement(deps, member, input),
  };
}
