import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';
import { fileNameOf, isDownloadedFile, readDownloadedFile } from './downloaded-file.ts';

// A binary operation answers a file, or an envelope when it refuses: the client hands the file with
// the name the server gave it, and the refusal as any other (its message, never a file of JSON).

vi.mock('../ui/toast.ts', () => ({ showToast: () => undefined, showSuccessToast: () => undefined }));

const EXPORT = { method: 'POST', path: '/api/console/commissionExport', access: 'staff', binary: true } as const;
const call = createApiClient<'CONSOLE_COMMISSION_EXPORT'>({
  endpoints: { CONSOLE_COMMISSION_EXPORT: EXPORT },
  authenticate: () => undefined,
  readFile: readDownloadedFile,
});
const range = { dealerId: '', from: '2026-12-01', to: '2026-12-04' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a binary operation', () => {
  it('resolves with the file and its Chinese name', async () => {
    const name = '佣金明细-全部渠道-20261201-20261204.csv';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('\uFEFF时间,渠道\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
          }),
      ),
    );
    const file = await call('CONSOLE_COMMISSION_EXPORT', range, { isSilent: true });
    expect(isDownloadedFile(file)).toBe(true);
    expect(isDownloadedFile(file) && file.fileName).toBe(name);
    expect(isDownloadedFile(file) && (await file.blob.text())).toContain('时间,渠道');
  });

  it('rejects with the server’s message when it answers an envelope instead', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: -100, msg: '渠道不存在' }), { headers: { 'content-type': 'application/json' } })),
    );
    const refusal = await call('CONSOLE_COMMISSION_EXPORT', range, { isSilent: true }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe('渠道不存在');
  });
});

describe('the file name', () => {
  it('is the UTF-8 name first, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E4%BD%A3%E9%87%91.csv`, 'x')).toBe('佣金.csv');
    expect(fileNameOf('attachment; filename="a.csv"', 'x')).toBe('a.csv');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E4%ZZ`, 'x')).toBe('x');
    expect(fileNameOf(null, 'x')).toBe('x');
  });
});
