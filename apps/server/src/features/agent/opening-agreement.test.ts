import { AgreementMessage } from '@hall/contract/agreements/rules';
import type { Envelope } from '@hall/contract/codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedAgreements } from '../../db/schema.ts';
import { findSignedAgreement } from '../../domain/agreements.ts';
import { callAsAgent } from '../../test/agents.ts';
import { PNG_DATA_URL } from '../../test/images.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import type { TestApp } from '../../test/test-app.ts';
import { passRealName, prepareOpening, saveRecord, startWithDemoAgents, submitOpening } from './agent-test-steps.ts';
import { createOpeningReviewKind } from './opening.review-kind.ts';

// The opening's network-access agreement: the customer reads the version in force, the signature
// records that version, a later edit publishes a new version and leaves what was signed unchanged.

let api: TestApp;
let agent: string;
let editor: string;

beforeAll(async () => {
  const started = await startWithDemoAgents();
  api = started.api;
  agent = started.fundPoolAgent;
  editor = await logInStaff(api, DemoStaff.EDITOR);
});
afterAll(() => api.close());

async function readAgreement(): Promise<{ version: number; title: string; paragraphs: string[] }> {
  const body = await callAsAgent(api, 'OPENING_AGREEMENT', {}, agent);
  expect(body.code).toBe(1);
  return body.data as { version: number; title: string; paragraphs: string[] };
}

function publish(title: string, body: string): Promise<Envelope> {
  return callAsStaff(api, 'CONSOLE_PUBLISH_AGREEMENT', editor, { kind: 'opening', title, body });
}

describe('OPENING_AGREEMENT', () => {
  it('answers the version in force with its paragraphs, to agents only', async () => {
    expect(await readAgreement()).toMatchObject({
      version: 1,
      title: '客户入网服务协议',
      paragraphs: expect.arrayContaining([expect.stringMatching(/^一、/)]),
    });
    expect(await callAsAgent(api, 'OPENING_AGREEMENT', {})).toMatchObject({ code: -101 });
  });
});

describe('the signed agreement of an opening', () => {
  it('records the version the signature was given under, and refuses a signature without one', async () => {
    const saved = await saveRecord(api, '16610000015', agent, { openCardLocation: 2 });
    const { uimId } = saved.data as { uimId: string };
    expect(await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId }, agent)).toMatchObject({ code: -100, msg: '请先阅读入网协议' });
    expect(await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId, agreementVersion: 1 }, agent)).toMatchObject({ code: 1 });
    expect(await findSignedAgreement(api.deps.db, 'opening', uimId)).toMatchObject({ version: 1 });
  });

  it('refuses to submit an opening whose signature recorded no agreement', async () => {
    const record = await prepareOpening(api, '16610000016', agent);
    await api.deps.db.delete(signedAgreements).where(and(eq(signedAgreements.kind, 'opening'), eq(signedAgreements.subjectRef, record.uimId)));
    const { bizId } = await passRealName(api, '16610000016', record.recordNumber, agent);
    expect(await submitOpening(api, '16610000016', record, bizId, agent)).toMatchObject({ code: -2, msg: '请先完成入网协议签署' });
    expect(await api.deps.boss.findSubscriber('16610000016')).toBeNull();
  });

  it('keeps the signed version and its text when a new version is published; a new signature must use the new one', async () => {
    const record = await prepareOpening(api, '16610000017', agent);
    const v1 = await readAgreement();
    expect((await publish('客户入网服务协议（修订）', '一、修订后的第一条。\n二、修订后的第二条。')).code).toBe(1);
    const v2 = await readAgreement();
    expect(v2).toEqual({ version: v1.version + 1, title: '客户入网服务协议（修订）', paragraphs: ['一、修订后的第一条。', '二、修订后的第二条。'] });

    const { bizId } = await passRealName(api, '16610000017', record.recordNumber, agent);
    expect(await submitOpening(api, '16610000017', record, bizId, agent)).toMatchObject({ code: 1 });
    const signed = await findSignedAgreement(api.deps.db, 'opening', record.uimId);
    expect(signed).toMatchObject({ version: v1.version, title: v1.title });
    expect(signed?.body).toContain(v1.paragraphs[0]);
    const detail = await createOpeningReviewKind(api.deps.secretKey).readDetail(api.deps.db, record.uimId);
    expect(detail?.fields).toContainEqual({ label: '入网协议', value: `第${v1.version}版` });

    // A customer who read the old text signs again after reading the new one.
    const other = await saveRecord(api, '16610000018', agent, { openCardLocation: 2 });
    const { uimId } = other.data as { uimId: string };
    expect(await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId, agreementVersion: v1.version }, agent)).toMatchObject({
      code: -100,
      msg: AgreementMessage.OUTDATED,
    });
    expect(await findSignedAgreement(api.deps.db, 'opening', uimId)).toBeNull();
    expect(await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId, agreementVersion: v2.version }, agent)).toMatchObject({ code: 1 });
    expect(await findSignedAgreement(api.deps.db, 'opening', uimId)).toMatchObject({ version: v2.version, title: v2.title });
  });
});
