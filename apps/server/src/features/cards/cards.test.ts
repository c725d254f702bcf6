import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let token: string;

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.UNBOUND);
});
afterAll(() => api.close());

describe('QUERY_PHONE (card lookup start)', () => {
  it('answers -106 with the number when its promise video is still missing', async () => {
    const body = await api.call('QUERY_PHONE', { idCardNumber: '062222', name: '周杰', consent: true, returnUrl: '/card' }, token);
    expect(body).toEqual({ code: -106, msg: '请继续完成承诺视频', data: { serviceId: '17012340009' } });
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
      await api.app.inject({ method: 'POST', url: '/sandbox/promise-video', payload: { serviceId: '17012340009' } });
      expect(await api.call('CHECK_VIDEO', { serviceId: '17012340009' }, token)).toMatchObject({ code: 1, data: { isRecorded: true } });
      expect(await api.call('CHECK_VIDEO', { serviceId: '1701' }, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
      expect(await api.call('CHECK_VIDEO', { serviceId: '17012340009' })).toMatchObject({ code: -101 });
    } finally {
      await api.close();
    }
  });
});
