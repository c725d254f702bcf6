#!/usr/bin/env node
// Scans server log files for personal data and secrets that must never be logged: full phone
// numbers, ID numbers, bearer tokens (the server's 43-character random tokens), SMS codes and
// service passwords. Exits 1 and names each finding (masked) when it finds one.
// Usage: node scripts/scan-logs.mjs <log file>... [--sms-outbox <base URL of a sandbox server>]
import { existsSync, readFileSync } from 'node:fs';

/** A UUID (a request id, Tencent Cloud's RequestId) is no phone number, whatever digits it holds. */
const UUID_PATTERN = /(?<![\dA-Fa-f-])[\dA-Fa-f]{8}-[\dA-Fa-f]{4}-[\dA-Fa-f]{4}-[\dA-Fa-f]{4}-[\dA-Fa-f]{12}(?![\dA-Fa-f-])/g;

const FINDINGS = [
  { kind: 'phone number', pattern: /(?<!\d)1[3-9]\d{9}(?!\d)/g, ignore: UUID_PATTERN },
  { kind: 'ID number', pattern: /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g },
  { kind: 'token', pattern: /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g },
  { kind: 'SMS text with its code', pattern: /验证码\s*\d{4,8}/g },
  {
    kind: 'code or password field',
    pattern:
      /["']?(?:code|smsCode|verifyCode|rawServicePass|phonePassword|newServicePass|confirmServicePass|passWord|password)["']?\s*[:=]\s*["']?\d{6}(?!\d)/gi,
  },
];

function mask(text) {
  return text.length <= 4 ? '****' : `${text.slice(0, 3)}…${text.slice(-2)}`;
}

/** Findings of one log text: kind, line number and the masked match. */
export function scanLogText(text, { smsCodes = [] } = {}) {
  const findings = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const { kind, pattern, ignore } of FINDINGS) {
      for (const match of (ignore ? line.replace(ignore, ' ') : line).match(pattern) ?? []) {
        findings.push({ kind, line: index + 1, match: mask(match) });
      }
    }
    for (const code of smsCodes) {
      // A code stands alone: six digits inside a request id's hex or another number are not one.
      if (new RegExp(`(?<![\\dA-Za-z.])${code}(?![\\dA-Za-z.])`).test(line)) {
        findings.push({ kind: 'SMS code sent during the run', line: index + 1, match: mask(code) });
      }
    }
  });
  return findings;
}

/** The codes of the messages the sandbox SMS outbox still holds (its latest 50), if the server answers. */
export async function readSandboxSmsCodes(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/sandbox/api/sms`, { signal: AbortSignal.timeout(5000) });
    const body = await response.json();
    return (body.data?.list ?? []).map((message) => /验证码(\d{6})/.exec(message.text ?? '')?.[1]).filter(Boolean);
  } catch {
    return [];
  }
}

/** Scans the files; returns the number of findings and prints them. */
export async function scanLogFiles(files, { smsOutboxUrl } = {}) {
  const smsCodes = smsOutboxUrl ? await readSandboxSmsCodes(smsOutboxUrl) : [];
  let total = 0;
  for (const file of files) {
    if (!existsSync(file)) {
      console.error(`log scan: ${file} does not exist`);
      total += 1;
      continue;
    }
    const text = readFileSync(file, 'utf8');
    const findings = scanLogText(text, { smsCodes });
    total += findings.length;
    for (const finding of findings.slice(0, 50)) {
      console.error(`log scan: ${file}:${finding.line}: ${finding.kind} (${finding.match})`);
    }
    console.log(
      `log scan: ${file}: ${text.split('\n').length - 1} lines, ${findings.length} findings${smsCodes.length ? `, ${smsCodes.length} SMS codes checked` : ''}`,
    );
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outboxIndex = args.indexOf('--sms-outbox');
  const smsOutboxUrl = outboxIndex >= 0 ? args[outboxIndex + 1] : undefined;
  const files = args.filter((_arg, index) => outboxIndex < 0 || (index !== outboxIndex && index !== outboxIndex + 1));
  if (files.length === 0) {
    console.error('usage: node scripts/scan-logs.mjs <log file>... [--sms-outbox <base URL>]');
    process.exit(2);
  }
  process.exit((await scanLogFiles(files, { smsOutboxUrl })) > 0 ? 1 : 0);
}
