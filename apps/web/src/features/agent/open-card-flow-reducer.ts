import { CARD_LAST_DIGITS, OpenCardStep, RechargeFlag, type OpenCardStepValue } from '@hall/contract/agent/rules';
import type { Offer, OpenCardRecord } from '@hall/contract/agent/opening-schemas';

// The opening's state as one reducer: the step shown, what each step has collected, and the moves
// between steps with their guards. The hook (use-open-card-flow.ts) does the calls, the storage and
// the navigation, and dispatches what they found; the step components dispatch what the agent did.

/** What the agent types on step 0. */
export interface NumberFields {
  phone: string;
  cardLast7: string;
  sparePhone: string;
}

/** The number being opened, as step 0's lookup (or the resumed record) found it. */
export interface Opening {
  uimId: string;
  cityCode: string;
  cityName: string;
}

/** What the agent has done on the agreement and photo steps: kept when going back to step 0, cleared when the opening starts again. */
export interface StepDrafts {
  isAgreementRead: boolean;
  isAgreed: boolean;
  signature: string | null;
  photo: string | null;
}

export interface OpenCardState {
  step: OpenCardStepValue;
  fields: NumberFields;
  opening: Opening | null;
  /** Step 1's offers, found by step 0. */
  offers: Offer[];
  drafts: StepDrafts;
  /** A scanned code's number and card have been read (always true without a scanned code). */
  isScanReady: boolean;
  /** Why this entry cannot open a card (no link parameter, a scanned code that does not load): the page shows it instead of the form. */
  linkProblem: string | null;
}

export type OpenCardAction =
  /** The agent typed on step 0, or the flow filled a stored or resumed number. */
  | { type: 'fieldsChanged'; changes: Partial<NumberFields> }
  /** The agent read, agreed, signed or took the photo. */
  | { type: 'draftsChanged'; changes: Partial<StepDrafts> }
  /** Step 0's lookup found the number. */
  | { type: 'numberFound'; opening: Opening }
  /** Step 0's checks passed: the package step shows the offers. */
  | { type: 'offersFound'; offers: Offer[] }
  /** The server saved the next step's location: show it. */
  | { type: 'stepSaved'; step: OpenCardStepValue }
  /** An opening already recorded: its number, and the step it stopped at unless it still owes its fee. */
  | { type: 'recordResumed'; record: OpenCardRecord }
  /** Back from the real-name service: its step, before the record is read again. */
  | { type: 'realNameReturned' }
  /** The record read again on the way back from the real-name service. */
  | { type: 'recordRead'; record: OpenCardRecord }
  /** A scanned code's number and card, read-only from now on. */
  | { type: 'scanLoaded'; phone: string; cardNo: string }
  | { type: 'linkRefused'; problem: string }
  /** The header's back on a middle step. */
  | { type: 'wentBack' }
  /** The opening cannot go on (no record, a failed save, the server's RESTART): step 0, keeping what was typed. */
  | { type: 'restarted' }
  /** The opening was submitted: step 0 with nothing typed. */
  | { type: 'finished' };

const EMPTY_FIELDS: NumberFields = { phone: '', cardLast7: '', sparePhone: '' };
const EMPTY_DRAFTS: StepDrafts = { isAgreementRead: false, isAgreed: false, signature: null, photo: null };

export function initialOpenCardState(isScanned: boolean): OpenCardState {
  return { step: OpenCardStep.FILL, fields: EMPTY_FIELDS, opening: null, offers: [], drafts: EMPTY_DRAFTS, isScanReady: !isScanned, linkProblem: null };
}

/**
 * Where a recorded opening resumes (spec: locations 1-4, rechargeFlag start/finish/nopay): a
 * package with a fee goes to the payment page until it is paid, then to the agreement; an earlier
 * location to the agreement, a later one to its own step.
 */
export function resumeTargetOf(record: OpenCardRecord): OpenCardStepValue | 'payment' {
  if (record.openCardLocation === OpenCardStep.PACKAGE && record.sumFee > 0) {
    return record.rechargeFlag === RechargeFlag.FINISH ? OpenCardStep.AGREEMENT : 'payment';
  }
  return record.openCardLocation <= OpenCardStep.PACKAGE ? OpenCardStep.AGREEMENT : (record.openCardLocation as OpenCardStepValue);
}

/** The header's back returns to step 0 from the middle steps; from the first and the last it leaves the flow. */
export function isBackToFirstStep(step: OpenCardStepValue): boolean {
  return step > OpenCardStep.FILL && step < OpenCardStep.REAL_NAME;
}

function openingOf(record: OpenCardRecord): Opening {
  return { uimId: record.uimId, cityCode: record.cityCode, cityName: '' };
}

export function openCardReducer(state: OpenCardState, action: OpenCardAction): OpenCardState {
  switch (action.type) {
    case 'fieldsChanged':
      return { ...state, fields: { ...state.fields, ...action.changes } };
    case 'draftsChanged':
      return { ...state, drafts: { ...state.drafts, ...action.changes } };
    case 'numberFound':
      return { ...state, opening: action.opening };
    case 'offersFound':
      // Only step 0's checks lead to the package step.
      return state.step === OpenCardStep.FILL ? { ...state, offers: action.offers, step: OpenCardStep.PACKAGE } : state;
    case 'stepSaved':
      // The package step with a fee is paid on the payment page, never shown after a save.
      return action.step === OpenCardStep.PACKAGE ? state : { ...state, step: action.step };
    case 'recordResumed': {
      const target = resumeTargetOf(action.record);
      const resumed = {
        ...state,
        opening: openingOf(action.record),
        fields: { ...state.fields, phone: action.record.serviceId, cardLast7: action.record.uimId.slice(-CARD_LAST_DIGITS) },
      };
      return target === 'payment' ? resumed : { ...resumed, step: target };
    }
    case 'realNameReturned':
      return { ...state, step: OpenCardStep.REAL_NAME };
    case 'recordRead':
      return { ...state, opening: openingOf(action.record), fields: { ...state.fields, phone: action.record.serviceId } };
    case 'scanLoaded':
      return { ...state, fields: { ...state.fields, phone: action.phone, cardLast7: action.cardNo.slice(-CARD_LAST_DIGITS) }, isScanReady: true };
    case 'linkRefused':
      return { ...state, linkProblem: action.problem };
    case 'wentBack':
      return isBackToFirstStep(state.step) ? { ...state, step: OpenCardStep.FILL } : state;
    case 'restarted':
      return { ...state, step: OpenCardStep.FILL, opening: null, offers: [], drafts: EMPTY_DRAFTS };
    case 'finished':
      return { ...state, step: OpenCardStep.FILL, opening: null, offers: [], drafts: EMPTY_DRAFTS, fields: EMPTY_FIELDS };
  }
}
