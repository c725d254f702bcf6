import type { AxiosError } from 'axios';
import type { Wechatpay } from 'wechatpay-axios-plugin';
import { checkTradeBillHash, TradeBillUnavailableError, type TradeBillFile } from './trade-bill.ts';

// The real trade bill through wechatpay-axios-plugin, given the adapter's configured instance:
// 1. GET /v3/bill/tradebill?bill_date=…&bill_type=ALL, a signed request whose signed answer the
//    plugin verifies: { hash_type: 'SHA1', hash_value, download_url };
// 2. GET the download_url, signed too; its answer is NOT signed (the plugin skips
//    /v3/billdownload/file), so the file's SHA-1 is checked against hash_value instead.
// The download goes to the configured API base, never to another host named in the answer.

const DOWNLOAD_PATH = '/v3/billdownload/file';
const DOWNLOAD_TIMEOUT_MS = 60_000;

interface TradeBillAnnouncement {
  hash_type?: unknown;
  hash_value?: unknown;
  download_url?: unknown;
}

/** WeChat Pay's refusal (a 4xx with `{ code, message }`, e.g. NO_STATEMENT_EXIST) as "try later". */
/** axios's own isAxiosError, without importing axios with the server. */
const isAxiosError = (error: unknown): error is AxiosError => (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;

function unavailableOf(error: unknown): TradeBillUnavailableError | null {
  // A 2xx turned into an error is the plugin's refusal of the answer's signature: not a "try later".
  if (!isAxiosError(error) || !error.response || error.response.status < 400 || error.response.status >= 500) {
    return null;
  }
  const data = error.response.data as { code?: unknown; message?: unknown } | undefined;
  const code = typeof data?.code === 'string' ? data.code : `HTTP_${error.response.status}`;
  return new TradeBillUnavailableError(code, typeof data?.message === 'string' ? data.message : `trade bill refused (${error.response.status})`);
}

export async function downloadWechatpayTradeBill(client: Wechatpay, billDate: string): Promise<TradeBillFile> {
  try {
    const { data } = await client.chain('v3/bill/tradebill').get<TradeBillAnnouncement>({ params: { bill_date: billDate, bill_type: 'ALL' } });
    const { hash_type: hashType, hash_value: hashValue, download_url: downloadUrl } = data;
    if (typeof hashType !== 'string' || typeof hashValue !== 'string' || typeof downloadUrl !== 'string') {
      throw new Error('trade bill answer without hash_type, hash_value or download_url');
    }
    const download = new URL(downloadUrl);
    if (download.pathname !== DOWNLOAD_PATH) {
      throw new Error(`trade bill download_url has an unexpected path ${download.pathname}`);
    }
    const file = await client.chain('v3/billdownload/file').get<ArrayBuffer>({
      params: Object.fromEntries(download.searchParams),
      responseType: 'arraybuffer',
      timeout: DOWNLOAD_TIMEOUT_MS,
    });
    return checkTradeBillHash(billDate, Buffer.from(file.data), { hashType, hashValue });
  } catch (error) {
    throw unavailableOf(error) ?? error;
  }
}
