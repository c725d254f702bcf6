import { ExportMessage } from '@hall/contract/export-range';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_ROWS, readExportRange, streamCsvExport, type ExportRequest } from './csv-export.ts';

// The console's CSV exports stream: the file is read a keyset page at a time as the reply is
// consumed (never the whole set at once), each page after the last row of the one before; the
// audit entry is written before the first byte; cells keep formulas as text; the range is checked.

interface Row {
  id: number;
  note: string;
}

function fakeReply() {
  const headers: Record<string, string> = {};
  return { headers, reply: { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply };
}

function exportOf(total: number) {
  const pageCalls: (number | null)[] = [];
  const audits: unknown[] = [];
  const { headers, reply } = fakeReply();
  const request: ExportRequest = {
    reply,
    range: readExportRange({ from: '2026-12-01', to: '2026-12-04' }),
    staffId: 7,
    now: new Date('2026-12-04T02:00:00Z'),
    writeAudit: async (entry) => {
      audits.push(entry);
    },
  };
  const answer = streamCsvExport<Row>(request, {
    title: '测试导出',
    header: ['编号', '备注'],
    readPage: async (after, limit) => {
      pageCalls.push(after?.id ?? null);
      const first = (after?.id ?? 0) + 1;
      return Array.from({ length: Math.max(0, Math.min(limit, total - first + 1)) }, (_, index) => ({
        id: first + index,
        note: first + index === 2 ? "=cmd|' /C calc'!A0" : '普通',
      }));
    },
    cells: (row) => [String(row.id), row.note],
    audit: { action: 'test_export', subjectType: 'dealer', subjectId: '*', filters: { status: 'paid' } },
  });
  return { answer, pageCalls, audits, headers };
}

describe('a streamed CSV export', () => {
  it('reads a keyset page at a time as the reply is consumed, after the last row of the page before', async () => {
    const total = EXPORT_PAGE_ROWS * 2 + 3;
    const { answer, pageCalls } = exportOf(total);
    const { body } = await answer;
    expect(body).toBeInstanceOf(Readable);
    // Nothing is read before the reply is: the stream pulls each page when it needs it.
    expect(pageCalls).toEqual([]);
    const chunks: string[] = [];
    for await (const chunk of body as Readable) {
      chunks.push(String(chunk));
      if (chunks.length === 2) {
        // The header and the first row are out while only the first page has been read.
        expect(pageCalls).toEqual([null]);
      }
    }
    expect(pageCalls).toEqual([null, EXPORT_PAGE_ROWS, EXPORT_PAGE_ROWS * 2]);
    expect(chunks.length).toBe(total + 1);
    expect(chunks.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(Array.from({ length: total }, (_, index) => index + 1));
  });

  it('starts with the BOM and the header, keeps a formula as text, names the file and writes the audit entry first', async () => {
    const { answer, audits, headers } = exportOf(2);
    const { contentType, body } = await answer;
    expect(audits).toEqual([
      {
        staffId: 7,
        createdAt: new Date('2026-12-04T02:00:00Z'),
        action: 'test_export',
        subjectType: 'dealer',
        subjectId: '*',
        detail: { from: '2026-12-01', to: '2026-12-04', status: 'paid' },
      },
    ]);
    expect(contentType).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('测试导出-20261201-20261204.csv')}`);
    const text = (await (body as Readable).toArray()).join('');
    expect(text).toBe("\uFEFF编号,备注\r\n1,普通\r\n2,'=cmd|' /C calc'!A0\r\n");
  });

  it('refuses a range over a year, backwards, or of a day that does not exist', () => {
    // 366 days, both included, is the most.
    expect(readExportRange({ from: '2025-12-04', to: '2026-12-04' })).toMatchObject({ from: '2025-12-04', to: '2026-12-04' });
    for (const range of [
      { from: '2025-12-03', to: '2026-12-04' },
      { from: '2026-12-05', to: '2026-12-04' },
      { from: '2026-02-29', to: '2026-03-01' },
    ]) {
      expect(() => readExportRange(range)).toThrow(ExportMessage.RANGE_INVALID);
    }
  });
});
