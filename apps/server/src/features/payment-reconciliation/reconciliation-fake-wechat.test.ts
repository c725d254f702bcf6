import { formatChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import type { OperationOutput } from '@hall/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wechatpay } from 'wechatpay-axios-plugin';
import { rechargeOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { TradeBillHashMismatchError, TradeBillUnavailableError } from '../../providers/wechat-pay/trade-bill.ts';
import { downloadWechatpayTradeBill } from '../../providers/wechat-pay/wechatpay-trade-bill.ts';
import { fakeBill } from '../../test/fake-wechat/fake-bill.ts';
import { createFakeWechatKeys } from '../../test/fake-wechat/fake-keys.ts';
import { startFakeWechat, type FakeLedgerLine } from '../../test/fake-wechat/fake-wechat-server.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readyBillDates } from './reconciliation.service.ts';
import { untilTheSchedulePassIsDone } from './reconciliation-test-support.ts';
import { parseTradeBill } from './trade-bill-parser.ts';

// The real adapter's trade bill (wechatpay-axios-plugin, configured as the WeChat Pay client does)
// against the fake WeChat Pay on 127.0.0.1: a signed announcement, the unsigned file, its SHA-1.

const keys = createFakeWechatKeys();
let fake: Awaited<ReturnType<typeof startFakeWechat<{ bill: typeof fakeBill }>>>;
let client: Wechatpay;
let api: TestApp;
let admin: string;

const pem = (key: typeof keys.merchantPrivateKey) => key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();

beforeAll(async () => {
  fake = await startFakeWechat({ bill: fakeBill }, { keys });
  client = new Wechatpay({
    mchid: keys.mchId,
    serial: keys.merchantSerial,
    privateKey: pem(keys.merchantPrivateKey),
    certs: { [keys.platformSerial]: pem(keys.platformPublicKey) },
    baseURL: `${fake.baseUrl}/`,
  });
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
  // This app's WeChat Pay trade bill is the real adapter's, from the fake.
  const wechatPay = { ...api.deps.providers.wechatPay, downloadTradeBill: (billDate: string) => downloadWechatpayTradeBill(client, billDate) };
  (api.deps as { providers: AppDeps['providers'] }).providers = { ...api.deps.providers, wechatPay };
  await untilTheSchedulePassIsDone(api.deps);
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

const billDate = readyBillDates(new Date(), 3)[0] ?? '';
const dayStart = startOfChinaDate(billDate).getTime();

function ledgerLine(outTradeNo: string, totalFen: number, minutes: number): FakeLedgerLine {
  return {
    tradeTime: new Date(dayStart + minutes * 60_000),
    transactionId: `4200${outTradeNo}`,
    outTradeNo,
    openid: 'oFakePayer',
    tradeType: 'JSAPI',
    tradeState: 'SUCCESS',
    totalFen,
    refundId: '',
    outRefundNo: '',
    refundFen: 0,
    description: '话费充值,30元',
  };
}

describe('the real trade bill download against the fake WeChat Pay', () => {
  it('answers NO_STATEMENT_EXIST as "not available" for a day whose bill is not ready (before 10:00 the next day)', async () => {
    const today = formatChinaDate(new Date());
    await expect(downloadWechatpayTradeBill(client, today)).rejects.toMatchObject({ name: 'TradeBillUnavailableError', code: 'NO_STATEMENT_EXIST' });
  });

  it('downloads a ready bill with a signed request, checks its SHA-1 and reads its lines in fen', async () => {
    fake.ledger.push(ledgerLine('RFAKE0001', 3000, 60));
    const file = await downloadWechatpayTradeBill(client, billDate);
    expect(file.text).toBe(fake.bill.billOf(billDate));
    expect(parseTradeBill(file.text).lines).toEqual([expect.objectContaining({ outTradeNo: 'RFAKE0001', orderFen: 3000 })]);
    const download = fake.requests.find((request) => request.url.startsWith('/v3/billdownload/file'));
    expect(download).toBeDefined();
  });

  it('serves the file only on a merchant-signed request, and unsigned', async () => {
    const { data } = await client.chain('v3/bill/tradebill').get<{ download_url: string }>({ params: { bill_date: billDate, bill_type: 'ALL' } });
    const url = new URL(data.download_url);
    expect((await fetch(url)).status).toBe(401);
    const file = await client.chain('v3/billdownload/file').get<ArrayBuffer>({ params: Object.fromEntries(url.searchParams), responseType: 'arraybuffer' });
    expect(file.status).toBe(200);
    expect(file.headers['wechatpay-signature']).toBeUndefined();
  });

  it('refuses a file whose bytes differ from the announced SHA-1', async () => {
    fake.bill.corruptNextDownload();
    await expect(downloadWechatpayTradeBill(client, billDate)).rejects.toBeInstanceOf(TradeBillHashMismatchError);
  });

  it('refuses an announcement that is not signed by WeChat Pay (the plugin checks it)', async () => {
    const stranger = new Wechatpay({
      mchid: keys.mchId,
      serial: keys.merchantSerial,
      privateKey: pem(keys.merchantPrivateKey),
      certs: { [keys.platformSerial]: pem(createFakeWechatKeys().platformPublicKey) },
      baseURL: `${fake.baseUrl}/`,
    });
    const refusal = await downloadWechatpayTradeBill(stranger, billDate).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).not.toBeInstanceOf(TradeBillUnavailableError);
  });
});

describe('a reconciliation through the real download finds what was planted in the bill', () => {
  it('reports the planted payment and the changed amount, and nothing for the payment that matches', async () => {
    const paidAt = new Date(dayStart + 60 * 60_000);
    for (const [outTradeNo, amountFen] of [
      ['RFAKE0001', 3000],
      ['RFAKE0002', 5000],
    ] as const) {
      await api.deps.db.insert(rechargeOrders).values({
        outTradeNo,
        phone: '13800000000',
        productKind: 'call',
        productName: '话费充值',
        amountFen,
        status: 2,
        transactionId: `4200${outTradeNo}`,
        paidAt,
      });
    }
    fake.ledger.push(ledgerLine('RFAKE0002', 5000, 90));
    fake.bill.plantLine(ledgerLine('RFAKE9999', 12_345, 120));
    fake.bill.changeAmount('RFAKE0002', 4999);

    const rerun = await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate });
    expect(rerun).toMatchObject({ code: 1, data: { run: { status: 'mismatched', lineCount: 3 } } });
    const day = (await callAsStaff(api, 'CONSOLE_RECONCILIATION_DAY', admin, { billDate })).data as OperationOutput<'CONSOLE_RECONCILIATION_DAY'>;
    const planted = day.mismatches.filter((mismatch) => mismatch.outTradeNo.startsWith('RFAKE'));
    expect(planted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'missing_here', outTradeNo: 'RFAKE9999', ourFen: null, wechatFen: 12_345 }),
        expect.objectContaining({ kind: 'amount_differs', outTradeNo: 'RFAKE0002', ourFen: 5000, wechatFen: 4999 }),
      ]),
    );
    expect(planted).toHaveLength(2);
  });

  it('stores a corrupt download as failed with its reason, to be retried', async () => {
    fake.bill.corruptNextDownload();
    const rerun = await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate });
    expect(rerun).toMatchObject({ code: 1, data: { run: { status: 'failed', lastError: expect.stringContaining('SHA-1') } } });
    expect((rerun.data as { run: { retryAt: string } }).run.retryAt).not.toBe('');
  });
});
