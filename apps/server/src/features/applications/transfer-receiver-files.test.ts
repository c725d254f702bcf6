import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgreementMessage } from '@hall/contract/agreements/rules';
import { applicationFiles, sandboxSmsOutbox, signedAgreements, staffUsers } from '../../db/schema.ts';
import { publishAgreement } from '../../domain/agreements.ts';
import { reencodeUploadedImage } from '../../platform/image-upload.ts';
import { openStoredBytes } from '../../platform/sealed-data.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { JPEG_DATA_URL as TEST_JPEG_DATA_URL } from '../../test/images.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// The transfer receiver's ID-and-SIM photo and the agreement version they sign: both kept with the
// receiver's check, the photo sealed at rest, the form refused without either, the reviewer shown both.

const PIN = '123456';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;
/** The photo the phone sends, and what the server keeps of it: the same picture re-encoded without metadata. */
const JPEG_DATA_URL = TEST_JPEG_DATA_URL;
const JPEG = (await reencodeUploadedImage(JPEG_DATA_URL))?.bytes ?? Buffer.alloc(0);
const RECEIVER = { receiverName: '陈晨', receiverIdCard: '11010519491231002X' };
/** Owners whose numbers are transferred here (this file's own database). */
const ZHANGWEI = { phone: '17012340001', idCard: '110105199003071234', name: '张伟' };
const LIUYANG = { phone: '17012340004', idCard: '510107200001018765', name: '刘洋' };
const WANGFANG = { phone: '17012340003', idCard: '310104199512125678', name: '王芳' };

let api: TestApp;
let receiver: string;
let auditor: string;

beforeAll(async () => {
  api = await createTestApp();
  receiver = await api.logInAs(DemoUser.UNBOUND);
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
});
afterAll(() => api.close());

const ok = (body: { code: number; msg: string; data?: unknown }) => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as Record<string, unknown>;
};

/** The owner's transfer out, then the receiver's started and passed check: its biz_no. */
async function receiveTransferOf(owner: { phone: string; idCard: string; name: string }, ownerUser: string): Promise<string> {
  const ownerToken = await api.logInAs(ownerUser);
  const started = ok(await api.call('TRANS_ACCT_S', { idCard: owner.idCard, name: owner.name, consent: true, returnUrl: '/transAcctSForm' }, ownerToken));
  await finishFaceCheck(api, String(started.url));
  const sent = ok(
    await api.call('TRANS_ACCT_S_FORM', { biz_no: started.biz_no, reason: '转给家人', mobilePhone: owner.phone, phonePassword: PIN }, ownerToken),
  );
  const [sms] = await api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, owner.phone)).orderBy(desc(sandboxSmsOutbox.id)).limit(1);
  const code = /过户验证码为([A-Z0-9]{6})/.exec(sms?.text ?? '')?.[1] ?? '';
  const check = ok(
    await api.call('TRANS_ACCT_T', { ...RECEIVER, idCard: String(sent.orderNo), name: code, consent: true, returnUrl: '/transAcctTForm' }, receiver),
  );
  await finishFaceCheck(api, String(check.url));
  return String(check.biz_no);
}

async function readFile(bizNo: string, kind: 'signature' | 'photo') {
  const [file] = await api.deps.db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.bizNo, bizNo), eq(applicationFiles.kind, kind)));
  return file;
}

async function readSignedVersion(bizNo: string): Promise<number | undefined> {
  const [row] = await api.deps.db
    .select()
    .from(signedAgreements)
    .where(and(eq(signedAgreements.kind, 'transfer'), eq(signedAgreements.subjectRef, bizNo)));
  return row?.version;
}

const submitForm = (bizNo: string) => api.call('TRANS_ACCT_T_FORM', { biz_no: bizNo, sparePhone: '13800138000' }, receiver);

describe('the transfer receiver signs the agreement in force and uploads the ID-and-SIM photo', () => {
  let bizNo = '';

  it('answers the transfer agreement in force, version 1 from the migration', async () => {
    const agreement = ok(await api.call('TRANSFER_AGREEMENT', {}, receiver));
    expect(agreement).toMatchObject({ version: 1, title: '客户入网服务协议' });
    expect(agreement.paragraphs).toContain('一、协议双方');
  });

  it('refuses a photo that is not an image or is too large, and stores nothing', async () => {
    bizNo = await receiveTransferOf(ZHANGWEI, DemoUser.BOUND_NORMAL);
    const notImage = `data:image/jpeg;base64,${Buffer.from('GIF89a pretending to be a jpeg').toString('base64')}`;
    expect(await api.call('UP_LOAD_CARD', { image: notImage, biz_no: bizNo, fileKind: 'photo' }, receiver)).toMatchObject({
      code: -100,
      msg: '图片格式错误，请上传PNG或JPEG图片',
    });
    const large = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1.6 * 1024 * 1024)]).toString('base64')}`;
    expect(await api.call('UP_LOAD_CARD', { image: large, biz_no: bizNo, fileKind: 'photo' }, receiver)).toMatchObject({ code: -100 });
    expect(await api.call('UP_LOAD_CARD', { image: JPEG_DATA_URL, biz_no: bizNo, fileKind: 'passport' }, receiver)).toMatchObject({
      code: -100,
      msg: '文件类型无效',
    });
    expect(await readFile(bizNo, 'photo')).toBeUndefined();
  });

  it('keeps the photo sealed at rest: the stored text is not the image, opening it gives the stored photo back', async () => {
    ok(await api.call('UP_LOAD_CARD', { image: JPEG_DATA_URL, biz_no: bizNo, fileKind: 'photo' }, receiver));
    const file = await readFile(bizNo, 'photo');
    expect(file).toMatchObject({ kind: 'photo', mimeType: 'image/jpeg', sizeBytes: JPEG.length });
    expect(file?.contentBase64).not.toBe(JPEG.toString('base64'));
    expect(file?.contentBase64).not.toContain(JPEG.toString('base64').slice(0, 16));
    expect(openStoredBytes(api.deps.secretKey, file?.contentBase64 ?? '', 'base64')?.equals(JPEG)).toBe(true);
  });

  it('refuses the form until the signature names the agreement version read', async () => {
    // The spec's call (no fileKind) is the signature; without a version no agreement is recorded.
    ok(await api.call('UP_LOAD_CARD', { image: PNG_DATA_URL, biz_no: bizNo }, receiver));
    expect(await readFile(bizNo, 'signature')).toMatchObject({ kind: 'signature', mimeType: 'image/png' });
    expect(await submitForm(bizNo)).toMatchObject({ code: -100, msg: '请先阅读并签署入网协议' });
  });

  it('records the agreement version with the signature', async () => {
    ok(await api.call('UP_LOAD_CARD', { image: PNG_DATA_URL, biz_no: bizNo, fileKind: 'signature', agreementVersion: 1 }, receiver));
    expect(await readSignedVersion(bizNo)).toBe(1);
    ok(await submitForm(bizNo));
  });

  it('refuses the form without the photo', async () => {
    const photoless = await receiveTransferOf(LIUYANG, DemoUser.BOUND_NOT_REAL_NAME);
    ok(await api.call('UP_LOAD_CARD', { image: PNG_DATA_URL, biz_no: photoless, agreementVersion: 1 }, receiver));
    expect(await submitForm(photoless)).toMatchObject({ code: -100, msg: '请先上传身份证国徽面与SIM卡合照' });
  });

  it('refuses a signature under an outdated version and saves nothing; the version in force is accepted', async () => {
    const [admin] = await api.deps.db.select().from(staffUsers).where(eq(staffUsers.username, DemoStaff.ADMIN));
    await publishAgreement(api.deps.db, {
      kind: 'transfer',
      title: '客户入网服务协议（修订）',
      body: '一、修订后的条款',
      staffId: admin?.id ?? 0,
      at: api.deps.now(),
    });
    const later = await receiveTransferOf(WANGFANG, DemoUser.BOUND_OWING);
    expect(await api.call('UP_LOAD_CARD', { image: PNG_DATA_URL, biz_no: later, agreementVersion: 1 }, receiver)).toMatchObject({
      code: -100,
      msg: AgreementMessage.OUTDATED,
    });
    expect(await readFile(later, 'signature')).toBeUndefined();
    expect(await readSignedVersion(later)).toBeUndefined();
    expect(ok(await api.call('TRANSFER_AGREEMENT', {}, receiver))).toMatchObject({ version: 2, paragraphs: ['一、修订后的条款'] });
    ok(await api.call('UP_LOAD_CARD', { image: PNG_DATA_URL, biz_no: later, agreementVersion: 2 }, receiver));
    expect(await readSignedVersion(later)).toBe(2);
    // The earlier receiver signed version 1, and keeps it.
    expect(await readSignedVersion(bizNo)).toBe(1);
  });

  it('shows the reviewer the photo beside the signature and the version signed, unchanged by the later edit', async () => {
    const list = await callAsStaff(api, 'CONSOLE_REVIEW_LIST', auditor, { kind: 'transferIn' });
    const item = (list.data as { list: { id: string; phone: string }[] }).list.find((entry) => entry.phone === '170****0001');
    const detail = await callAsStaff(api, 'CONSOLE_REVIEW_DETAIL', auditor, { kind: 'transferIn', id: item?.id ?? '' });
    const data = detail.data as { fields: { label: string; value: string }[]; attachments: { label: string; url: string }[] };
    expect(data.fields).toContainEqual({ label: '入网协议', value: '第1版' });
    // The ID checked by face is the receiver's own, masked, not the order number or a bare hint.
    expect(data.fields).toContainEqual({ label: '证件号码', value: '1101**********002X' });
    expect(data.attachments.map((attachment) => attachment.label).sort()).toEqual(['电子签名', '证件照片'].sort());
    const photoUrl = data.attachments.find((attachment) => attachment.label === '证件照片')?.url ?? '';
    const photo = await api.app.inject({ method: 'GET', url: photoUrl, headers: { cookie: auditor } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(JPEG)).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(403);
  });
});
