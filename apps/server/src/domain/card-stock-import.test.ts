import { DealerMessage } from '@hall/contract/console-dealers/rules';
import { describe, expect, it } from 'vitest';
import { parseStockCsv } from './card-stock-import.ts';

// The card-stock file is read as CSV (RFC 4180) as spreadsheets save it: quoted cells, a BOM,
// CRLF line ends; each row keeps the line it starts on, for the refusal the console shows.

describe('parseStockCsv', () => {
  it('reads a BOM, CRLF line ends, a header and quoted cells as a spreadsheet saves them', () => {
    const csv = '\uFEFFICCID,手机号,销售资源编号\r\n"89860166500000000011","16650000001",""\r\n89860166500000000029,16650000002,VR9002\r\n';
    expect(parseStockCsv(csv)).toEqual({
      lines: [
        { line: 2, iccid: '89860166500000000011', phone: '16650000001', saleResourceId: null },
        { line: 3, iccid: '89860166500000000029', phone: '16650000002', saleResourceId: 'VR9002' },
      ],
      problems: [],
    });
  });

  it('keeps a comma and a doubled quote inside a quoted cell in that cell', () => {
    const csv = '89860166500000000011,16650000001,"VR,90""02"\n';
    expect(parseStockCsv(csv)).toEqual({
      lines: [{ line: 1, iccid: '89860166500000000011', phone: '16650000001', saleResourceId: 'VR,90"02' }],
      problems: [],
    });
  });

  it('numbers rows by the line they start on when a quoted cell holds a line break', () => {
    const csv = '89860166500000000011,16650000001,"VR\r\n9001"\r\n\r\n89860166500000000029,16650000002\r\n';
    expect(parseStockCsv(csv).lines.map(({ line, saleResourceId }) => ({ line, saleResourceId }))).toEqual([
      { line: 1, saleResourceId: 'VR\r\n9001' },
      { line: 4, saleResourceId: null },
    ]);
  });

  it('refuses a quote that is never closed, naming the line, and a row of the wrong width', () => {
    expect(parseStockCsv('89860166500000000011,16650000001\n"89860166500000000029,16650000002\n')).toEqual({
      lines: [],
      problems: [{ line: 2, message: DealerMessage.ROW_QUOTE }],
    });
    expect(parseStockCsv('89860166500000000011\n').problems).toEqual([{ line: 1, message: DealerMessage.ROW_COLUMNS }]);
  });
});
