import { connect } from 'node:net';
import { crc32 } from 'node:zlib';
import { AuthType } from '@hall/contract/identity/rules';
import type { Envelope } from '@hall/contract/codes';
import { endpoints, OPERATION_NAMES } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentUploads, applicationFiles, invoiceFormPhotos } from '../db/schema.ts';
import { callAsAgent, logInAgent, openRecord } from '../test/agents.ts';
import { createJpegWithGps, hasGpsTag, SPOOFED_JPEG, toJpegDataUrl } from '../test/exif-images.ts';
import { JPEG_DATA_URL, PNG_DATA_URL } from '../test/images.ts';
import { personalOldInvoiceForm } from '../test/invoice-forms.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';
import { readImageDataUrl } from './image-upload.ts';
import { bodyLimitsOf } from './request-bodies.ts';
import { findMemberByToken } from './member-sessions.ts';

// Uploads over the limit are refused before the body is read;
// the type is decided by the bytes (SVG, HTML and polyglots refused); files get random names and
// live sealed in the database, never under the web root; only those who may see a file get it,
// always with nosniff.

let api: TestApp;
let baseUrl: string;
let dealerOneAgent: string;
let dealerTwoAgent: string;
let member: string;
let record: { uimId: string };

const PNG = Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64');
const JPEG = Buffer.from(JPEG_DATA_URL.split(',')[1] ?? '', 'base64');
const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG that is a valid image and carries HTML in a text chunk (a polyglot). */
function pngWithTextChunk(text: string): Buffer {
  const iendAt = PNG.length - 12;
  return Buffer.concat([PNG.subarray(0, iendAt), pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), PNG.subarray(iendAt)]);
}

/** A JPEG that is a valid image and carries HTML in a comment segment (a polyglot). */
function jpegWithComment(text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([JPEG.subarray(0, 2), segment, JPEG.subarray(2)]);
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** Images that must never be stored, each with what makes it hostile. */
const HOSTILE_IMAGES: [string, string][] = [
  ['SVG with a script, declared as PNG', dataUrl('image/png', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`))],
  ['HTML declared as JPEG', dataUrl('image/jpeg', Buffer.from(SCRIPT))],
  ['GIF declared as PNG', dataUrl('image/png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))],
  ['PNG signature followed by HTML', dataUrl('image/png', Buffer.concat([PNG.subarray(0, 8), Buffer.from(SCRIPT)]))],
  ['PNG with HTML appended after IEND', dataUrl('image/png', Buffer.concat([PNG, Buffer.from(SCRIPT)]))],
  ['PNG polyglot with HTML in a tEXt chunk', dataUrl('image/png', pngWithTextChunk(SCRIPT))],
  ['PNG polyglot with an SVG in a tEXt chunk', dataUrl('image/png', pngWithTextChunk('<svg onload=alert(1)>'))],
  ['truncated PNG', dataUrl('image/png', PNG.subarray(0, PNG.length - 20))],
  ['JPEG with HTML appended after EOI', dataUrl('image/jpeg', Buffer.concat([JPEG, Buffer.from(SCRIPT)]))],
  ['JPEG polyglot with HTML in a comment', dataUrl('image/jpeg', jpegWithComment(SCRIPT))],
  ['JPEG polyglot with javascript: in a comment', dataUrl('image/jpeg', jpegWithComment('javascript:alert(1)'))],
  ['PNG bytes declared as JPEG', dataUrl('image/jpeg', PNG)],
];

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  dealerOneAgent = await logInAgent(api, 'A10001');
  dealerTwoAgent = await logInAgent(api, 'B20001');
  member = await api.logInAs(DemoUser.UNBOUND);
  record = await openRecord(api, dealerOneAgent, '16610000003');
});
afterAll(() => api.close());

/** Sends only the headers and a little of a body that claims to be large; resolves with the reply the server gives. */
function sendOversizedHeaders(path: string, declaredBytes: number, headers: Record<string, string> = {}): Promise<{ reply: string; elapsedMs: number }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(Number(url.port), url.hostname);
    let reply = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no reply for ${path} within 10 s: the server waited for the body`));
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n\r\n') && reply.includes('}')) {
        socket.destroy();
        resolve({ reply, elapsedMs: Date.now() - startedAt });
      }
    });
    socket.on('error', reject);
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: ${declaredBytes}\r\n${extra}\r\n`);
    // A first piece of the body; the rest (megabytes) is never sent.
    socket.write(`{"image":"data:image/png;base64,${'A'.repeat(1024)}`);
  });
}

describe('upload size limits', () => {
  const uploadOperations = OPERATION_NAMES.filter((name) => (endpoints[name] as Endpoint).maxBodyBytes !== undefined);

  it('are declared on every upload operation; every other image-taking operation has its derived limit (at most 1 MiB)', () => {
    expect(uploadOperations.sort()).toEqual(['READ_ID_CARD', 'SIGNATURE_UPLOAD', 'UPLOAD_CARD', 'UP_LOAD_CARD'].sort());
  });

  it('refuse a body over the limit from its declared length, before reading it', async () => {
    for (const name of [...uploadOperations, 'SUBMIT_INVOICE' as const]) {
      const endpoint: Endpoint = endpoints[name];
      const limit = bodyLimitsOf(name).bytes;
      const { reply, elapsedMs } = await sendOversizedHeaders(endpoint.path, limit + 1, { 'x-agent-token': dealerOneAgent });
      expect(reply, name).toMatch(/^HTTP\/1\.1 413/);
      expect(JSON.parse(reply.slice(reply.indexOf('{')))).toEqual({ code: -100, msg: '请求内容过大', requestId: expect.any(String) });
      expect(elapsedMs, name).toBeLessThan(5000);
    }
  });

  it('refuse a 200 MB upload at once, and the server stays well', async () => {
    const { reply } = await sendOversizedHeaders(endpoints.SIGNATURE_UPLOAD.path, 200 * 1024 * 1024, { 'x-agent-token': dealerOneAgent });
    expect(reply).toContain('请求内容过大');
    expect((await callAsAgent(api, 'CHECK_WORK_NO_INFO', {}, dealerOneAgent)).code).toBe(1);
  });

  it('refuse a chunked body once it grows past the limit', async () => {
    const chunk = 'A'.repeat(256 * 1024);
    let sentBytes = 0;
    const limit = endpoints.SIGNATURE_UPLOAD.maxBodyBytes;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentBytes > limit * 4) {
          controller.close();
          return;
        }
        sentBytes += chunk.length;
        controller.enqueue(new TextEncoder().encode(sentBytes === chunk.length ? `{"image":"${chunk}` : chunk));
      },
    });
    const response = await fetch(`${baseUrl}${endpoints.SIGNATURE_UPLOAD.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-agent-token': dealerOneAgent },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => null);
    // Either the envelope arrives, or the server closes the connection on the oversized stream.
    if (response) {
      expect(await response.json()).toEqual({ code: -100, msg: '请求内容过大', requestId: expect.any(String) });
    }
    expect((await callAsAgent(api, 'CHECK_WORK_NO_INFO', {}, dealerOneAgent)).code).toBe(1);
  });
});

describe('image types, decided by the bytes', () => {
  it('accept real PNG and JPEG images', () => {
    expect(readImageDataUrl(PNG_DATA_URL)?.mimeType).toBe('image/png');
    expect(readImageDataUrl(JPEG_DATA_URL)?.mimeType).toBe('image/jpeg');
    expect(readImageDataUrl(JPEG_DATA_URL.replace('image/jpeg', 'image/jpg'))?.mimeType).toBe('image/jpeg');
  });

  it.each(HOSTILE_IMAGES)('refuse %s', (_label, image) => {
    expect(readImageDataUrl(image)).toBeNull();
  });

  it('refuse SVG and HTML data URLs by their declared type', () => {
    expect(readImageDataUrl(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`)).toBeNull();
    expect(readImageDataUrl(`data:text/html;base64,${Buffer.from(SCRIPT).toString('base64')}`)).toBeNull();
  });

  it('are checked by every upload operation: agent signature and joint photo', async () => {
    for (const name of ['SIGNATURE_UPLOAD', 'UPLOAD_CARD'] as const) {
      for (const [label, image] of HOSTILE_IMAGES) {
        const body = await callAsAgent(api, name, { image, uimId: record.uimId, consent: true, agreementVersion: 1 }, dealerOneAgent);
        expect(body.code, `${name}: ${label}`).toBe(-100);
      }
      const svg = await callAsAgent(
        api,
        name,
        { image: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`, uimId: record.uimId, consent: true, agreementVersion: 1 },
        dealerOneAgent,
      );
      expect(svg.code).toBe(-100);
    }
    const stored = await api.deps.db.select({ id: agentUploads.id }).from(agentUploads).where(eq(agentUploads.uimId, record.uimId));
    expect(stored).toEqual([]);
  });

  it('are checked by every upload operation: the transfer receiver signature', async () => {
    // The receiver's pending check, as TRANS_ACCT_T starts it for a transfer order.
    const memberId = (await findMemberByToken(api.deps.db, api.deps.memberSessions, member, api.deps.now()))?.id ?? 0;
    const started = await api.deps.identityChecks.start({
      memberId,
      authType: AuthType.TRANS_ACCT_T,
      ownerName: '测试',
      idNumber: '11010519491231002X',
      idHint: '31002X',
      consent: true,
      returnUrl: '/transAcctTForm',
    });
    for (const [label, image] of HOSTILE_IMAGES) {
      const body = await api.call('UP_LOAD_CARD', { image, biz_no: started.biz_no }, member);
      expect(body.code, label).toBe(-100);
    }
    expect(await api.deps.db.select().from(applicationFiles).where(eq(applicationFiles.bizNo, started.biz_no))).toEqual([]);
    expect(await api.call('UP_LOAD_CARD', { image: PNG_DATA_URL, biz_no: started.biz_no }, member)).toMatchObject({ code: 1 });
    const [file] = await api.deps.db.select().from(applicationFiles).where(eq(applicationFiles.bizNo, started.biz_no));
    // Sealed at rest: the database holds no readable signature.
    expect(file?.contentBase64).toMatch(/^b1\./);
    expect(file?.contentBase64).not.toContain(PNG.toString('base64').slice(0, 40));
  });

  it('are decoded by every upload operation: magic numbers with no image behind them are refused in Chinese, never with a 5xx', async () => {
    const spoof = toJpegDataUrl(SPOOFED_JPEG);
    expect(await callAsAgent(api, 'UPLOAD_CARD', { image: spoof, uimId: record.uimId, consent: true }, dealerOneAgent)).toMatchObject({
      code: -100,
      msg: '图片格式错误',
    });
    expect(await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: spoof, uimId: record.uimId, agreementVersion: 1 }, dealerOneAgent)).toMatchObject({
      code: -100,
      msg: '图片格式错误',
    });
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const form = personalOldInvoiceForm({ invoiceId: '1', code: '000000' });
    expect(await api.call('SUBMIT_INVOICE', { ...form, idCardBack: spoof }, token)).toMatchObject({ code: -100, msg: '身份证反面照片格式错误' });
    expect(await api.call('UP_LOAD_CARD', { image: spoof, biz_no: 'no-such-check' }, member)).toMatchObject({ code: -100 });
    expect(await api.deps.db.select({ id: agentUploads.id }).from(agentUploads).where(eq(agentUploads.uimId, record.uimId))).toEqual([]);
  });

  it('are checked by every upload operation: the old invoice form photos', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const form = personalOldInvoiceForm({ invoiceId: '1', code: '000000' });
    for (const [label, image] of HOSTILE_IMAGES) {
      const front = await api.call('SUBMIT_INVOICE', { ...form, idCardFront: image }, token);
      expect(front, label).toMatchObject({ code: -100, msg: '身份证正面照片格式错误' });
    }
    expect(await api.call('SUBMIT_INVOICE', { ...form, photo: HOSTILE_IMAGES[5]?.[1] }, token)).toMatchObject({ code: -100, msg: '手持身份证照片格式错误' });
    // A good form gets past the photos (to the SMS code, which is wrong here).
    expect(await api.call('SUBMIT_INVOICE', form, token)).toMatchObject({ code: -100 });
    expect((await api.call('SUBMIT_INVOICE', form, token)).msg).not.toContain('照片');
  });
});

describe('stored files', () => {
  let url: string;

  it('get random names, outside the web root, sealed in the database', async () => {
    const first = await callAsAgent(api, 'SIGNATURE_UPLOAD', { image: PNG_DATA_URL, uimId: record.uimId, agreementVersion: 1 }, dealerOneAgent);
    const second = await callAsAgent(api, 'UPLOAD_CARD', { image: JPEG_DATA_URL, uimId: record.uimId, consent: true }, dealerOneAgent);
    url = (first.data as { url: string }).url;
    const secondUrl = (second.data as { url: string }).url;
    expect(url).toMatch(/^\/api\/gzh\/files\/[\w-]{43}$/);
    expect(secondUrl).toMatch(/^\/api\/gzh\/files\/[\w-]{43}$/);
    expect(url).not.toBe(secondUrl);
    const rows = await api.deps.db.select().from(agentUploads).where(eq(agentUploads.uimId, record.uimId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.contentBase64).toMatch(/^b1\./);
      expect(row.contentBase64).not.toContain(PNG.toString('base64').slice(8, 40));
      expect(row.contentBase64).not.toContain(JPEG.toString('base64').slice(8, 40));
    }
    // Nothing under the web root or any other path serves it.
    const id = url.slice('/api/gzh/files/'.length);
    for (const path of [`/${id}`, `/uploads/${id}`, `/files/${id}`, `/assets/${id}`]) {
      const response = await api.app.inject({ method: 'GET', url: path });
      expect(response.headers['content-type'] ?? '').not.toMatch(/^image\//);
    }
  });

  it('are served only to agents of the dealer that uploaded them, with nosniff and no caching', async () => {
    const own = await api.app.inject({ method: 'GET', url, headers: { 'x-agent-token': dealerOneAgent } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    // The stored picture is the upload re-encoded: the same image, not the same bytes.
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const otherDealer = await api.app.inject({ method: 'GET', url, headers: { 'x-agent-token': dealerTwoAgent } });
    expect(otherDealer.statusCode).toBe(404);
    expect(otherDealer.body).not.toContain('PNG');
    const anonymous = await api.app.inject({ method: 'GET', url });
    expect(anonymous.json<Envelope>()).toMatchObject({ code: -101 });
    const subscriber = await api.app.inject({ method: 'GET', url, headers: { 'x-token': member, authorization: `Bearer ${member}` } });
    expect(subscriber.json<Envelope>()).toMatchObject({ code: -101 });
    const guessed = await api.app.inject({ method: 'GET', url: `${url.slice(0, -4)}AAAA`, headers: { 'x-agent-token': dealerOneAgent } });
    expect(guessed.statusCode).toBe(404);
  });

  it('keep no EXIF: a joint photo with a GPS position is served upright and without it', async () => {
    const photo = await createJpegWithGps();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const uploaded = await callAsAgent(api, 'UPLOAD_CARD', { image: toJpegDataUrl(photo), uimId: record.uimId, consent: true }, dealerOneAgent);
    expect(uploaded, uploaded.msg).toMatchObject({ code: 1 });
    const served = await api.app.inject({ method: 'GET', url: (uploaded.data as { url: string }).url, headers: { 'x-agent-token': dealerOneAgent } });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 32, height: 64 });
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('old invoice form photos are sealed at rest, and the detail never sends them back, not even to their owner', async () => {
    const owner = await api.logInAs(DemoUser.BOUND_NORMAL);
    const list = (await api.call('INVOICE_LIST', {}, owner)).data as { notInvoice: { id: string }[] };
    const month = list.notInvoice[0];
    expect(month).toBeDefined();
    expect((await api.call('SEND_SMS_CODE', { mobilePhone: '17012340001', type: '02' }, owner)).code).toBe(1);
    const submitted = await api.call(
      'SUBMIT_INVOICE',
      personalOldInvoiceForm({ invoiceId: month?.id, code: await api.readLatestSmsCode('17012340001'), idCardBack: PNG_DATA_URL }),
      owner,
    );
    expect(submitted, submitted.msg).toMatchObject({ code: 1 });
    const rows = await api.deps.db.select().from(invoiceFormPhotos);
    expect(rows.map((row) => row.kind).sort()).toEqual(['idCardBack', 'idCardFront']);
    for (const row of rows) {
      expect(row.dataUrl).toMatch(/^b1\./);
      expect(row.dataUrl).not.toContain('data:image');
    }
    const detail = await api.call('INVOICE_DETAIL', { invoiceId: month?.id ?? '' }, owner);
    expect(detail).toMatchObject({ code: 1, data: { invoiceType: 1, title: '张伟' } });
    expect(Object.keys(detail.data as object)).not.toEqual(expect.arrayContaining(['idCardFront']));
    expect(Object.keys(detail.data as object)).not.toEqual(expect.arrayContaining(['idCardBack']));
    expect(JSON.stringify(detail)).not.toContain('data:image');
    const stranger = await api.call('INVOICE_DETAIL', { invoiceId: month?.id ?? '' }, await api.logInAs(DemoUser.BOUND_OWING));
    expect(stranger.code).toBe(-100);
    expect(JSON.stringify(stranger)).not.toContain('data:image');
  });
});
