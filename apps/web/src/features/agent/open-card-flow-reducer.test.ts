import { OpenCardStep } from '@hall/contract/agent/rules';
import type { Offer, OpenCardRecord } from '@hall/contract/agent/opening-schemas';
import { describe, expect, it } from 'vitest';
import { initialOpenCardState, openCardReducer, resumeTargetOf, type OpenCardAction, type OpenCardState } from './open-card-flow-reducer.ts';

// The opening's transitions: a step is reached only by its own move, the package step never after
// a save (a fee is paid on its own page), a resumed record lands where it stopped, the header's
// back returns to step 0 only from the middle steps, and starting again keeps what was typed.

const RECORD = {
  uimId: '89860166100000010001',
  cityCode: '360',
  serviceId: '16610000001',
  openCardLocation: OpenCardStep.PHOTO,
  sumFee: 0,
  rechargeFlag: 'nopay',
} as OpenCardRecord;
const OFFER = { prodOfferId: '1354122', prodOfferName: '标准卡A套餐', sumFee: 0 } as Offer;

function run(actions: OpenCardAction[], state: OpenCardState = initialOpenCardState(false)): OpenCardState {
  return actions.reduce(openCardReducer, state);
}

describe('openCardReducer', () => {
  it('starts at step 0, waiting for a scanned code to load only when there is one', () => {
    expect(initialOpenCardState(false)).toMatchObject({ step: OpenCardStep.FILL, isScanReady: true, linkProblem: null });
    expect(initialOpenCardState(true).isScanReady).toBe(false);
    const loaded = run([{ type: 'scanLoaded', phone: '16630000003', cardNo: '89860166300000030003' }], initialOpenCardState(true));
    expect(loaded).toMatchObject({ isScanReady: true, fields: { phone: '16630000003', cardLast7: '0030003' } });
  });

  it('shows the offers from step 0 only', () => {
    const shown = run([{ type: 'offersFound', offers: [OFFER] }]);
    expect(shown).toMatchObject({ step: OpenCardStep.PACKAGE, offers: [OFFER] });
    const atAgreement = run([{ type: 'stepSaved', step: OpenCardStep.AGREEMENT }]);
    expect(openCardReducer(atAgreement, { type: 'offersFound', offers: [OFFER] })).toBe(atAgreement);
  });

  it('shows a saved step, but never the package step after a save', () => {
    expect(run([{ type: 'stepSaved', step: OpenCardStep.PHOTO }]).step).toBe(OpenCardStep.PHOTO);
    expect(run([{ type: 'stepSaved', step: OpenCardStep.PACKAGE }]).step).toBe(OpenCardStep.FILL);
  });

  it('resumes a record at its step with its number, and stays put while its fee is owed', () => {
    const resumed = run([{ type: 'recordResumed', record: RECORD }]);
    expect(resumed).toMatchObject({
      step: OpenCardStep.PHOTO,
      opening: { uimId: RECORD.uimId, cityCode: '360', cityName: '' },
      fields: { phone: RECORD.serviceId, cardLast7: '0010001' },
    });
    const owing = { ...RECORD, openCardLocation: OpenCardStep.PACKAGE, sumFee: 5000, rechargeFlag: 'start' } as OpenCardRecord;
    expect(run([{ type: 'recordResumed', record: owing }]).step).toBe(OpenCardStep.FILL);
  });

  it('goes back to step 0 from the middle steps only', () => {
    for (const step of [OpenCardStep.PACKAGE, OpenCardStep.AGREEMENT, OpenCardStep.PHOTO]) {
      expect(run([{ type: 'stepSaved', step }, { type: 'wentBack' }]).step).toBe(OpenCardStep.FILL);
    }
    const atRealName = run([{ type: 'stepSaved', step: OpenCardStep.REAL_NAME }]);
    expect(openCardReducer(atRealName, { type: 'wentBack' })).toBe(atRealName);
  });

  it('keeps the drafts when going back, and clears them, the number and the offers when starting again', () => {
    const signed = run([
      { type: 'fieldsChanged', changes: { phone: '16610000001', cardLast7: '0010001' } },
      { type: 'numberFound', opening: { uimId: RECORD.uimId, cityCode: '360', cityName: '南昌' } },
      { type: 'offersFound', offers: [OFFER] },
      { type: 'stepSaved', step: OpenCardStep.AGREEMENT },
      { type: 'draftsChanged', changes: { isAgreementRead: true, isAgreed: true, signature: 'data:image/png;base64,AAAA' } },
    ]);
    expect(openCardReducer(signed, { type: 'wentBack' }).drafts.signature).toBe('data:image/png;base64,AAAA');
    const restarted = openCardReducer(signed, { type: 'restarted' });
    expect(restarted).toMatchObject({ step: OpenCardStep.FILL, opening: null, offers: [], drafts: { isAgreed: false, signature: null } });
    expect(restarted.fields.phone).toBe('16610000001');
    expect(openCardReducer(signed, { type: 'finished' }).fields).toEqual({ phone: '', cardLast7: '', sparePhone: '' });
  });

  it('shows the real-name step on the way back from it, then the number its record holds', () => {
    const back = run([{ type: 'realNameReturned' }, { type: 'recordRead', record: RECORD }]);
    expect(back).toMatchObject({ step: OpenCardStep.REAL_NAME, opening: { uimId: RECORD.uimId }, fields: { phone: RECORD.serviceId, cardLast7: '' } });
  });
});

describe('resumeTargetOf', () => {
  it('sends a fee not yet paid to the payment page, a paid one and earlier locations to the agreement', () => {
    const atPackage = { ...RECORD, openCardLocation: OpenCardStep.PACKAGE };
    expect(resumeTargetOf({ ...atPackage, sumFee: 5000, rechargeFlag: 'start' })).toBe('payment');
    expect(resumeTargetOf({ ...atPackage, sumFee: 5000, rechargeFlag: 'finish' })).toBe(OpenCardStep.AGREEMENT);
    expect(resumeTargetOf(atPackage)).toBe(OpenCardStep.AGREEMENT);
    expect(resumeTargetOf({ ...RECORD, openCardLocation: OpenCardStep.REAL_NAME })).toBe(OpenCardStep.REAL_NAME);
  });
});
