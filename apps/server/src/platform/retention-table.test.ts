import { readFileSync } from 'node:fs';
import { RETENTION_TABLE } from '@hall/contract/personal-info/retention-table';
import { describe, expect, it } from 'vitest';

// docs/retention.md's table is the contract's RETENTION_TABLE, which the hourly deletion takes its
// periods from and the personal-information centre shows: the document cannot say other than they do.

const DOCUMENT = new URL('../../../../docs/retention.md', import.meta.url);

function documentRows(): string[][] {
  const text = readFileSync(DOCUMENT, 'utf8');
  const table = text.slice(text.indexOf('## The table'), text.indexOf('## Not automated yet'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('the retention table', () => {
  it('in docs/retention.md is the contract’s, row by row', () => {
    expect(documentRows()).toEqual(RETENTION_TABLE.map((row) => [row.data, row.tables, row.period, row.basis, row.deletedBy]));
  });

  it('names each kind of data once, with the words the personal-information centre shows', () => {
    expect(new Set(RETENTION_TABLE.map((row) => row.key)).size).toBe(RETENTION_TABLE.length);
    for (const row of RETENTION_TABLE) {
      expect(row.zh.name.length * row.zh.source.length * row.zh.period.length, row.key).toBeGreaterThan(0);
    }
  });
});
