import { CONSENT_NOTICES, CONSENT_REQUIRED_MESSAGE } from '@hall/contract/consent';
import { OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import { schemas } from '@hall/contract/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { agentUploads, identityChecks, invoiceFormPhotos, personalDataConsents } from '../db/schema.ts';
import { callAsAgent, logInAgent, openRecord, saveRealNameStep } from '../test/agents.ts';
import { JPEG_DATA_URL, PNG_DATA_URL } from '../test/images.ts';
import { personalOldInvoiceForm } from '../test/invoice-forms.ts';
import { issueRealNameLink } from '../test/real-name-orders.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';

// Separate consent (PIPL art. 29): a face check or an ID photo is
// collected only after the person agreed to its notice, and the agreement is recorded with the
// notice version in the same transaction as the collection.

let api: TestApp;
let member: string;
let agent: string;

beforeAll(async () => {
  api = await createTestApp();
  member = await api.logInAs(DemoUser.BOUND_NORMAL);
  agent = await logInAgent(api, 'A10001');
});
afterAll(() => api.close());

const consentsOf = (subjectRef: string) => api.deps.db.select().from(personalDataConsents).where(eq(personalDataConsents.subjectRef, subjectRef));

function requestShape(name: OperationName): Record<string, unknown> {
  return (schemas[name].request as z.ZodObject).shape;
}

describe('operations that collect a face image or an ID photo', () => {
  it('are every identity-check start, the agent real-name starts, the joint photo, the ID card reading and the old invoice form', () => {
    const withConsent = OPERATION_NAMES.filter((name) => 'consent' in requestShape(name));
    const faceStarts = OPERATION_NAMES.filter((name) => {
      const shape = requestShape(name);
      const response = schemas[name].response as z.ZodType;
      return 'returnUrl' in shape && response.safeParse({ biz_no: 'BZ1', url: '/x', token: 't' }).success;
    });
    expect(faceStarts.length).toBeGreaterThanOrEqual(12);
    expect(withConsent.sort()).toEqual([...faceStarts, 'UPLOAD_CARD', 'READ_ID_CARD', 'SUBMIT_INVOICE'].sort());
  });

  it('refuse a request without consent, naming what to do', () => {
    for (const name of OPERATION_NAMES.filter((operation) => 'consent' in requestShape(operation) && operation !== 'SUBMIT_INVOICE')) {
      const result = schemas[name].request.safeParse({ consent: false });
      expect(result.success, name).toBe(false);
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === 'consent');
      expect(issue?.message, name).toBe(CONSENT_REQUIRED_MESSAGE);
    }
  });
});

describe("a subscriber's face check", () => {
  const lookup = { idCardNumber: '071234', name: '张伟', returnUrl: '/card' };

  it('is not started without consent, and nothing is stored', async () => {
    const before = await api.deps.db.select().from(identityChecks);
    expect(await api.call('QUERY_PHONE', lookup, member)).toMatchObject({ code: -100, msg: CONSENT_REQUIRED_MESSAGE });
    expect(await api.call('QUERY_PHONE', { ...lookup, consent: 'yes' }, member)).toMatchObject({ code: -100, msg: CONSENT_REQUIRED_MESSAGE });
    expect(await api.deps.db.select().from(identityChecks)).toHaveLength(before.length);
  });

  it('records the consent with the notice version, the member and the check it allowed', async () => {
    const started = await api.call('QUERY_PHONE', { ...lookup, consent: true }, member);
    expect(started.code).toBe(1);
    const bizNo = (started.data as { biz_no: string }).biz_no;
    const [consent] = await consentsOf(bizNo);
    expect(consent).toMatchObject({ purpose: 'faceCheck', noticeVersion: CONSENT_NOTICES.faceCheck.version, dealerId: null });
    expect(consent?.memberId).toBeGreaterThan(0);
  });

  it('of a scanned link without login records a consent without a member', async () => {
    const orderId = await issueRealNameLink(api, '17012340004');
    const started = await api.call('NEW_TRANS_ACCT_T', { id: orderId, returnUrl: '/realNameLinkForm', consent: true });
    expect(started, started.msg).toMatchObject({ code: 1 });
    const [consent] = await consentsOf((started.data as { biz_no: string }).biz_no);
    expect(consent).toMatchObject({ purpose: 'faceCheck', memberId: null });
  });
});

describe('a card opening', () => {
  it("records the customer's consent, taken on the agent's screen, for the joint photo and the real-name check", async () => {
    const record = await openRecord(api, agent, '16610000004');
    expect(await callAsAgent(api, 'UPLOAD_CARD', { image: JPEG_DATA_URL, uimId: record.uimId }, agent)).toMatchObject({
      code: -100,
      msg: CONSENT_REQUIRED_MESSAGE,
    });
    expect(await api.deps.db.select().from(agentUploads).where(eq(agentUploads.uimId, record.uimId))).toEqual([]);

    const photo = await callAsAgent(api, 'UPLOAD_CARD', { image: JPEG_DATA_URL, uimId: record.uimId, consent: true }, agent);
    expect(photo.code).toBe(1);
    expect(await consentsOf(record.uimId)).toMatchObject([{ purpose: 'idPhoto', noticeVersion: CONSENT_NOTICES.idPhoto.version, workNo: 'A10001' }]);

    const paid = await callAsAgent(
      api,
      'FUND_POOL_RECHARGE',
      { service_id: record.serviceId, recordNumber: record.recordNumber, pay_fee: record.sumFee },
      agent,
    );
    expect(paid, paid.msg).toMatchObject({ code: 1 });
    const signature = await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId: record.uimId, agreementVersion: 1 }, agent);
    const saved = await saveRealNameStep(api, agent, record, {
      netSignUrl: (signature.data as { url: string }).url,
      togetherUrl: (photo.data as { url: string }).url,
    });
    expect(saved, saved.msg).toMatchObject({ code: 1 });
    const start = { serviceId: record.serviceId, recordNumber: record.recordNumber, returnUrl: '/OpenCard' };
    expect(await callAsAgent(api, 'GET_URL', start, agent)).toMatchObject({ code: -100, msg: CONSENT_REQUIRED_MESSAGE });
    const realName = await callAsAgent(api, 'GET_URL', { ...start, consent: true }, agent);
    expect(realName, realName.msg).toMatchObject({ code: 1 });
    const [consent] = await consentsOf((realName.data as { biz_no: string }).biz_no);
    expect(consent).toMatchObject({ purpose: 'faceCheck', workNo: 'A10001', memberId: null });
    expect(consent?.dealerId).toBeTruthy();
  });
});

describe('the old invoice form with ID card photos', () => {
  it('is refused without consent, and records it with the invoice', async () => {
    const list = (await api.call('INVOICE_LIST', {}, member)).data as { notInvoice: { id: string }[] };
    const form = personalOldInvoiceForm({ invoiceId: list.notInvoice[0]?.id, code: '', consent: undefined });
    api.advanceSeconds(61);
    expect((await api.call('SEND_SMS_CODE', { mobilePhone: '17012340001', type: '02' }, member)).code).toBe(1);
    const code = await api.readLatestSmsCode('17012340001');
    expect(await api.call('SUBMIT_INVOICE', { ...form, code }, member)).toMatchObject({ code: -100, msg: CONSENT_REQUIRED_MESSAGE });
    expect(await api.deps.db.select().from(invoiceFormPhotos)).toEqual([]);

    expect(await api.call('SUBMIT_INVOICE', { ...form, code, consent: true }, member)).toMatchObject({ code: 1 });
    const [photo] = await api.deps.db.select({ invoiceId: invoiceFormPhotos.invoiceId }).from(invoiceFormPhotos).limit(1);
    expect(await consentsOf(String(photo?.invoiceId))).toMatchObject([{ purpose: 'idPhoto', noticeVersion: CONSENT_NOTICES.idPhoto.version }]);
  });
});
