import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { readQrCode, recordPromiseVideoByQrCode } from '../../test/qr-code.ts';

let api: TestApp;
let token: string;

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.UNBOUND);
});
afterAll(() => api.close());

describe('QUERY_PHONE (card lookup start)', () => {
  it('answers -106 with a ticket, never the number, when a promise video is still missing', async () => {
    const body = await api.call('QUERY_PHONE', { idCardNumber: '062222', name: '周杰', consent: true, returnUrl: '/card' }, token);
    expect(body).toMatchObject({ code: -106, msg: '请继续完成承诺视频', data: { ticket: expect.any(String) } });
    expect(JSON.stringify(body)).not.toMatch(/1701234\d{4}|0009/);
  });

  it('starts the check for an identity without pending videos', async () => {
    expect(await api.call('QUERY_PHONE', { idCardNumber: '071234', name: '张伟', consent: true, returnUrl: '/card' }, token)).toMatchObject({ code: 1 });
  });
});

describe('CPDEIMG', () => {
  it('answers the QR image of the promise video for a pending number', async () => {
    const body = await api.call('CPDEIMG', { serviceId: '17012340009' }, token);
    expect(body.code).toBe(1);
    expect((body.data as { image: string }).image).toMatch(/^data:image\/png;base64,/);
  });

  it('answers the QR image for the ticket of a card lookup, whose code carries a ticket, not the number', async () => {
    const lookup = await api.call('QUERY_PHONE', { idCardNumber: '062222', name: '周杰', consent: true, returnUrl: '/card' }, token);
    const { ticket } = lookup.data as { ticket: string };
    const body = await api.call('CPDEIMG', { ticket }, token);
    expect(body.code).toBe(1);
    const qrText = readQrCode((body.data as { image: string }).image);
    expect(qrText).toMatch(/\/sandbox\/promise-video\?ticket=/);
    expect(qrText).not.toContain('17012340009');

    const page = await api.app.inject({ method: 'GET', url: new URL(qrText).pathname + new URL(qrText).search });
    expect(page.body).toContain('170****0009');
    expect(page.body).not.toContain('17012340009');
  });

  it('refuses an altered or expired ticket', async () => {
    const lookup = await api.call('QUERY_PHONE', { idCardNumber: '062222', name: '周杰', consent: true, returnUrl: '/card' }, token);
    const { ticket } = lookup.data as { ticket: string };
    const altered = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await api.call('CPDEIMG', { ticket: altered }, token)).toMatchObject({ code: -100, msg: '二维码已失效，请重新查询' });
    expect(await api.call('CPDEIMG', {}, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    api.advanceSeconds(31 * 60);
    expect(await api.call('CPDEIMG', { ticket }, token)).toMatchObject({ code: -100, msg: '二维码已失效，请重新查询' });
  });

  it('refuses a number without a pending video, a bad number and a visitor without login', async () => {
    expect(await api.call('CPDEIMG', { serviceId: '17012340001' }, token)).toMatchObject({ code: -100, msg: '该号码无需录制承诺视频' });
    expect(await api.call('CPDEIMG', { serviceId: '123' }, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await api.call('CPDEIMG', { serviceId: '17012340009' })).toMatchObject({ code: -101 });
  });
});

describe('CHECK_VIDEO', () => {
  it('tells whether the promise video of a number is recorded', async () => {
    const api = await createTestApp();
    try {
      const token = await api.logInAs(DemoUser.BOUND_NORMAL);
      expect(await api.call('CHECK_VIDEO', { serviceId: '17012340009' }, token)).toMatchObject({ code: 1, data: { isRecorded: false } });
      const qr = await api.call('CPDEIMG', { serviceId: '17012340009' }, token);
      await recordPromiseVideoByQrCode(api, (qr.data as { image: string }).image);
      expect(await api.call('CHECK_VIDEO', { serviceId: '17012340009' }, token)).toMatchObject({ code: 1, data: { isRecorded: true } });
      expect(await api.call('CHECK_VIDEO', { serviceId: '1701' }, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
      expect(await api.call('CHECK_VIDEO', { serviceId: '17012340009' })).toMatchObject({ code: -101 });
    } finally {
      await api.close();
    }
  });
});
