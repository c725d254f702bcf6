import { AUDIT_ACTION_TEXT } from '@hall/contract/console-audit/rules';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every action the server writes to the audit log has a Chinese name on 操作日志: the action
// literals of the sources (an `action: '…'` field, or the action argument of an area's audit helper)
// are all in AUDIT_ACTION_TEXT.

const SERVER_SOURCE = join(import.meta.dirname, '..', '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'test' ? [] : sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function writtenActions(): Set<string> {
  const actions = new Set<string>();
  for (const file of sourceFiles(SERVER_SOURCE)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('insertAuditEntry') && !/\baudit\(/.test(text)) {
      continue;
    }
    for (const match of text.matchAll(/action: '([a-z_.]+)'/g)) {
      actions.add(match[1] ?? '');
    }
    for (const match of text.matchAll(/audit\((?:\w+, )+staff, (?:[\w.]+ \? )?'([a-z_.]+)'(?: : '([a-z_.]+)')?/g)) {
      actions.add(match[1] ?? '');
      if (match[2]) {
        actions.add(match[2]);
      }
    }
  }
  return actions;
}

describe('the audit log', () => {
  it('names every action the server writes', () => {
    const actions = writtenActions();
    expect(actions.size).toBeGreaterThan(25);
    expect([...actions].filter((action) => !(action in AUDIT_ACTION_TEXT))).toEqual([]);
  });
});
