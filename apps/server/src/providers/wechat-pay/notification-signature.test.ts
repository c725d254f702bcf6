import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFakeWechatKeys, wechatEnvironmentOf } from '../../test/fake-wechat/fake-keys.ts';
import { notificationBodyOf, signNotificationBody, verifyNotification } from './notification-signature.ts';
import { wechatPayVerifierPemsOf } from './wechat-pay-provider.ts';

// A merchant still moving from platform certificates to the WeChat Pay public key gets
// notifications signed under either serial: both are in the verifier map, nothing else is.

const apiV3Key = 'a'.repeat(32);
const publicKeyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const certificatePair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const verifiers = new Map([
  ['PUB_KEY_ID_0112345678', publicKeyPair.publicKey],
  ['5157F09EFDC096DE15EBE81A47057A72', certificatePair.publicKey],
]);
const merchant = { mchId: '1900000109', appId: 'wx0123456789abcdef' };
const transaction = {
  mchid: merchant.mchId,
  appid: merchant.appId,
  out_trade_no: 'R1',
  transaction_id: '4200001',
  trade_state: 'SUCCESS',
  success_time: '2026-11-25T10:00:00+08:00',
  amount: { total: 100 },
};

function notification(
  serial: string,
  privateKey = serial.startsWith('PUB_KEY_ID_') ? publicKeyPair.privateKey : certificatePair.privateKey,
  event: { type: string; resource: Record<string, unknown> } = { type: 'TRANSACTION.SUCCESS', resource: transaction },
) {
  const now = new Date();
  const rawBody = notificationBodyOf(apiV3Key, event.type, '支付成功', 'transaction', event.resource, now);
  return { rawBody, headers: signNotificationBody(rawBody, { serial, privateKey }, now) };
}

describe('the verifier map of notifications', () => {
  it('accepts a notification signed under the public key id or under a platform certificate serial', () => {
    for (const serial of verifiers.keys()) {
      const { rawBody, headers } = notification(serial);
      expect(verifyNotification({ verifiers, apiV3Key, merchant }, rawBody, headers, 'recharge', new Date())).toMatchObject({
        isGenuine: true,
        event: { kind: 'payment', payment: { outTradeNo: 'R1', amountFen: 100, state: 'SUCCESS', notifyHandler: 'recharge' } },
      });
    }
  });

  it('refuses a serial outside the map, and a key that is not the serial’s', () => {
    const unknown = notification('PUB_KEY_ID_0199999999', publicKeyPair.privateKey);
    expect(verifyNotification({ verifiers, apiV3Key, merchant }, unknown.rawBody, unknown.headers, 'recharge', new Date())).toEqual({
      isGenuine: false,
      reason: 'unknown serial',
    });
    const swapped = notification('PUB_KEY_ID_0112345678', certificatePair.privateKey);
    expect(verifyNotification({ verifiers, apiV3Key, merchant }, swapped.rawBody, swapped.headers, 'recharge', new Date())).toEqual({
      isGenuine: false,
      reason: 'bad signature',
    });
  });

  it('is built from WECHATPAY_PUBLIC_KEY_ID with WECHATPAY_PUBLIC_KEY plus every WECHATPAY_PLATFORM_CERTS entry', () => {
    const keys = createFakeWechatKeys();
    const certificatePem = certificatePair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const config = loadConfig({
      NODE_ENV: 'test',
      ...wechatEnvironmentOf(keys, 'http://127.0.0.1:9'),
      WECHATPAY_PLATFORM_CERTS: JSON.stringify({ '5157F09EFDC096DE15EBE81A47057A72': certificatePem }),
    });
    expect(Object.keys(wechatPayVerifierPemsOf(config)).sort()).toEqual(['5157F09EFDC096DE15EBE81A47057A72', keys.platformSerial]);
  });
});

describe('the merchant a notification names', () => {
  const serial = 'PUB_KEY_ID_0112345678';
  const check = (event: { type: string; resource: Record<string, unknown> }) => {
    const { rawBody, headers } = notification(serial, publicKeyPair.privateKey, event);
    return verifyNotification({ verifiers, apiV3Key, merchant }, rawBody, headers, 'recharge', new Date());
  };
  const refund = {
    mchid: merchant.mchId,
    out_trade_no: 'R1',
    out_refund_no: 'R1',
    refund_id: '5030001',
    refund_status: 'SUCCESS',
    amount: { refund: 100, total: 100 },
  };

  it('must be ours: a validly signed payment of another mchid or another appid is refused', () => {
    const refused = { isGenuine: false, reason: 'another merchant' };
    expect(check({ type: 'TRANSACTION.SUCCESS', resource: { ...transaction, mchid: '1900000999' } })).toEqual(refused);
    expect(check({ type: 'TRANSACTION.SUCCESS', resource: { ...transaction, appid: 'wx00000000000000ff' } })).toEqual(refused);
    expect(check({ type: 'TRANSACTION.SUCCESS', resource: { ...transaction, mchid: undefined } })).toEqual(refused);
  });

  it('is read from the mchid of a refund, whose resource has no appid', () => {
    expect(check({ type: 'REFUND.SUCCESS', resource: refund })).toMatchObject({ isGenuine: true, event: { kind: 'refund' } });
    expect(check({ type: 'REFUND.SUCCESS', resource: { ...refund, mchid: '1900000999' } })).toEqual({ isGenuine: false, reason: 'another merchant' });
  });
});
