import type { OperationInput } from '@hall/contract/schemas';
import { call } from '../../shared/api/subscriber-client.ts';

export type SimReplacementForm = Omit<OperationInput<'CHANGE_CARD_FORM'>, 'biz_no'>;

/** CHANGE_CARD_FORM with the biz_no of the passed CHANGE_CARD check. */
export function applyForSimReplacement(bizNo: string, form: SimReplacementForm) {
  return call('CHANGE_CARD_FORM', { ...form, biz_no: bizNo }, { isSilent: true });
}
